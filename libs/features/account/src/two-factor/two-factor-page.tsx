import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import { ErrorState, LoadingState, useTexts } from '@site-admin/ui';
import { useParams } from 'react-router';
import { AccountPageFrame } from '../common/account-page-frame';
import { accountTexts } from '../i18n/en-gb';
import { DisableForm } from './disable-form';
import { EnableForm } from './enable-form';

/**
 * `/{siteid}/account/2fa` (spec 2): the disable form when the account has two-factor
 * authentication on, else the enable form. The forms reload the account after a change.
 */
export function TwoFactorPage() {
  const { t } = useTexts('account', accountTexts);
  const siteid = useParams()['siteid'] ?? '';
  const account = useQuery(accountQuery(useApiClient()));
  return (
    <AccountPageFrame siteid={siteid} title={t('twoFactor.title')}>
      <Text>{t('twoFactor.intro')}</Text>
      {account.isPending ? (
        <LoadingState label={t('loading')} />
      ) : account.isError ? (
        <ErrorState
          title={t('loadError')}
          message={account.error.message}
          retryLabel={t('retry')}
          onRetry={() => void account.refetch()}
        />
      ) : account.data.enabled2fa ? (
        <DisableForm key="disable" siteid={Number(siteid)} />
      ) : (
        <EnableForm key="enable" siteid={Number(siteid)} />
      )}
    </AccountPageFrame>
  );
}
