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
import { useEffect, useRef, type ReactNode } from 'react';
import { publishingTexts } from './i18n/en-gb';
import { PublishDialog } from './publish-dialog';
import { publishMode, publishStatus, siteAddress, type PublishStatus } from './publish-status';
import { ConfirmStep, DoneStep, FailedStep, ProgressStep } from './publish-steps';
import { usePublishRun } from './use-publish-run';

/** What the one dialog shows at a moment: its title, whether it can be closed, body and footer. */
interface Frame {
  title: ReactNode;
  closable: boolean;
  body: ReactNode;
  footer?: ReactNode;
}

/**
 * The publish modal (spec 2): a trial site sees the upsell; otherwise the confirmation, then the
 * progress of the chunked run (it cannot be closed meanwhile), the success note and, 150 ms
 * later, the confirmation that the site is published. Closed, it gives the focus back to what
 * opened it, or to the Publish button when that was the button's menu (`useReturnFocus`).
 *
 * One dialog from loading the account to the end: a dialog replaced by another (the loading one
 * by the confirmation) gave the focus back to the page as it went, and the new one took that for
 * a click outside and closed.
 */
export function PublishModal({ onClose }: PublishModalProps) {
  const { t } = useTexts('publishing', publishingTexts);
  const account = useQuery(accountQuery(useApiClient()));
  const returnFocusTo = useReturnFocus();
  const actions = useShellActions();
  const loaded = account.isPending || account.isError ? undefined : account.data;
  const status = loaded ? publishStatus(loaded) : undefined;
  const flow = usePublishFlow(loaded, status === 'trial' ? undefined : status, onClose);

  let frame: Frame;
  if (account.isPending) {
    frame = { title: t('title'), closable: true, body: <LoadingState label={t('loading')} /> };
  } else if (account.isError) {
    frame = {
      title: t('title'),
      closable: true,
      body: (
        <ErrorState
          title={t('errors.unknown')}
          message={account.error.message}
          retryLabel={t('errors.retry')}
          onRetry={() => void account.refetch()}
        />
      ),
    };
  } else if (status === 'trial') {
    frame = {
      title: t('trial.title'),
      closable: true,
      body: t('trial.text'),
      footer: (
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
      ),
    };
  } else {
    frame = flow;
  }

  return (
    <PublishDialog
      title={frame.title}
      closable={frame.closable}
      closeLabel={t('close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      footer={frame.footer}
    >
      {frame.body}
    </PublishDialog>
  );
}

/** The confirmation, the run and its outcome, once the account says which site and mode. */
function usePublishFlow(
  account: Account | undefined,
  status: Exclude<PublishStatus, 'trial'> | undefined,
  onClose: () => void,
): Frame {
  const { t } = useTexts('publishing', publishingTexts);
  // The run starts only from the confirmation, drawn once the status is known.
  const { step, start } = usePublishRun(publishMode(status ?? 'active'));
  const address = account ? siteAddress(account) : '';
  const busy = step.kind === 'publishing' || step.kind === 'published';
  const progress = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);

  // Each step's footer replaces the last one's (none while publishing), so the focused button is
  // gone: the focus goes to the progress while publishing, then to the step's main button.
  useEffect(() => {
    if (step.kind === 'publishing') progress.current?.focus();
    if (step.kind === 'done' || step.kind === 'failed') primary.current?.focus();
  }, [step.kind]);

  if (!status) return { title: t('title'), closable: true, body: null };

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

  return {
    title: step.kind === 'done' ? t(`done.${status}`) : t('title'),
    closable: !busy,
    footer,
    body: (
      <>
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
      </>
    ),
  };
}
