// The top bar's dropdowns, one chunk loaded on the first open (see deferred-menu.tsx).
export { AccountMenu } from './account-menu';
export { PublishMenu } from './publish-menu';
export { SectionMenu } from './section-menu';
