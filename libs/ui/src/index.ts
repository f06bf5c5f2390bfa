export { appSystem, sectionColour, sectionColours, DEFAULT_SECTION_COLOUR } from './theme/system';
export type { SectionColour } from './theme/system';
export { createI18n, LOCALE } from './i18n/i18n';
export { enGB } from './i18n/en-gb';
export { UiProvider } from './components/ui-provider';
export { LoadingState } from './components/loading-state';
export { ErrorState } from './components/error-state';
export { SectionIcon } from './components/section-icon';
export { TabsList } from './components/tabs-list';
export { FilterGroup } from './components/filter-group';
export { LazyContentIcon } from './components/lazy-content-icon';
export { formatLongDate, formatPublishDate } from './formatters/dates';
export { formatMoney, DEFAULT_CURRENCY, DEFAULT_LOCALE } from './formatters/money';
export { siteStatusTone, tonePalette, type Tone } from './formatters/site-status';
export {
  Notifications,
  clearNotifications,
  dismissNotification,
  failureNotice,
  notify,
  type Notification,
} from './components/notifications';
export {
  ShellActionsContext,
  useShellActions,
  type ShellActions,
  type SubscriptionRequest,
} from './components/shell-actions';
export { UnsavedChangesGuard, unsavedTexts } from './components/unsaved-changes';
export { UnauthorisedState } from './components/unauthorised-state';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortDirection,
} from './components/data-table/data-table';
export {
  TablePagination,
  pageWindow,
  type TablePaginationProps,
} from './components/data-table/table-pagination';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from './components/data-table/page-sizes';
export { SwipeList, type SwipeListProps } from './components/data-table/swipe-list';
export {
  toggleRow,
  type RowSelection,
  type RowSelectionChange,
} from './components/data-table/row-selection';
export {
  SidePanel,
  preloadSidePanel,
  type SidePanelProps,
  type SidePanelSize,
} from './components/side-panel';
export { ModalFrame, type ModalFrameProps } from './components/modal-frame';
export { Thumbnail, type ThumbnailProps } from './components/thumbnail';
export {
  ConfirmModal,
  ConfirmDeleteModal,
  type ConfirmModalProps,
  type ConfirmDeleteModalProps,
} from './components/confirm-modal';
export {
  IframeModal,
  PreviewModal,
  FeedbackModal,
  previewUrl,
  type IframeModalProps,
  type FeedbackModalProps,
} from './components/frame-modals';
export {
  AnnouncementItem,
  AnnouncementPanel,
  ANNOUNCEMENT_FADE_MS,
  type AnnouncementItemData,
} from './components/announcements';
export { SafeHtml } from './components/safe-html';
export {
  formatNumber,
  formatPercentage,
  formatCurrency,
  formatCount,
} from './formatters/table-values';
// Apart from the numbers: a screen without tables does not load the date library for them.
export { formatTableDate, type TableDate } from './formatters/table-date';
export { ModalBoundary, PartBoundary, PartFailed, chunkFailure } from './components/part-boundary';
export { InfoTip } from './components/info-tip';
export { useTexts, type Texts } from './i18n/use-texts';
export { addValidationTexts, useValidationTexts } from './i18n/validation-texts';
export { useNearViewport } from './hooks/use-near-viewport';
export { usePreloadWhenIdle } from './hooks/use-preload-when-idle';
export { focusOpener, useReturnFocus, type FocusOpener } from './hooks/use-return-focus';
export { ProgressButton } from './components/progress-button';
export { keepOpenOnFocusOutside } from './components/keep-open-on-focus-outside';
export { DeferredMenu, initialHighlight, type OpenedBy } from './components/deferred-menu';
export { useRememberedFlag } from './components/remembered-flag';
export {
  readAppStore,
  writeAppStore,
  APP_STORE_TTL_MS,
  APP_STORE_LONG_TTL_MS,
} from './components/app-store';
export { useShortcutKeys, isShortcutAllowed, isDialogOpen } from './hooks/keyboard-shortcuts';
export * from './theme/lazy-recipes';
export * from './theme/field-recipes';
