import { APP_STORE_LONG_TTL_MS, readAppStore, writeAppStore } from '@site-admin/ui';
import { useState } from 'react';
import { isSavedViews, viewsStoreKey, type SavedView } from './saved-views';

/**
 * A list's saved views, per site and list, in the app_ store. They use its long-lived variant
 * (a year after the last change, not the one-day time-to-live of a preference): the owner builds
 * views by hand and expects them next week, not gone every morning.
 */
export function useSavedViews(siteid: string | undefined, pagePath: string) {
  const key = viewsStoreKey(siteid, pagePath);
  const [state, setState] = useState(() => ({
    key,
    views: readAppStore(key, isSavedViews) ?? [],
  }));
  // Another list (or site) reads its own views.
  const views = state.key === key ? state.views : (readAppStore(key, isSavedViews) ?? []);
  if (state.key !== key) setState({ key, views });
  return {
    views,
    /** Stores the new list of views; false when the browser would not keep it. */
    save: (next: SavedView[]): boolean => {
      setState({ key, views: next });
      return writeAppStore(key, next, APP_STORE_LONG_TTL_MS);
    },
  };
}
