import { accountPages } from '@site-admin/account';
import { billingPages } from '@site-admin/billing';
import {
  pageEngine,
  serverPageLoader,
  serverPageShouldRevalidate,
  subViewLoader,
} from '@site-admin/page-engine';
import { publishingPages } from '@site-admin/publishing';
import {
  shellPages,
  type FallbackPage,
  type LegacyRouteHandle,
  type ShellRouteHandle,
} from '@site-admin/shell';
import { Outlet, type RouteObject } from 'react-router';
import { legacyOrigin } from './config';
import { NotFoundPage } from './pages/not-found-page';
import { RouteError } from './pages/route-error';
import { SiteRedirect } from './pages/site-redirect';
import { SiteScope } from './pages/site-scope';

const section = (name: string): ShellRouteHandle => ({ section: name });

/**
 * Starts fetching code the route draws next, beside its own. A failed fetch is reported where
 * that code is drawn (the panel's or the page's notice), not here as an unhandled rejection.
 */
const prefetch = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** An older server-rendered page shown in a frame (spec 1: embedded older pages). */
const legacy = (path: string, sectionName: string, legacyPath: string): RouteObject => ({
  path,
  lazy: () =>
    shellPages
      .legacy()
      .then(({ LegacyPage }) => ({ element: <LegacyPage origin={legacyOrigin} /> })),
  handle: { section: sectionName, legacy: legacyPath } satisfies LegacyRouteHandle,
});

/**
 * A sub-view of the page at `pagePath`: `filters`, `create`, `:id/edit` …; `:id` is the row's
 * detail panel. `resource` is what the page shows, when the route table knows it.
 */
const subView = (pagePath: string, path: string, resource?: string): RouteObject => {
  // `:id` is the row's detail; otherwise the last named segment (`create/:type` is `create`).
  const named = path.split('/').filter((segment) => !segment.startsWith(':'));
  const view = path === ':id' ? 'detail' : (named.pop() ?? path);
  return {
    path,
    // A feature's panel starts its own code and data at once when the resource is known here,
    // else as soon as the page's reply names it.
    loader: subViewLoader(`/:siteid/${pagePath}`, view, resource),
    lazy: () => {
      // The panel's code is fetched beside the page's, not after the page has drawn.
      prefetch(pageEngine.subView);
      return pageEngine
        .page()
        .then(({ SubViewRoute }) => ({ element: <SubViewRoute view={view} /> }));
    },
  };
};

/**
 * A server-driven page (spec 1 route list) with the sub-views it names and other child routes
 * (modals); the engine is loaded when the route opens, like the shell pages. `resource` is what
 * the page shows, when the route table knows it: a panel opened by its address then starts at once.
 */
const serverPage = (
  path: string,
  sectionName: string,
  children: string[],
  { routes = [], resource }: { routes?: RouteObject[]; resource?: string } = {},
): RouteObject => ({
  path,
  handle: section(sectionName),
  // The page's data is asked for as the route starts, beside its code (see the page engine).
  loader: serverPageLoader(`/:siteid/${path}`),
  shouldRevalidate: serverPageShouldRevalidate(`/:siteid/${path}`),
  lazy: () => pageEngine.page().then((m) => ({ Component: m.ServerPage })),
  children: [...children.map((child) => subView(path, child, resource)), ...routes],
});

/** A list page: the list layout's code is fetched beside the page's, not after its reply. */
const list = (
  path: string,
  sectionName: string,
  children: string[],
  resource?: string,
): RouteObject => ({
  ...serverPage(path, sectionName, children, resource === undefined ? {} : { resource }),
  lazy: () => {
    prefetch(pageEngine.listLayout);
    return pageEngine.page().then((m) => ({ Component: m.ServerPage }));
  },
});

/**
 * The site's pages under one pathless route whose error element renders inside the shell: a page
 * that fails keeps the top bar and sidebar and offers a retry.
 */
const siteRoutes = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, children },
];

