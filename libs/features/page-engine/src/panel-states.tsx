import { LoadingState, PartFailed, SidePanel } from '@site-admin/ui';
import { usePageEngineCoreTexts } from './i18n/use-core-texts';
import { usePageContext } from './page-context';

/** A sub-view panel whose code or data is on its way: the panel opens at once and says so. */
export function LoadingPanel() {
  const { t } = usePageEngineCoreTexts();
  const { close } = usePageContext();
  return (
    <SidePanel title="" size="medium" onClose={close}>
      <LoadingState label={t('list.panel.loading')} />
    </SidePanel>
  );
}

/**
 * A panel that failed to render: the part's notice (Reload when its code was replaced by a
 * deploy) in a panel that still closes, the page under it staying.
 */
export function FailedPanel({ error, retry }: { error: unknown; retry: () => void }) {
  const { page, close } = usePageContext();
  return (
    <SidePanel title={page?.config.title ?? ''} size="medium" onClose={close}>
      <PartFailed error={error} onRetry={retry} />
    </SidePanel>
  );
}
