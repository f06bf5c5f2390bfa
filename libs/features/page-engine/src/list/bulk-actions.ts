import type { BulkAction, ListRow } from '@site-admin/api-client';
import { rowId } from './row-path';

/** The ids a bulk action sends: the rows' ids, or the `idField` of each checked row. */
export function bulkIds(action: BulkAction, rows: ListRow[]): string[] {
  const field = action.idField;
  return rows
    .map((row) => (field ? row[field] : rowId(row)))
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map(String);
}

/** Fills a bulk action's path template: `:siteid`, `:pageid`, `:value` and `:ids`. */
export function bulkActionPath(
  action: BulkAction,
  ids: string[],
  { siteid, pageid }: { siteid: string | undefined; pageid: number | string | undefined },
): string {
  const delimiter = action.delimiter ?? ',';
  return action.path
    .replaceAll(':siteid', encodeURIComponent(siteid ?? ''))
    .replaceAll(':pageid', encodeURIComponent(String(pageid ?? '')))
    .replaceAll(':value', encodeURIComponent(action.value))
    .replaceAll(':ids', ids.map(encodeURIComponent).join(delimiter));
}
