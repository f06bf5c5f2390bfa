import { DashboardPage } from '@site-admin/dashboard';
import {
  shellPages,
  ShellLayout,
  type LegacyRouteHandle,
  type ShellRouteHandle,
} from '@site-admin/shell';
import { Outlet, type RouteObject } from 'react-router';
import { legacyOrigin } from './config';
import { NotFoundPage } from './pages/not-found-page';
import { SiteRedirect } from './pages/site-redirect';

const section = (name: string): ShellRouteHandle => ({ section: name });

/** An older server-rendered page shown in a frame (spec 1: embedded older pages). */
const legacy = (path: string, sectionName: string, legacyPath: string): RouteObject => ({
  path,
  lazy: () =>
    shellPages
      .legacy()
      .then(({ LegacyPage }) => ({ element: <LegacyPage origin={legacyOrigin} /> })),
  handle: { section: sectionName, legacy: legacyPath } satisfies LegacyRouteHandle,
});

/** The route table: every site route sits under /:siteid; the catch-all is last. */
export const routes: RouteObject[] = [
  { path: '/', element: <SiteRedirect /> },
  { path: '/login', lazy: () => shellPages.login().then((m) => ({ Component: m.LoginPage })) },
  { path: '/sites', lazy: () => shellPages.sites().then((m) => ({ Component: m.SitesPage })) },
  {
    path: '/:siteid',
    element: <ShellLayout />,
    children: [
      { index: true, element: <SiteRedirect /> },
      {
        path: 'dashboard',
        element: (
          <>
            <DashboardPage />
            <Outlet />
          </>
        ),
        handle: section('dashboard'),
        children: [
          {
            path: 'video/:id',
            lazy: () => shellPages.video().then((m) => ({ Component: m.VideoRoute })),
          },
        ],
      },
      legacy('design', 'design', '/edit/design.php'),
      legacy('content', 'content', '/edit/content.php'),
      legacy('content/add', 'content', '/edit/content.php?action=add'),
      legacy('enquiries', 'content', '/edit/enquiries.php'),
      legacy('shop', 'shop', '/edit/shop.php'),
      legacy('shop/royal-mail', 'shop', '/edit/shop/royal-mail.php'),
      legacy('shop/gateway/edit/:id', 'shop', '/edit/shop/gateway.php?id=:id'),
      legacy(
        'blog/:pageid/posts/:postid/edit',
        'blog',
        '/edit/blog/post.php?page=:pageid&post=:postid',
      ),
      legacy('account', 'account', '/edit/account.php'),
      legacy('account/connections', 'account', '/edit/account/connections.php'),
      legacy('account/domains', 'account', '/edit/account/domains.php'),
      legacy('support', 'support', '/edit/support.php'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
