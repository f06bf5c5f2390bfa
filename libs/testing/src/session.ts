import { activeShopAccount, shopSidebar } from './fixtures';
import { http, server } from './network';

/**
 * The calls the shell makes for a signed-in owner of the mock's shop site (48213): the account,
 * the sign-in state, the sidebar, the keep-alive ping and the new-order count (none new).
 */
export function serveSignedInShop(): void {
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    http.get('/authstatus', ({ response }) =>
      response(200).json({
        username: activeShopAccount.username,
        siteid: activeShopAccount.siteid,
        site_name: activeShopAccount.site_name,
      }),
    ),
    http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    http.get('/ping', ({ response }) => response(204).empty()),
    http.get('/{siteid}/shop/orders/new-count', ({ response }) =>
      response(200).json({ count: 0, latest_id: 10461 }),
    ),
  );
}

/** The dashboard as a server page with no modules: the shell around it is what a test looks at. */
export function serveEmptyDashboard(): void {
  server.use(
    http.get('/{siteid}/dashboard', ({ response }) =>
      response(200).json({
        layout: 'dashboard',
        resource: 'dashboard',
        route: { params: { siteid: 48213 } },
        config: { title: 'Dashboard', columns: [] },
      }),
    ),
  );
}
