import { expect, test, type Page } from './fixtures';

// Every route of both specs' route lists (spec 1 section 2, spec 2 section 2), with the ids of
// the mock's examples. None may end in "Page not found" or log a console error or warning.
const site = '/48213';

/** Spec 1's route list: pages and their child routes (sub-views, modals). */
const spec1Routes = [
  'dashboard',
  'dashboard/video/76979871',
  'dashboard/raf-popup',
  'dashboard/subscribe',
  'design',
  'content',
  'content/add',
  'shop',
  'shop/royal-mail',
  'shop/gateway/edit/2',
  'account',
  'account/connections',
  'support',
  'enquiries',
  'content/redirects',
  'content/redirects/318/edit',
  'content/redirects/create',
  'content/integrations',
  'content/integrations/google-analytics',
  'content/integrations/64/edit',
  'content/integrations/create',
  'content/integrations/create/tawk-to',
  'content/holding-page',
  'content/holding-page/1/edit',
  'content/holding-page/1/options',
  'blog/7/posts',
  'blog/7/posts/create',
  'blog/7/posts/filters',
  'blog/7/posts/2204/meta',
  'blog/7/posts/2210/duplicate',
  'blog/7/posts/2204/edit',
  'blog/7/settings/design/edit',
  'blog/7/categories',
  'blog/7/categories/3/meta',
  'shop/orders',
  'shop/orders/filters',
  'shop/orders/export',
  'shop/orders/10482',
  'blog/7/comments',
  'blog/7/comments/filters',
  'blog/7/comments/5531',
  'blog/7/comments/spam',
  'blog/7/comments/spam/filters',
  'analytics',
  'publish',
  'subscribe',
  'account/2fa',
  'account/payment',
  'account/payment/methods',
  'account/payment/methods/add',
  'account/payment/invoice',
  'account/payment/invoice/90417/pay',
  'account/cancel',
  'account/connections/ecologi',
  'account/domains',
  'account/domains/hartleyandfinch.co.uk',
  'account/domains/hartleyandfinch.co.uk/8803/edit',
  'account/domains/hartleyandfinch.co.uk/create',
].map((route) => `${site}/${route}`);

/**
 * At phone width, one route of each layout and kind (list, form, card index, panel, modal, the
 * pages of spec 2): each layout's phone drawing is journeyed in its own spec, so the whole list
 * runs once, at desktop width.
 */
const phoneRoutes = [
  'dashboard',
  'content/redirects',
  'content/redirects/318/edit',
  'content/integrations',
  'content/holding-page',
  'blog/7/posts/2204/meta',
  'shop/orders',
  'shop/orders/export',
  'shop/orders/10482',
  'blog/7/comments/5531',
  'subscribe',
  'account/2fa',
  'account/payment/invoice/90417/pay',
  'account/domains/hartleyandfinch.co.uk',
].map((route) => `${site}/${route}`);

/** Spec 2's routes and links that spec 1 does not list; pages outside a site. */
const spec2Routes = ['/support', '/login', '/logout', `${site}/livesite`, '/sites'];

/**
 * Warnings the walk expects. Its in-app visits push addresses past the router, which a form's
 * leave guard then sees; its outside world answers with empty pages (no video thumbnail). And
 * the holding page is a form with its sub-views' forms over it: two leave guards, of which the
 * router consults one (each answers for both: `UnsavedChangesGuard`).
 */
const WALK_WARNINGS = [
  /^You are trying to use a blocker on a POP navigation to a location that was not created/,
  /^A router only supports one blocker at a time/,
  /^The video thumbnail could not be loaded/,
];

/** Collects console errors and warnings and uncaught exceptions while a page is visited. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') errors.push(text);
    if (message.type() === 'warning' && !WALK_WARNINGS.some((walk) => walk.test(text))) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether the page's requests have settled: none running, none started for a moment. */
function watchRequests(page: Page) {
  let running = 0;
  let changed = Date.now();
  const start = () => {
    running += 1;
    changed = Date.now();
  };
  const end = () => {
    running -= 1;
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => running <= 0 && Date.now() - changed > 300;
}

/** Addresses that end elsewhere by design. */
const landsOn: Record<string, RegExp> = {
  '/support': /\/48213\/support$/,
  '/logout': /\/login$/,
};

/**
 * Opens a route: the first with a full load, the others inside the app (as its links do, and
 * without loading the app again for each), then waits for its requests to settle.
 */
async function visit(page: Page, path: string, inApp: boolean) {
  if (inApp) {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
}

test.describe('every route of the specs resolves', () => {
  const half = Math.ceil(spec1Routes.length / 2);
  const groups = [
    {
      name: 'spec 1, first half',
      paths: spec1Routes.slice(0, half),
      inApp: true,
      tag: '@desktop-only',
    },
    {
      name: 'spec 1, second half',
      paths: spec1Routes.slice(half),
      inApp: true,
      tag: '@desktop-only',
    },
    { name: 'spec 1, a route of each layout', paths: phoneRoutes, inApp: true, tag: '@phone-only' },
    // Addresses the backend answers itself (sign-out, the live preview) need a real load.
    { name: 'spec 2 and pages outside a site', paths: spec2Routes, inApp: false, tag: [] },
  ];
  for (const { name, paths, inApp, tag } of groups) {
    test(name, { tag }, async ({ page, baseURL }) => {
      test.setTimeout(60_000 + paths.length * 10_000);
      // The closed network has no outside world: screenshots, video thumbnails and players on
      // other hosts answer empty instead of failing to resolve.
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await page.route(
        (url) => url.origin !== ownOrigin,
        (route) => route.fulfill({ status: 200, body: '' }),
      );
      const errors = watchErrors(page);
      const settled = watchRequests(page);
      for (const [index, path] of paths.entries()) {
        await test.step(path, async () => {
          errors.length = 0;
          await visit(page, path, inApp && index > 0);
          await expect
            .poll(settled, { message: `${path} settles`, timeout: 20_000, intervals: [100] })
            .toBe(true);
          await expect
            .soft(page.getByText('Page not found'), `${path} is not found`)
            .toHaveCount(0);
          const target = landsOn[path];
          if (target) await expect.soft(page, `${path} lands on its page`).toHaveURL(target);
          expect.soft(errors, `console errors and warnings on ${path}`).toEqual([]);
        });
      }
    });
  }
});
