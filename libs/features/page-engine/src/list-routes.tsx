// The route elements of server-driven pages, loaded lazily by the app (pageEngine.page()).
export { FallbackPage } from './fallback-page';
export { ServerPage } from './server-page';
export { SubViewRoute } from './sub-view';
