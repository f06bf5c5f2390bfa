import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  accountQuery,
  cancellationQuery,
  useApiClient,
  type Account,
  type CancellationState,
} from '@site-admin/api-client';
import { ErrorState, LoadingState, ProgressButton, useTexts } from '@site-admin/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { AccountPageFrame } from '../common/account-page-frame';
import { accountTexts } from '../i18n/en-gb';
import { formatCancellationDate, isActiveCancellation, planEndDate } from './cancellation-rules';
import { KeptModal } from './kept-modal';
import { useKeepWebsite } from './use-keep-website';

/** `/{siteid}/account/cancel`: the plan's cancellation request, and Keep My Website. */
export function CancelPage() {
  const { t } = useTexts('account', accountTexts);
  const siteid = useParams()['siteid'] ?? '';
  const client = useApiClient();
  const state = useQuery(cancellationQuery(client, Number(siteid)));
  const account = useQuery(accountQuery(client));
  return (
    <AccountPageFrame siteid={siteid} title={t('cancel.title')}>
      {state.isPending ? (
        <LoadingState label={t('loading')} />
      ) : state.isError ? (
        <ErrorState
          title={t('loadError')}
          message={state.error.message}
          retryLabel={t('retry')}
          onRetry={() => void state.refetch()}
        />
      ) : (
        <CancellationView siteid={siteid} state={state.data} account={account.data} />
      )}
    </AccountPageFrame>
  );
}

function CancellationView({
  siteid,
  state,
  account,
}: {
  siteid: string;
  state: CancellationState;
  account: Account | undefined;
}) {
  const { t } = useTexts('account', accountTexts);
  const { keep, pending, kept, closeKept } = useKeepWebsite(Number(siteid));
  const request = state.cancellationRequest;
  const endDate = planEndDate(state.nextPaymentDate);

  if (request && isActiveCancellation(request)) {
    return (
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold" fontSize="lg">
              {t('cancel.requested')}
            </Text>
            <Text>
              {t('cancel.requestedOn', { date: formatCancellationDate(request.datestamp) })}
            </Text>
            {endDate ? <Text>{t('cancel.endsOn', { date: endDate })}</Text> : null}
            <Text>{t('cancel.keepText')}</Text>
            <ProgressButton
              colorPalette="green"
              alignSelf="flex-start"
              loading={pending}
              onClick={keep}
            >
              {t('cancel.keep')}
            </ProgressButton>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  const status =
    request?.textStatus === 'withdrawn'
      ? t('cancel.withdrawn', { date: formatCancellationDate(request.datestamp) })
      : request?.textStatus === 'saved'
        ? t('cancel.saved', { date: formatCancellationDate(request.datestamp) })
        : t('cancel.none');
  return (
    <>
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold">{status}</Text>
            <Text>{endDate ? t('cancel.wouldEnd', { date: endDate }) : t('cancel.noPayment')}</Text>
            <Text>
              {account?.cam ? t('cancel.howTo', { cam: account.cam }) : t('cancel.howToNoCam')}
            </Text>
            <Link asChild alignSelf="flex-start" colorPalette="blue">
              <RouterLink to={`/${siteid}/support`}>{t('cancel.support')}</RouterLink>
            </Link>
          </Stack>
        </Card.Body>
      </Card.Root>
      {kept ? <KeptModal siteid={siteid} onClose={closeKept} /> : null}
    </>
  );
}
