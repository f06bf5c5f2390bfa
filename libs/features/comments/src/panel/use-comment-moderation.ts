import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveCommentMutation,
  deleteCommentMutation,
  markCommentNotSpamMutation,
  serverReasonOf,
  useApiClient,
  type CommentRef,
} from '@site-admin/api-client';
import { failureNoticeOf, type PageHost } from '@site-admin/extensions';
import { notify, useTexts, type Notification } from '@site-admin/ui';
import { commentsTexts } from '../i18n/en-gb';

/**
 * Approve, not spam and delete of one comment: each is one call; on success the notice shows,
 * the list refreshes (the builders invalidate the comment lists' pages) and the panel closes; on
 * failure one notice names what failed and the panel stays. While one runs, none starts again.
 */
export function useCommentModeration(ref: CommentRef, host: PageHost) {
  const { t } = useTexts('comments', commentsTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t: shared } = useTranslation();
  const show = (notice: Notification) => (host.shell ? host.shell.notify(notice) : notify(notice));
  // A second click before the first re-render must not send again.
  const running = useRef(false);
  const once = (run: (settled: () => void) => void) => {
    if (running.current) return;
    running.current = true;
    run(() => {
      running.current = false;
    });
  };
  const done = (message: string) => {
    show({ type: 'success', title: message });
    host.closePanel();
  };

  // The builders invalidate the lists first; these callbacks then close the panel.
  const approve = useMutation(approveCommentMutation(client, queryClient));
  const notSpam = useMutation(markCommentNotSpamMutation(client, queryClient));
  const remove = useMutation(deleteCommentMutation(client, queryClient));
  const outcome = (success: string, failure: string, settled: () => void) => ({
    onSuccess: () => done(success),
    // One notice: the shell's for a server error (or none) says also what failed; the server's
    // own reason ('Comment is locked by another moderator') shows under the title.
    onError: (error: unknown) => {
      const reason = serverReasonOf(error);
      const notice = { title: failure, ...(reason ? { description: reason } : {}) };
      const shown = failureNoticeOf(error, notice, (key) => shared(key));
      if (shown) show(shown);
    },
    onSettled: settled,
  });

  const busy = approve.isPending || notSpam.isPending || remove.isPending;
  return {
    busy,
    approving: approve.isPending,
    markingNotSpam: notSpam.isPending,
    deleting: remove.isPending,
    approve: () =>
      once((settled) =>
        approve.mutate(ref, outcome(t('approval.success'), t('approval.fail'), settled)),
      ),
    markNotSpam: (report: boolean) =>
      once((settled) =>
        notSpam.mutate(
          { ...ref, report },
          outcome(t('not_spam.success'), t('not_spam.fail'), settled),
        ),
      ),
    remove: (spam: boolean) =>
      once((settled) =>
        remove.mutate(
          { ...ref, spam },
          outcome(t('deletion.success'), t('deletion.failed'), settled),
        ),
      ),
  };
}
