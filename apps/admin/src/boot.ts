// Imported first by main.tsx, so the worker below starts before the app's own modules run.

// The page's first Intl object loads the browser's locale data (some 50 ms on a slow phone). The
// data is the whole page's, so a worker loads it beside the main thread while the app starts, and
// the first date or number the app formats finds it loaded. It is only a head start: where a
// worker cannot start (an older browser, a stricter policy), the first formatter loads the data.
try {
  new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
} catch {
  // The app starts all the same.
}
