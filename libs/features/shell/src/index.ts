export { ShellLayout } from './shell-layout';
export { fillLinkParams } from './link-path';
export type { ShellRouteHandle } from './route-section';
export type { LegacyRouteHandle } from './legacy-page';
export type { ShellModals } from './shell-actions';
export { createSessionController, type SessionController } from './session-controller';
export { SessionProvider } from './session-provider';
export { shellPages } from './shell-pages';
export { applyDesktopMode } from './desktop-mode';
