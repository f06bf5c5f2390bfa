export { system, sectionColour, sectionColours, DEFAULT_SECTION_COLOUR } from './theme/system';
export type { SectionColour } from './theme/system';
export { createI18n, LOCALE } from './i18n/i18n';
export { enGB } from './i18n/en-gb';
export { UiProvider } from './components/ui-provider';
export { LoadingState } from './components/loading-state';
export { ErrorState } from './components/error-state';
export { SectionIcon } from './components/section-icon';
export { formatLongDate, formatPublishDate } from './formatters/dates';
export { formatMoney, DEFAULT_CURRENCY, DEFAULT_LOCALE } from './formatters/money';
export { siteStatusTone, tonePalette, type Tone } from './formatters/site-status';
export { Notifications, notify, toaster, type Notification } from './components/notifications';
export {
  ShellActionsContext,
  useShellActions,
  type ShellActions,
  type SubscriptionRequest,
} from './components/shell-actions';
export { UnsavedChangesGuard } from './components/unsaved-changes';
export { UnauthorisedState } from './components/unauthorised-state';
