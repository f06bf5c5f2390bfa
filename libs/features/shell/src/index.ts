export { ShellLayout } from './shell-layout';
export { fillLinkParams } from './link-path';
export type { ShellRouteHandle } from './route-section';
