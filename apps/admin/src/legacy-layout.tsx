import type { PageResponse } from '@site-admin/api-client';
import { registerLayout } from '@site-admin/page-engine';
import { shellPages } from '@site-admin/shell';
import { LoadingState } from '@site-admin/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyOrigin } from './config';

// The page engine cannot import the shell (features meet only here): a `legacy-page` reply is
// drawn by the shell's frame with the page address the reply names.
const LegacyFrame = lazy(() =>
  shellPages.legacy().then(({ LegacyPage }) => ({
    default: ({ path }: { path: string }) => <LegacyPage origin={legacyOrigin} path={path} />,
  })),
);

function LegacyPageLayout({ page }: { page: PageResponse }) {
  const { t } = useTranslation();
  if (page.layout !== 'legacy-page') return null;
  return (
    <Suspense fallback={<LoadingState label={t('list.loading')} />}>
      <LegacyFrame path={page.config.url} />
    </Suspense>
  );
}

/** Lets the page engine draw `legacy-page` replies; called once when the app is created. */
export function registerLegacyLayout(): void {
  registerLayout('legacy-page', LegacyPageLayout);
}
