import type { ListColumn, ListRow } from '@site-admin/api-client';

/** The row's id: `id` or `ID` (spec 1 section 7). */
export function rowId(row: ListRow): string {
  const id = row.id ?? row.ID;
  return id === undefined ? '' : String(id);
}

export const isPresent = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/**
 * Fills the `:name` placeholders of a path template (spec 1: links carry `:param` placeholders);
 * a placeholder with no value stays as it is.
 */
export function fillTemplate(template: string, read: (name: string) => unknown): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (match, name: string) => {
    const value = read(name);
    return isPresent(value) ? encodeURIComponent(asText(value)) : match;
  });
}

/**
 * What the owner calls a row, for a question about it ('Delete the redirect ‘old-shop/mugs’?'):
 * its title column's text, else its first text column's, else nothing (the question then says
 * 'this {noun}').
 */
export function rowName(row: ListRow, columns: readonly ListColumn[]): string | undefined {
  const named =
    columns.find((column) => column.type === 'title') ??
    columns.find((column) => column.type === 'text');
  const text = named === undefined ? '' : asText(row[named.key]).trim();
  return text === '' ? undefined : text;
}

/** The columns whose text tells a row apart, in the order a row's label reads them. */
const LABEL_TYPES = new Set(['identifier', 'title', 'tag', 'text']);

/**
 * What each row's buttons say after their action ('View #10452', 'Delete old-shop/mugs'), by row
 * id: its identifier as the list shows it, else its name, else its id; where two rows of the list
 * would say the same (three DNS records on '@'), the row's text cells together ('A @
 * 185.20.51.14'), and its id after them if that is not enough.
 */
export function rowLabels(
  rows: readonly ListRow[],
  columns: readonly ListColumn[],
): Map<string, string> {
  const identifier = columns.find((column) => column.type === 'identifier');
  const first = (row: ListRow) => {
    const value = identifier === undefined ? '' : asText(row[identifier.key]).trim();
    return value !== '' ? `#${value}` : (rowName(row, columns) ?? rowId(row));
  };
  const cells = (row: ListRow) =>
    columns
      .filter((column) => LABEL_TYPES.has(column.type))
      .map((column) => asText(row[column.key]).trim())
      .filter((text) => text !== '')
      .join(' ');
  const tries = [first, cells, (row: ListRow) => `${cells(row)} ${rowId(row)}`.trim()];
  const labels = new Map<string, string>();
  let left = [...rows];
  for (const label of tries) {
    const counts = new Map<string, number>();
    for (const row of left) counts.set(label(row), (counts.get(label(row)) ?? 0) + 1);
    const last = label === tries[tries.length - 1];
    for (const row of left) {
      if (last || counts.get(label(row)) === 1) labels.set(rowId(row), label(row));
    }
    left = left.filter((row) => !labels.has(rowId(row)));
  }
  return labels;
}
