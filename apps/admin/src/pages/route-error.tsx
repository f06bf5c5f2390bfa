import { ErrorState, isChunkLoadError } from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/**
 * What a site page shows when it fails to render: the shell (top bar, sidebar) stays, the page
 * says what failed and offers a retry; a page whose code a deploy replaced offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('A page failed to render', error);
  const navigate = useNavigate();
  const location = useLocation();
  if (isChunkLoadError(error)) {
    return (
      <ErrorState
        title={t('part.chunkTitle')}
        message={t('part.chunkBody')}
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
