import { useQuery } from '@tanstack/react-query';
import { authStatusQuery, useApiClient } from '@site-admin/api-client';
import { useShellT } from '@site-admin/shell';
import { ErrorState, LoadingState } from '@site-admin/ui';
import { Navigate } from 'react-router';

/**
 * An address without a page goes to the signed-in site's dashboard; one without a site (e.g.
 * `/support`) goes to that page of the signed-in site.
 */
export function SiteRedirect({ page = 'dashboard' }: { page?: string }) {
  // The shell's words: the redirect stands where the shell's account loading would.
  const { t } = useShellT();
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
