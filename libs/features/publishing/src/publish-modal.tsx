import { Button, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient, type Account } from '@site-admin/api-client';
import type { PublishModalProps } from '@site-admin/extensions';
import {
  ErrorState,
  LoadingState,
  useReturnFocus,
  useShellActions,
  useTexts,
} from '@site-admin/ui';
import { useEffect, useRef } from 'react';
import { publishingTexts } from './i18n/en-gb';
import { PublishDialog } from './publish-dialog';
import { publishMode, publishStatus, siteAddress, type PublishStatus } from './publish-status';
import { ConfirmStep, DoneStep, FailedStep, ProgressStep } from './publish-steps';
import { usePublishRun } from './use-publish-run';

/**
 * The publish modal (spec 2): a trial site sees the upsell; otherwise the confirmation, then the
 * progress of the chunked run (it cannot be closed meanwhile), the success note and, 150 ms
 * later, the confirmation that the site is published. Closed, it gives the focus back to what
 * opened it, or to the Publish button when that was the button's menu (`useReturnFocus`).
 */
export function PublishModal({ onClose }: PublishModalProps) {
  const { t } = useTexts('publishing', publishingTexts);
  const account = useQuery(accountQuery(useApiClient()));
  const returnFocusTo = useReturnFocus();

  if (account.isPending || account.isError) {
    return (
      <PublishDialog
        title={t('title')}
        closable
        closeLabel={t('close')}
        onClose={onClose}
        returnFocusTo={returnFocusTo}
      >
        {account.isPending ? (
          <LoadingState label={t('loading')} />
        ) : (
          <ErrorState
            title={t('errors.unknown')}
            message={account.error.message}
            retryLabel={t('errors.retry')}
            onRetry={() => void account.refetch()}
          />
        )}
      </PublishDialog>
    );
  }
  const status = publishStatus(account.data);
  return status === 'trial' ? (
    <TrialUpsell onClose={onClose} returnFocusTo={returnFocusTo} />
  ) : (
    <PublishFlow
      account={account.data}
      status={status}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}

type ReturnFocus = { returnFocusTo: () => HTMLElement | null };

function TrialUpsell({ onClose, returnFocusTo }: PublishModalProps & ReturnFocus) {
  const { t } = useTexts('publishing', publishingTexts);
  const actions = useShellActions();
  return (
    <PublishDialog
      title={t('trial.title')}
      closable
      closeLabel={t('close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('trial.notNow')}
          </Button>
          <Button
            colorPalette="orange"
            onClick={() => {
              onClose();
              actions.openSubscription();
            }}
          >
            {t('trial.upgrade')}
          </Button>
        </>
      }
    >
      {t('trial.text')}
    </PublishDialog>
  );
}

function PublishFlow({
  account,
  status,
  onClose,
  returnFocusTo,
}: ReturnFocus & {
  account: Account;
  status: Exclude<PublishStatus, 'trial'>;
  onClose: () => void;
}) {
  const { t } = useTexts('publishing', publishingTexts);
  const { step, start } = usePublishRun(publishMode(status));
  const address = siteAddress(account);
  const busy = step.kind === 'publishing' || step.kind === 'published';
  const title = step.kind === 'done' ? t(`done.${status}`) : t('title');
  const progress = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);

  // Each step's footer replaces the last one's (none while publishing), so the focused button is
  // gone: the focus goes to the progress while publishing, then to the step's main button.
  useEffect(() => {
    if (step.kind === 'publishing') progress.current?.focus();
    if (step.kind === 'done' || step.kind === 'failed') primary.current?.focus();
  }, [step.kind]);

  const footer =
    step.kind === 'confirm' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button colorPalette="blue" onClick={() => void start()}>
          {status === 'holding' ? t('confirm.publishHolding') : t('confirm.publish')}
        </Button>
      </>
    ) : step.kind === 'done' ? (
      <>
        {status === 'active' ? (
          <Button asChild variant="outline">
            <Link href={address} target="_blank" rel="noopener noreferrer">
              {t('done.viewLive')}
            </Link>
          </Button>
        ) : null}
        <Button ref={primary} colorPalette="blue" onClick={onClose}>
          {t('close')}
        </Button>
      </>
    ) : step.kind === 'failed' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
        <Button ref={primary} colorPalette="blue" onClick={() => void start()}>
          {t('errors.retry')}
        </Button>
      </>
    ) : null;

  return (
    <PublishDialog
      title={title}
      closable={!busy}
      closeLabel={t('close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={footer}
    >
      {step.kind === 'confirm' ? <ConfirmStep t={t} status={status} address={address} /> : null}
      {/* One progress for the run and its success note, so the focus stays on it between them. */}
      {busy ? (
        <ProgressStep
          ref={progress}
          t={t}
          percent={step.kind === 'publishing' ? step.percent : 100}
          done={step.kind === 'published'}
        />
      ) : null}
      {step.kind === 'done' ? <DoneStep t={t} address={address} /> : null}
      {step.kind === 'failed' ? <FailedStep t={t} failure={step.failure} /> : null}
    </PublishDialog>
  );
}
