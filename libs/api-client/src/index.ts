export type { paths, components, operations } from './generated/schema';
export { createApiClient, unwrap, XHR_HEADER, type ApiClient } from './client/api-client';
export {
  ApiError,
  isSessionExpired,
  serverReasonOf,
  shownNoticeOf,
  UNEXPECTED_REPLY_KEY,
  UNEXPECTED_REPLY_MESSAGE,
  unexpectedReplyError,
} from './client/api-error';
export { ApiClientProvider, useApiClient } from './client/api-client-context';
export {
  KEEP_ALIVE_MS,
  accountQuery,
  authStatusQuery,
  invalidateSession,
  loginMutation,
  logoutMutation,
  pingQuery,
  reloginMutation,
  sessionKeys,
  sidebarQuery,
  type Account,
  type AuthStatus,
  type LoginRequest,
  type SidebarEntry,
  type SidebarItem,
  type SiteStatus,
} from './queries/session';
export * from './queries/two-factor';
export * from './queries/sites';
export * from './queries/publish';
export * from './queries/dashboard';
export * from './queries/subscribe';
export * from './queries/account';
export * from './queries/shop-orders';
export * from './queries/comments';
export * from './queries/page-types';
export * from './queries/page-data';
export * from './queries/field-endpoints';
export * from './queries/page-forms';
export { createSessionMiddleware, type SessionHandlers } from './client/session-middleware';
export { isOnOrigin, sameOriginPath } from './client/same-origin';
export { isSafeKey } from './client/safe-keys';
export {
  readXsrfCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfTokenFromCookies,
  type XsrfTokenSource,
} from './client/xsrf';
