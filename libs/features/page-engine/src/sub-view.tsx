import { Alert, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { pageQuery, useApiClient } from '@site-admin/api-client';
import { LoadingState, SidePanel } from '@site-admin/ui';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { FilterPanel } from './filter-panel';
import { FormPanel } from './form/form-page';
import { IntegrationRoute } from './cards/integration-modal';
import { usePageContext } from './page-context';
import { registeredSubView } from './registry';

/**
 * A sub-view nobody registered: its data from its own path, in a side panel; a form reply
 * (create, edit, meta, duplicate, options) is drawn by the form engine.
 */
function GenericSubView({ path }: { path: string }) {
  const { t } = useTranslation();
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
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{query.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack>
          <Text color="fg.muted">{t('list.panel.notAvailable')}</Text>
        </Stack>
      )}
    </SidePanel>
  );
}

/** A named sub-view of the list (`create`, `export`, `{id}/edit`, `{id}` …). */
export function SubView({ view, id, at }: { view: string; id?: string; at?: string }) {
  const { pagePath, page, cards, close } = usePageContext();
  // A card index's `{id}` is its card's modal (the integration modal).
  if (view === 'detail' && cards) return <IntegrationRoute />;
  // The sub-view's data sits at its own address (`at`, e.g. `…/create/instagram`) when known.
  const path =
    at !== undefined
      ? at.replace(/\/+$/, '')
      : id === undefined
        ? `${pagePath}/${view}`
        : view === 'detail'
          ? `${pagePath}/${id}`
          : `${pagePath}/${id}/${view}`;
  const Registered = registeredSubView(page?.resource, view);
  if (Registered) {
    return createElement(Registered, {
      pagePath,
      path,
      page,
      onClose: close,
      ...(id !== undefined ? { id } : {}),
    });
  }
  if (view === 'filters') return <FilterPanel />;
  return <GenericSubView path={path} />;
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