/** Every page of a site, under /:siteid. */
const siteChildren: RouteObject[] = [
  { index: true, element: <SiteRedirect /> },
  // The dashboard is a server page (`GET /{siteid}/dashboard`, layout `dashboard`); its
  // modules come from the dashboard feature's extension.
  serverPage('dashboard', 'dashboard', [], {
    routes: [
      {
        path: 'video/:id',
        lazy: () => shellPages.video().then((m) => ({ Component: m.VideoRoute })),
      },
      {
        path: 'raf-popup',
        lazy: () => billingPages.referral().then((m) => ({ Component: m.ReferralRoute })),
      },
      {
        path: 'subscribe',
        lazy: () => billingPages.subscribe().then((m) => ({ Component: m.SubscribeRoute })),
      },
    ],
  }),
  legacy('design', 'design', '/edit/design.php'),
  legacy('content', 'content', '/edit/content.php'),
  legacy('content/add', 'content', '/edit/content.php?action=add'),
  legacy('enquiries', 'content', '/edit/enquiries.php'),
  legacy('shop', 'shop', '/edit/shop.php'),
  legacy('shop/royal-mail', 'shop', '/edit/shop/royal-mail.php'),
  legacy('shop/gateway/edit/:id', 'shop', '/edit/shop/gateway.php?id=:id'),
  // The older order edit page (Edit in the order panel); the spec does not show its path.
  legacy('shop/orders/:id/edit', 'shop', '/edit/shop/order-edit.php?id=:id'),
  legacy(
    'blog/:pageid/posts/:postid/edit',
    'blog',
    '/edit/blog/post.php?page=:pageid&post=:postid',
  ),
  legacy('account', 'account', '/edit/account.php'),
  legacy('account/connections', 'account', '/edit/account/connections.php'),
  legacy('account/domains', 'account', '/edit/account/domains.php'),
  legacy('support', 'support', '/edit/support.php'),
  // The site set-up page ('Create a new site'), an older page; its address is not shown, so
  // the links say /setup/new-site and it opens for the signed-in site.
  legacy('setup/new-site', 'dashboard', '/edit/setup/new-site.php'),
  // Billing: the subscription modal and the subscription management page with its card and
  // invoice modals; each loads the billing code when it opens.
  {
    path: 'subscribe',
    handle: section('account'),
    lazy: () => billingPages.subscribe().then((m) => ({ Component: m.SubscribeRoute })),
  },
  {
    path: 'account/payment',
    handle: section('account'),
    lazy: () => billingPages.payment().then((m) => ({ Component: m.AccountPaymentRoute })),
    children: [
      {
        path: 'methods',
        lazy: () => billingPages.methods().then((m) => ({ Component: m.PaymentMethodsRoute })),
      },
      {
        path: 'methods/add',
        lazy: () => billingPages.addCard().then((m) => ({ Component: m.AddCardRoute })),
      },
      {
        // `invoice` shows the payment page; `{id}/pay` opens the Pay Invoice modal over it. Its
        // element is said: a leaf route without one draws the same, with a console warning.
        path: 'invoice',
        element: <Outlet />,
        children: [
          {
            path: ':id/pay',
            lazy: () => billingPages.invoice().then((m) => ({ Component: m.InvoicePayRoute })),
          },
        ],
      },
    ],
  },
  legacy('analytics', 'dashboard', '/edit/analytics.php'),
  legacy('account/connections/ecologi', 'account', '/edit/account/connections/ecologi.php'),
  {
    // The publish launcher: opens the publish modal, back in history when it closes.
    path: 'publish',
    handle: section('dashboard'),
    lazy: () => publishingPages.launcher().then((m) => ({ Component: m.PublishRoute })),
  },
  {
    path: 'account/2fa',
    handle: section('account'),
    lazy: () => accountPages.twoFactor().then((m) => ({ Component: m.TwoFactorPage })),
  },
  {
    path: 'account/cancel',
    handle: section('account'),
    lazy: () => accountPages.cancel().then((m) => ({ Component: m.CancelPage })),
  },
  list('content/redirects', 'content', [':id/edit', 'create', 'filters']),
  list('content/integrations', 'content', [':id', ':id/edit', 'create', 'create/:type']),
  list('content/holding-page', 'content', [':holding_page/edit', ':pageid/options']),
  list('blog/:pageid/posts', 'blog', ['create', 'filters', ':id/meta', ':id/duplicate']),
  list('blog/:pageid/settings/design/edit', 'blog', []),
  list('blog/:pageid/categories', 'blog', [':id/meta', 'filters']),
  list('shop/orders', 'shop', ['filters', 'export', ':id'], 'orders'),
  list('blog/:pageid/comments', 'blog', ['filters', ':id']),
  list('blog/:pageid/comments/spam', 'blog', ['filters', ':id']),
  list('account/domains/:domain', 'account', [':id/edit', 'create', 'filters']),
  {
    // The generic fallback: every other page (e.g. other `…/comments` lists), with its sub-views.
    path: '*',
    lazy: () => {
      prefetch(pageEngine.fallbackPage);
      return pageEngine.page().then((m) => ({ Component: m.FallbackPage }));
    },
  },
];

/** The main page of each path (the key of its name in the shell's texts). */
const MAIN_PAGES: Readonly<Record<string, string>> = {
  dashboard: 'overview',
  analytics: 'analytics',
  design: 'design',
  content: 'pages',
  'content/redirects': 'redirects',
  'content/integrations': 'integrations',
  'content/holding-page': 'holdingPage',
  'shop/orders': 'orders',
  shop: 'shopSettings',
  account: 'account',
  'account/payment': 'payment',
  'account/2fa': 'twoFactor',
  support: 'support',
};

/**
 * The section menus the top bar shows when the sidebar cannot load: the main pages of the route
 * table, each under the section its route names, in the table's order.
 */
const fallbackNav: FallbackPage[] = siteChildren.flatMap((route) => {
  const page = route.path ? MAIN_PAGES[route.path] : undefined;
  const handle: unknown = route.handle;
  const routeSection =
    typeof handle === 'object' && handle !== null && 'section' in handle
      ? handle.section
      : undefined;
  return page && route.path && typeof routeSection === 'string'
    ? [{ section: routeSection, link: `/:siteid/${route.path}`, page }]
    : [];
});

/**
 * What a page whose code or data is still on its way at the app's start draws: nothing, as the
 * router draws without one (which it warns of in the console). Drawing the shell's frame there
 * made the start one long task instead of the router's sliced render (README, Performance).
 */
const NothingYet = () => null;

/** The route table: every site route sits under /:siteid; the catch-all is last. */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteRedirect /> },
  {
    path: '/login',
    HydrateFallback: NothingYet,
    lazy: () => shellPages.login().then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/sites',
    HydrateFallback: NothingYet,
    lazy: () => shellPages.sites().then((m) => ({ Component: m.SitesPage })),
  },
  // Spec 2: /support without a site is the signed-in site's support page.
  { path: '/support', element: <SiteRedirect page="support" /> },
  {
    // A first segment that is not a site id is a page of the signed-in site (see SiteScope).
    path: '/:siteid',
    element: <SiteScope fallbackNav={fallbackNav} />,
    HydrateFallback: NothingYet,
    errorElement: <RouteError />,
    children: siteRoutes(siteChildren),
  },
  { path: '*', element: <NotFoundPage /> },
];
