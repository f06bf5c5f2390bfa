// The route elements of server-driven pages, loaded lazily by the app (pageEngine.list()).
export { FallbackPage } from './fallback-page';
export { ServerPage } from './server-page';
export { SubViewRoute } from './sub-view';
// Loading the routes also loads the built-in layouts, so a list does not wait for a second chunk.
export { ListLayout } from './built-in-parts';
