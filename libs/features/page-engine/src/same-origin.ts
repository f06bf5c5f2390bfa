// The one same-origin check lives with the API client: every redirect target, server link and
// server-supplied path the engine follows passes it (tricks like `/%5Cevil.com` refused).
export { sameOriginPath } from '@site-admin/api-client';
