import { dismissNotification, notify, type Notification } from '@site-admin/ui';
import { useRef } from 'react';

/**
 * One notice per failure across tries (spec 1 section 8): each try's outcome closes the notice an
 * earlier try left open (its own, or the shell's server error it joined), unless it shows that
 * same one again, which it then updates.
 */
export function useFailedTryNotice() {
  const openNotice = useRef<string | null>(null);

  /** Closes the earlier try's notice, if any is still open. */
  const close = () => {
    if (openNotice.current !== null) dismissNotification(openNotice.current);
    openNotice.current = null;
  };

  /** Shows this try's failure notice (none: an expired session is the client's alone). */
  const show = (notice: Notification | null) => {
    if (notice?.id !== openNotice.current) close();
    if (!notice) return;
    openNotice.current = notice.id ?? null;
    notify(notice);
  };

  return { show, close };
}
