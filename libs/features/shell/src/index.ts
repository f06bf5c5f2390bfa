export { ShellLayout } from './shell-layout';
export type { FallbackPage } from './fallback-nav';
export { fillLinkParams } from './link-path';
export type { ShellRouteHandle } from './route-section';
export type { LegacyRouteHandle } from './legacy-page';
export { createSessionController, type SessionController } from './session-controller';
export { SessionProvider } from './session-provider';
export { shellPages } from './shell-pages';
export { applyDesktopMode } from './desktop-mode';
