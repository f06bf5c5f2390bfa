import { ErrorState, chunkFailure } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/**
 * What a site page shows when it fails to render: the shell (top bar, sidebar) stays, the page
 * says what failed and offers a retry; a page whose code did not load offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('A page failed to render', error);
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = chunkFailure(error);
  if (chunk) {
    return (
      <ErrorState
        title={t(`part.${chunk}Title`)}
        message={t(`part.${chunk}Body`)}
        retryLabel={t('part.reload')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return (
    <ErrorState
      title={t('routeError.title')}
      message={t('part.body')}
      retryLabel={t('part.retry')}
      // Navigating to the same address renders the route again.
      onRetry={() => void navigate(location, { replace: true })}
    />
  );
}
