export { http, server, TEST_ORIGIN, setupMockNetwork } from './network';
export { renderRoutes, type RenderOptions, type RenderRoutesResult } from './render';
export { activeShopAccount, shopSidebar } from './fixtures';
export { serveEmptyDashboard, serveSignedInShop } from './session';
export { findOpenedDialog } from './dialogs';
export { showClientNotice } from './client-notices';
