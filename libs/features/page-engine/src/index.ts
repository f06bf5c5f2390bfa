import { defineExtension, lazyPart } from '@site-admin/extensions';
import type { ComponentType } from 'react';

// Each built-in part is its own chunk: the dashboard loads its layout without the list's, the
// forms' or the cards' code.
const part = <P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazyPart(() => load().then(pick));

const ListLayout = part(
  () => import('./built-in/list-layout'),
  (m) => m.ListLayout,
);
const statusLayouts = () => import('./built-in/status-layouts');
const formLayout = () => import('./built-in/form-layout');
const cardsLayout = () => import('./built-in/cards-layout');
const panels = () => import('./built-in/panels');

// One component for the two card layouts (and the two form layouts): a search that turns the
// index into the directory must not remount the page (and the modal open over it).
const CardsLayout = part(cardsLayout, (m) => m.CardsLayout);
const FormLayout = part(formLayout, (m) => m.FormLayout);

/**
 * The engine's own layouts and panels, registered like every feature's parts: the list, forms,
 * card index, upsell, dashboard, unauthorised and redirect layouts; the filter panel, a card's
 * modal and the generic panel (a form or the sub-view's data).
 */
export const pageEngineExtension = defineExtension({
  name: 'page-engine',
  layouts: {
    list: ListLayout,
    unauthorised: part(statusLayouts, (m) => m.UnauthorisedLayout),
    'legacy-redirect': part(statusLayouts, (m) => m.RedirectLayout),
    'create-form': FormLayout,
    'edit-form': FormLayout,
    'card-index': CardsLayout,
    'card-directory': CardsLayout,
    upsell: part(
      () => import('./built-in/upsell-layout'),
      (m) => m.UpsellLayout,
    ),
    dashboard: part(
      () => import('./built-in/dashboard-page-layout'),
      (m) => m.DashboardPageLayout,
    ),
  },
  panels: {
    '*/filters': part(panels, (m) => m.FiltersPanel),
    'integrations/detail': part(panels, (m) => m.CardModalPanel),
    '*/*': part(panels, (m) => m.GenericPanel),
  },
});

export {
  pageDataContext,
  serverPageLoader,
  serverPageShouldRevalidate,
  subViewLoader,
  type PageDataSource,
} from './page-loader';

/**
 * Server-driven pages the dashboard does not need at its first load: the app's routes load them
 * when they open, so the first load stays inside its budget (tools/bundle-budget.ts).
 */
export const pageEngine = {
  /** The server page, its sub-view routes and the fallback page. */
  page: () => import('./list-routes'),
  /** The list layout, fetched beside the page on a list route (no second round trip). */
  listLayout: ListLayout.preload,
  /** A sub-view panel's code (the page draws it from its own chunk), fetched beside the page. */
  subView: () => import('./sub-view'),
  /** The fallback page's code, fetched beside the page on the fallback route. */
  fallbackPage: () => import('./fallback-page'),
};
