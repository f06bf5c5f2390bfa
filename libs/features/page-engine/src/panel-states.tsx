import { Button, Stack, Text } from '@chakra-ui/react';
import { isChunkLoadError, LoadingState, SidePanel } from '@site-admin/ui';
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
 * A panel that failed to render: its own notice in a panel that still closes, the page under it
 * staying. A panel whose code a deploy replaced offers a reload (trying the same chunk again
 * cannot work).
 */
export function FailedPanel({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = usePageEngineCoreTexts();
  const { page, close } = usePageContext();
  const chunk = isChunkLoadError(error);
  return (
    <SidePanel title={page?.config.title ?? ''} size="medium" onClose={close}>
      <Stack gap="3" role="alert" align="flex-start">
        <Text fontWeight="semibold">{t(chunk ? 'part.chunkTitle' : 'part.title')}</Text>
        <Text color="fg.muted">{t(chunk ? 'part.chunkBody' : 'part.body')}</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={chunk ? () => window.location.reload() : retry}
        >
          {t(chunk ? 'part.reload' : 'part.retry')}
        </Button>
      </Stack>
    </SidePanel>
  );
}
