// Lists' pages as the backend makes them. `pageOf` pages the rows a generated list found (the big
// shop, the integration search). `withPageSize`: a list page asked for with `per_page` says that
// size in its pagination (and the pages it makes), whatever the example was written with, so the
// list's Rows per page shows what the owner picked; the rows stay the example's.

interface Pagination {
  per_page: number;
  total: number;
  last_page: number;
  [key: string]: unknown;
}

/** The page size a list call asks for, or null. */
export function askedPageSize(method: string, url: URL): number | null {
  if (method !== 'GET') return null;
  const size = Number(url.searchParams.get('per_page'));
  return Number.isInteger(size) && size > 0 ? size : null;
}

const isPagination = (value: unknown): value is Pagination =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Pagination).per_page === 'number' &&
  typeof (value as Pagination).total === 'number';

/** The reply with its pagination at `size` a page; any other reply as it came (undefined). */
export function withPageSize(json: unknown, size: number): unknown {
  if (typeof json !== 'object' || json === null || !('pagination' in json)) return undefined;
  const { pagination } = json;
  if (!isPagination(pagination) || pagination.per_page === size) return undefined;
  return {
    ...json,
    pagination: {
      ...pagination,
      per_page: size,
      last_page: Math.max(1, Math.ceil(pagination.total / size)),
    },
  };
}

/** The page of `rows` the address asks for (`page`), `perPage` a page, with its pagination. */
export function pageOf<Row>(rows: readonly Row[], url: URL, perPage: number) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(lastPage, Math.max(1, Number(url.searchParams.get('page')) || 1));
  const model = rows.slice((page - 1) * perPage, page * perPage);
  const nextUrl = new URL(url);
  nextUrl.searchParams.set('page', String(page + 1));
  const pagination = {
    total,
    per_page: perPage,
    current_page: page,
    last_page: lastPage,
    next_page_url: page < lastPage ? `${nextUrl.pathname}${nextUrl.search}` : null,
    from: total === 0 ? null : (page - 1) * perPage + 1,
    to: total === 0 ? null : (page - 1) * perPage + model.length,
  };
  return { model, pagination };
}
