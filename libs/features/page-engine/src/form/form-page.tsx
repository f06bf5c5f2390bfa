import type { FormPage } from '@site-admin/api-client';
import { LoadingState, SidePanel } from '@site-admin/ui';
import { lazy, Suspense } from 'react';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { useLocation } from 'react-router';
import { ListHeader } from '../list/list-header';
import { usePageContext } from '../page-context';
import { loadWidgets } from './widgets/lazy-widgets';

// RJSF and ajv load only when a form is shown (ARCHITECTURE: the form chunk).
const FormView = lazy(() => import('./form-view'));

/**
 * Starts loading the widgets the page's fields need (they load per field type) beside the form's
 * own code; the form waits for them and reports a failed load.
 */
function loadForm(page: FormPage) {
  loadWidgets(page.config.fields.map((field) => field.type)).catch(() => undefined);
}

/** A create or edit form that is the page itself (e.g. the holding page settings). */
export function FormPageLayout({ page }: { page: FormPage }) {
  const { t } = usePageEngineTexts();
  const { pagePath, siteid, open } = usePageContext();
  const location = useLocation();
  const { config } = page;
  loadForm(page);
  return (
    <>
      <ListHeader
        config={{
          title: config.title,
          hideSidebar: false,
          breadcrumbs: config.breadcrumbs ?? [],
          info: config.info ?? null,
          guide: config.guide ?? null,
          video: config.video ?? null,
          noun: config.noun ?? { singular: config.title, plural: config.title },
          rows: { columns: [] },
        }}
        siteid={siteid}
        pagePath={pagePath}
        search={location.search}
        limitReached={false}
        onOpen={open}
      />
      <Suspense fallback={<LoadingState label={t('formView.loading')} />}>
        <FormView page={page} frame="page" ownerPath={pagePath} />
      </Suspense>
    </>
  );
}

/** A create or edit form in a side panel over its list. */
export function FormPanel({ page, onClose }: { page: FormPage; onClose: () => void }) {
  const { t } = usePageEngineTexts();
  const { pagePath } = usePageContext();
  loadForm(page);
  return (
    <Suspense
      fallback={
        <SidePanel
          title={page.config.title}
          size={page.config.panelSize ?? 'medium'}
          onClose={onClose}
        >
          <LoadingState label={t('formView.loading')} />
        </SidePanel>
      }
    >
      <FormView page={page} frame="panel" ownerPath={pagePath} onClose={onClose} />
    </Suspense>
  );
}
