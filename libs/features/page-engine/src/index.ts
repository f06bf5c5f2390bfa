import { defineExtension, type LayoutProps, type PanelProps } from '@site-admin/extensions';
import { lazy, type ComponentType } from 'react';
import type * as builtInParts from './built-in-parts';

type BuiltIns = typeof builtInParts;

// Each built-in part loads with the engine's chunk when a server page first shows it.
const part = <P extends object>(pick: (parts: BuiltIns) => ComponentType<P>) =>
  lazy(() => import('./built-in-parts').then((parts) => ({ default: pick(parts) })));
const layout = (pick: (parts: BuiltIns) => ComponentType<LayoutProps>) => part(pick);
const panel = (pick: (parts: BuiltIns) => ComponentType<PanelProps>) => part(pick);

/**
 * The engine's own layouts and panels, registered like every feature's parts: the list, forms,
 * card index, upsell, dashboard, unauthorised and redirect layouts; the filter panel, a card's
 * modal and the generic panel (a form or the sub-view's data).
 */
export const pageEngineExtension = defineExtension({
  name: 'page-engine',
  layouts: {
    list: layout((m) => m.ListLayout),
    unauthorised: layout((m) => m.UnauthorisedLayout),
    'legacy-redirect': layout((m) => m.RedirectLayout),
    'create-form': layout((m) => m.FormLayout),
    'edit-form': layout((m) => m.FormLayout),
    'card-index': layout((m) => m.CardsLayout),
    'card-directory': layout((m) => m.CardsLayout),
    upsell: layout((m) => m.UpsellLayout),
    dashboard: layout((m) => m.DashboardPageLayout),
  },
  panels: {
    '*/filters': panel((m) => m.FiltersPanel),
    'integrations/detail': panel((m) => m.CardModalPanel),
    '*/*': panel((m) => m.GenericPanel),
  },
});

/**
 * Server-driven pages the dashboard does not need at its first load: the app's routes load them
 * when they open, so the first load stays inside its budget (tools/bundle-budget.ts).
 */
export const pageEngine = {
  list: () => import('./list-routes'),
};
