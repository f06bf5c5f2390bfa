// The engine's own parts, registered through the same registry as every feature's
// (ARCHITECTURE.md "How a feature plugs in": built-ins are never special-cased).
import type { LayoutProps, PanelProps } from '@site-admin/extensions';
import { UnauthorisedState } from '@site-admin/ui';
import { useParams } from 'react-router';
import { CardPage } from './cards/card-page';
import { IntegrationRoute } from './cards/integration-modal';
import { FilterPanel } from './filter-panel';
import { FormPageLayout } from './form/form-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { UpsellPageLayout } from './layouts/upsell-page';
import { ListIndex } from './list/list-index';
import { Redirecting } from './redirecting';
import { GenericSubView } from './sub-view';

export function ListLayout({ page }: LayoutProps) {
  return page.layout === 'list' ? <ListIndex page={page} /> : null;
}

export function UnauthorisedLayout() {
  const { siteid } = useParams();
  return <UnauthorisedState siteid={siteid} />;
}

export function RedirectLayout({ page }: LayoutProps) {
  const { siteid } = useParams();
  return page.layout === 'legacy-redirect' ? (
    <Redirecting target={page.redirect} siteid={siteid} />
  ) : null;
}

export function FormLayout({ page }: LayoutProps) {
  return page.layout === 'create-form' || page.layout === 'edit-form' ? (
    <FormPageLayout page={page} />
  ) : null;
}

export function CardsLayout({ page }: LayoutProps) {
  return page.layout === 'card-index' || page.layout === 'card-directory' ? (
    <CardPage page={page} />
  ) : null;
}

export function UpsellLayout({ page }: LayoutProps) {
  return page.layout === 'upsell' ? <UpsellPageLayout page={page} /> : null;
}

export function DashboardPageLayout({ page }: LayoutProps) {
  return page.layout === 'dashboard' ? <DashboardLayout page={page} /> : null;
}

export function FiltersPanel(_props: PanelProps) {
  return <FilterPanel />;
}

export function CardModalPanel(_props: PanelProps) {
  return <IntegrationRoute />;
}

export function GenericPanel({ path }: PanelProps) {
  return <GenericSubView path={path} />;
}
