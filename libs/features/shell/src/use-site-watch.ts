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
    // A call already under way is left to finish (a 401 it gets still opens the login dialog):
    // the check never cancels it for a new one.
    const check = () =>
      void queryClient.invalidateQueries(
        { queryKey: sessionKeys.account() },
        { cancelRefetch: false },
      );
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const stopListening = listenForSiteChange(check);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
