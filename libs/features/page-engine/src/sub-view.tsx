import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pageKeys, pageQuery, useApiClient } from '@site-admin/api-client';
import { Slot, useExtensions } from '@site-admin/extensions';
import { LoadingState, SidePanel } from '@site-admin/ui';
import { usePageEngineCoreTexts } from './i18n/use-core-texts';
import { FormPanel } from './form/form-page';
import { usePageContext } from './page-context';
import { FailedPanel, LoadingPanel } from './panel-states';
import { loadFailure } from './load-failure';

/** The panel's data did not load: what happened, and Try again (or Reload). */
function FailedLoad({ failure }: { failure: ReturnType<typeof loadFailure> }) {
  return (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{failure.message}</Alert.Title>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={failure.onRetry}>
          {failure.retryLabel}
        </Button>
      </Stack>
    </Alert.Root>
  );
}

/**
 * The generic panel: the sub-view's data from its own path, in a side panel; a form reply
 * (create, edit, meta, duplicate, options) is drawn by the form engine.
 */
export function GenericSubView({ path }: { path: string }) {
  const { t } = usePageEngineCoreTexts();
  const client = useApiClient();
  const { page, close } = usePageContext();
  const query = useQuery(pageQuery(client, path));
  const data = query.data;
  if (data?.layout === 'create-form' || data?.layout === 'edit-form')
    return <FormPanel page={data} onClose={close} />;
  const title =
    data && 'config' in data && 'title' in data.config
      ? data.config.title
      : (page?.config.title ?? '');
  const size =
    data && 'config' in data && 'panelSize' in data.config ? data.config.panelSize : undefined;
  return (
    <SidePanel title={title} size={size ?? page?.config.panelSize ?? 'medium'} onClose={close}>
      {query.isPending ? (
        <LoadingState label={t('list.panel.loading')} />
      ) : query.isError ? (
        <FailedLoad failure={loadFailure(query.error, t, () => void query.refetch())} />
      ) : (
        <Stack>
          <Text color="fg.muted">{t('list.panel.notAvailable')}</Text>
        </Stack>
      )}
    </SidePanel>
  );
}

/**
 * A named sub-view of the page (`create`, `export`, `{id}/edit`, `{id}` …), drawn by the panel
 * registered for the page's resource and the view, in its own error boundary.
 */
export function SubView({ view, id, at }: { view: string; id?: string; at?: string }) {
  const { pagePath, resource, host } = usePageContext();
  const queryClient = useQueryClient();
  const Panel = useExtensions().panel(resource, view);
  // The sub-view's data sits at its own address (`at`, e.g. `…/create/instagram`) when known.
  const path =
    at !== undefined
      ? at.replace(/\/+$/, '')
      : id === undefined
        ? `${pagePath}/${view}`
        : view === 'detail'
          ? `${pagePath}/${id}`
          : `${pagePath}/${id}/${view}`;
  if (!Panel) return null;
  return (
    <Slot
      component={Panel}
      props={{ host, path, view, ...(id !== undefined ? { id } : {}) }}
      loading={<LoadingPanel />}
      // Retrying asks for the panel's data again: drawing the same reply would fail again.
      fallback={({ error, retry }) => (
        <FailedPanel
          error={error}
          retry={() => void queryClient.resetQueries({ queryKey: pageKeys.path(path) }).then(retry)}
        />
      )}
    />
  );
}
