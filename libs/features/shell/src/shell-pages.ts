/**
 * Pages and modals the dashboard does not need at its first load. The app's routes load each
 * when it opens, so the first load stays inside its budget (tools/bundle-budget.ts).
 */
export const shellPages = {
  login: () => import('./login-page'),
  sites: () => import('./sites-page'),
  legacy: () => import('./legacy-page'),
  video: () => import('./video-route'),
};
