import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pageKeys, pageQuery, useApiClient } from '@site-admin/api-client';
import { Slot, useExtensions } from '@site-admin/extensions';
import { isChunkLoadError, LoadingState, SidePanel } from '@site-admin/ui';
import { usePageEngineCoreTexts } from './i18n/use-core-texts';
import { useLocation, useParams } from 'react-router';
import { FormPanel } from './form/form-page';
import { usePageContext } from './page-context';

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
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>{query.error.message}</Alert.Title>
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => void query.refetch()}
            >
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert.Root>
      ) : (
        <Stack>
          <Text color="fg.muted">{t('list.panel.notAvailable')}</Text>
        </Stack>
      )}
    </SidePanel>
  );
}

/**
 * A panel that failed to render: its own notice in a panel that still closes. A panel whose code
 * a deploy replaced offers a reload (trying the same chunk again cannot work).
 */
function FailedPanel({ error, retry }: { error: unknown; retry: () => void }) {
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

/**
 * A named sub-view of the page (`create`, `export`, `{id}/edit`, `{id}` …), drawn by the panel
 * registered for the page's resource and the view, in its own error boundary.
 */
export function SubView({ view, id, at }: { view: string; id?: string; at?: string }) {
  const { t } = usePageEngineCoreTexts();
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
      loading={
        <SidePanel title="" size="medium" onClose={host.closePanel}>
          <LoadingState label={t('list.panel.loading')} />
        </SidePanel>
      }
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

/** A child route's element: the sub-view named by the route, with its `:id`. */
export function SubViewRoute({ view }: { view: string }) {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { page } = usePageContext();
  // The export sub-view only exists when the list is exportable (the layout hides it on mobile).
  if (view === 'export' && page && page.config.exportable !== true) return null;
  return <SubView view={view} at={pathname} {...(id !== undefined ? { id } : {})} />;
}
