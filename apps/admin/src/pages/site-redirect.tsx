import { useQuery } from '@tanstack/react-query';
import { authStatusQuery, useApiClient } from '@site-admin/api-client';
import { ErrorState, LoadingState } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

/**
 * An address without a page goes to the signed-in site's dashboard; one without a site (e.g.
 * `/support`) goes to that page of the signed-in site.
 */
export function SiteRedirect({ page = 'dashboard' }: { page?: string }) {
  const { t } = useTranslation();
  const status = useQuery(authStatusQuery(useApiClient()));
  if (status.isPending) return <LoadingState label={t('shell.loadingAccount')} />;
  if (status.isError) {
    return (
      <ErrorState
        title={t('shell.accountError.title')}
        message={status.error.message}
        retryLabel={t('shell.accountError.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return <Navigate to={`/${status.data.siteid}/${page}`} replace />;
}
