import { useQuery } from '@tanstack/react-query';
import { pageQuery, useApiClient } from '@site-admin/api-client';
import { useState } from 'react';
import { filtersKey, toRequestQuery, type ListState } from './list/list-query';

/**
 * `GET {route path}` with the list query. `withtotals` is sent when the filters or the path
 * changed since the last request (and on the first); it stays the same while the query does, so
 * the request key is stable. A new query aborts the request still running.
 */
export function usePageData(pagePath: string, state: ListState) {
  const client = useApiClient();
  const scope = `${pagePath}|${filtersKey(state)}`;
  const queryText = `${pagePath}|${JSON.stringify(state)}`;
  const [last, setLast] = useState({ scope, queryText, withtotals: true });
  let withtotals = last.withtotals;
  if (last.queryText !== queryText) {
    withtotals = last.scope !== scope;
    setLast({ scope, queryText, withtotals });
  }
  return useQuery({
    ...pageQuery(client, pagePath, toRequestQuery(state, withtotals)),
    // The same page's rows stay (dimmed) while its next query loads; another page's never do:
    // they would name the wrong resource to the panel opened over the new page.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === pagePath ? previous : undefined,
  });
}
