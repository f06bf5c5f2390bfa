// Imported first by main.tsx, so this runs once the framework's modules have, before the app's.

// The page's first Intl object loads the browser's locale data (some 50 ms on a slow phone). The
// data is the whole page's, so a worker loads it beside the main thread while the app starts, and
// the first date or number the app formats finds it loaded. It is only a head start: where a
// worker cannot start (an older browser, a stricter policy), the first formatter loads the data.
try {
  new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
} catch {
  // The app starts all the same.
}

// The framework's modules and the app's run in separate tasks: together they hold the main thread
// too long on a slow phone (a tap or a paint waits for the whole of it).
await new Promise((resolve) => setTimeout(resolve, 0));
