import { pagePathKey, type OrderStatusChange } from '@site-admin/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The rows of the loaded list pages at `pagePath` take an order's new status values, so the row
 * (its class and colour as well as the dropdown) shows the change until the list is next fetched.
 */
export function patchOrderRows(
  queryClient: QueryClient,
  pagePath: string,
  change: OrderStatusChange,
): void {
  queryClient.setQueriesData<unknown>({ queryKey: pagePathKey(pagePath) }, (data: unknown) => {
    if (typeof data !== 'object' || data === null || !('model' in data)) return data;
    const { model } = data;
    if (!Array.isArray(model)) return data;
    return {
      ...data,
      model: model.map((row: unknown) =>
        typeof row === 'object' && row !== null && 'ID' in row && row.ID === change.ID
          ? { ...row, ...change }
          : row,
      ),
    };
  });
}
