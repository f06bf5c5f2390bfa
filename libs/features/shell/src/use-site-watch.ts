import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@site-admin/api-client';
import { useEffect } from 'react';
import { listenForSiteChange } from './broadcast';

/**
 * The session's site can change in another tab. That tab tells the others as it switches, and a
 * tab checks the account again whenever it comes back into view, so the site-change modal opens
 * as soon as the owner looks at a tab whose site is no longer the session's (spec 1 section 2).
 */
export function useSiteWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const account = { queryKey: sessionKeys.account() };
    // A call already under way is left to finish (a 401 it gets still opens the login dialog):
    // the check never cancels it for a new one.
    const check = () => queryClient.invalidateQueries(account, { cancelRefetch: false });
    const onFocus = () => void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // A switch told by another tab happened now: a call under way may have left before it, so
    // the account is asked again once that call is in.
    const onSiteChanged = () => {
      const underWay = queryClient.isFetching(account) > 0;
      void check().then(() => (underWay ? check() : undefined));
    };
    const stopListening = listenForSiteChange(onSiteChanged);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
