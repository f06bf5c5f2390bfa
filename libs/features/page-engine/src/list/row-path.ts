import type { ListRow } from '@site-admin/api-client';

/** The row's id: `id` or `ID` (spec 1 section 7). */
export function rowId(row: ListRow): string {
  const id = row.id ?? row.ID;
  return id === undefined ? '' : String(id);
}
