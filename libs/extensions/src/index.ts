export {
  defineExtension,
  type BulkActionProps,
  type CellProps,
  type DashboardModuleProps,
  type Extension,
  type LayoutProps,
  type ListMenuItemsProps,
  type ListSort,
  type PageHost,
  type PanelPreloadArgs,
  type PanelProps,
  type PaymentModalProps,
  type PublishModalProps,
  type RowActionProps,
  type ShellModals,
  type SubscriptionModalProps,
} from './contracts';
export { buildRegistry, type Registry } from './registry';
export { ExtensionsProvider, useExtensions } from './provider';
export { isLazyPart, lazyPart, type LazyPart } from './lazy-part';
export { Slot } from './slot';
export { failureNoticeOf } from './failure-notice';
