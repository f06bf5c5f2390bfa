export type { paths, components, operations } from './generated/schema';
export { createApiClient, unwrap, XHR_HEADER, type ApiClient } from './client/api-client';
export { ApiError } from './client/api-error';
export { ApiClientProvider, useApiClient } from './client/api-client-context';
export {
  KEEP_ALIVE_MS,
  accountQuery,
  authStatusQuery,
  invalidateSession,
  loginMutation,
  pingQuery,
  sessionKeys,
  sidebarQuery,
  type Account,
  type AuthStatus,
  type LoginRequest,
  type SidebarEntry,
  type SidebarItem,
  type SiteStatus,
} from './queries/session';
