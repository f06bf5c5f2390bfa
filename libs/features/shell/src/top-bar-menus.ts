// The top bar's dropdowns, one chunk loaded on the first open (see DeferredMenu in @site-admin/ui).
export { AccountMenu } from './account-menu';
export { PublishMenu } from './publish-menu';
export { SectionMenu } from './section-menu';
