/**
 * The origin of the older server-rendered pages shown in frames. The backend serves them beside
 * the app, so it is the app's own origin unless the build sets VITE_LEGACY_ORIGIN.
 */
export const legacyOrigin: string =
  (import.meta.env['VITE_LEGACY_ORIGIN'] as string | undefined) ?? window.location.origin;
