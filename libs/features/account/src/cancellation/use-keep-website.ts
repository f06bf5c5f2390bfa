import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  serverReasonOf,
  useApiClient,
  withdrawCancellationMutation,
} from '@site-admin/api-client';
import { failureNoticeOf } from '@site-admin/extensions';
import { notify, useTexts } from '@site-admin/ui';
import { useRef, useState } from 'react';
import { useFailedTryNotice } from '../common/use-failed-try-notice';
import { accountTexts } from '../i18n/en-gb';

/**
 * Keep My Website: withdraws the cancellation request. Success shows the server's notice and
 * the kept modal; a refusal shows the server's message as a failure notice; no reply shows
 * cancel_plan.cam_help.withdrawn.error. A second press while one is sent is ignored.
 */
export function useKeepWebsite(siteid: number) {
  const { t } = useTexts('account', accountTexts);
  const withdraw = useMutation(withdrawCancellationMutation(useApiClient(), useQueryClient()));
  const [kept, setKept] = useState(false);
  // A second press before the re-render still sees the first as running.
  const sending = useRef(false);
  const failedTry = useFailedTryNotice();

  const keep = () => {
    if (sending.current) return;
    sending.current = true;
    withdraw.mutate(
      { siteid },
      {
        onSuccess: (result) => {
          failedTry.close();
          notify({ type: 'success', title: result.message });
          setKept(true);
        },
        // Once withdrawn there is nothing left to send; a failure may be tried again.
        // One notice: after a server error (or no reply) the shell's own says also what failed,
        // never a second one with the bare status ('500 Internal Server Error'), nor one left
        // open by an earlier try.
        onError: (error) => {
          sending.current = false;
          const network = error instanceof ApiError && error.isNetworkError;
          const title = network
            ? t('cancel_plan.cam_help.withdrawn.error')
            : (serverReasonOf(error) ?? t('cancel.withdrawFailed'));
          failedTry.show(
            failureNoticeOf(error, { title, id: 'cancel-plan-withdraw-failed' }, (key) =>
              t(key, { ns: 'translation' }),
            ),
          );
        },
      },
    );
  };

  return { keep, pending: withdraw.isPending, kept, closeKept: () => setKept(false) };
}
