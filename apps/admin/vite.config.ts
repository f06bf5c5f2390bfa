import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API is the mock server (`npm run mock` at the root, port 4200 by default).
// Like the real backend, only XHR-marked requests are API calls; every other path is the app.
const apiTarget = process.env['MOCK_API_URL'] ?? 'http://127.0.0.1:4200';

/**
 * Libraries every page runs at start (React, the router, i18next, TanStack Query, the API client's
 * fetch, Chakra's style engine and the components the shell draws, the icons' base) go in one
 * chunk with what they import, instead of the dozens of small shared chunks the bundler cuts them
 * into (each a request, each compressed on its own): about 6 kB gzip less on the first screen.
 * Only list what the first screen always runs, or lazy screens' code moves into the first load.
 */
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|use-sync-external-store|openapi-fetch|@pandacss[\\/]is-valid-prop)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/]create-(slot-)?recipe-context|components[\\/](box|button|spinner|stack|center|alert|typography|icons|link|badge|flex|container)[\\/])|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])/;

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: FIRST_LOAD_LIBRARIES,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/': {
        target: apiTarget,
        bypass: (req) =>
          req.headers['x-requested-with'] === 'XMLHttpRequest' ? undefined : req.url,
      },
    },
  },
});
