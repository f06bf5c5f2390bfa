import { Button, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient, type Account } from '@site-admin/api-client';
import type { PublishModalProps } from '@site-admin/extensions';
import { ErrorState, LoadingState, useShellActions, useTexts } from '@site-admin/ui';
import { publishingTexts } from './i18n/en-gb';
import { PublishDialog } from './publish-dialog';
import { publishMode, publishStatus, siteAddress, type PublishStatus } from './publish-status';
import { ConfirmStep, DoneStep, FailedStep, ProgressStep } from './publish-steps';
import { usePublishRun } from './use-publish-run';

/**
 * The publish modal (spec 2): a trial site sees the upsell; otherwise the confirmation, then the
 * progress of the chunked run (it cannot be closed meanwhile), the success note and, 150 ms
 * later, the confirmation that the site is published.
 */
export function PublishModal({ onClose }: PublishModalProps) {
  const { t } = useTexts('publishing', publishingTexts);
  const account = useQuery(accountQuery(useApiClient()));

  if (account.isPending || account.isError) {
    return (
      <PublishDialog title={t('title')} closable closeLabel={t('close')} onClose={onClose}>
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
    <TrialUpsell onClose={onClose} />
  ) : (
    <PublishFlow account={account.data} status={status} onClose={onClose} />
  );
}

function TrialUpsell({ onClose }: PublishModalProps) {
  const { t } = useTexts('publishing', publishingTexts);
  const actions = useShellActions();
  return (
    <PublishDialog
      title={t('trial.title')}
      closable
      closeLabel={t('close')}
      onClose={onClose}
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
}: {
  account: Account;
  status: Exclude<PublishStatus, 'trial'>;
  onClose: () => void;
}) {
  const { t } = useTexts('publishing', publishingTexts);
  const { step, start } = usePublishRun(publishMode(status));
  const address = siteAddress(account);
  const busy = step.kind === 'publishing' || step.kind === 'published';
  const title = step.kind === 'done' ? t(`done.${status}`) : t('title');

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
        <Button colorPalette="blue" onClick={onClose}>
          {t('close')}
        </Button>
      </>
    ) : step.kind === 'failed' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
        <Button colorPalette="blue" onClick={() => void start()}>
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
      footer={footer}
    >
      {step.kind === 'confirm' ? <ConfirmStep t={t} status={status} address={address} /> : null}
      {step.kind === 'publishing' ? (
        <ProgressStep t={t} percent={step.percent} done={false} />
      ) : null}
      {step.kind === 'published' ? <ProgressStep t={t} percent={100} done /> : null}
      {step.kind === 'done' ? <DoneStep t={t} address={address} /> : null}
      {step.kind === 'failed' ? <FailedStep t={t} failure={step.failure} /> : null}
    </PublishDialog>
  );
}
