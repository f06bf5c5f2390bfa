// Chunked calls tell one story in the mock: each chunk's address (`…?mode=live&run=…&chunk=3`)
// gets its own named example (`live-chunk-3`; the first call, without `chunk`, is chunk 1), so
// following `next` walks the run to its end instead of repeating the first reply.

/** The chunked operations: their path and the query parameter that names the run's mode. */
const CHUNKED_PATHS: Record<string, string> = {
  '/publish/publish_chunked.php': 'mode',
};

/** The `Prefer` header for a chunked call without one, else null. */
export function chunkExamplePreference(url: URL): string | null {
  const modeParameter = CHUNKED_PATHS[url.pathname];
  if (modeParameter === undefined) return null;
  const mode = url.searchParams.get(modeParameter);
  if (mode === null || !/^[a-z]+$/.test(mode)) return null;
  const chunk = Number(url.searchParams.get('chunk') ?? '1');
  if (!Number.isInteger(chunk) || chunk < 1) return null;
  return `example=${mode}-chunk-${chunk}`;
}
