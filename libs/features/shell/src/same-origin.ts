// The one same-origin check lives with the API client (every redirect target and server-supplied
// path passes it); the shell's navigate action uses it from here.
export { sameOriginPath } from '@site-admin/api-client';
