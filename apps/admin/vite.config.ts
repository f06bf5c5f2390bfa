import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { chakraStaticCss } from './chakra-static-css.ts';
import { inUnit, LOAD_UNITS, loadUnitsPlugin } from './load-units.ts';

// In development the API is the mock server (`npm run mock` at the root, port 4200 by default).
// Like the real backend, only XHR-marked requests are API calls; every other path is the app.
const apiTarget = process.env['MOCK_API_URL'] ?? 'http://127.0.0.1:4200';

/**
 * Libraries every page runs at start (React, the router, i18next, TanStack Query, the API client's
 * fetch, Chakra's style engine and the components the shell draws, the icons' base) join the
 * `framework` load unit (see load-units.ts) beside what the entry fetches: 1.3 kB gzip less on the
 * first screen than the unit alone. Only list what the first screen always runs, or lazy screens'
 * code moves into the first load.
 */
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|use-sync-external-store|openapi-fetch|@pandacss[\\/]is-valid-prop)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/]create-(slot-)?recipe-context|components[\\/](box|button|spinner|stack|center|alert|typography|icons|link|badge|flex|container)[\\/])|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])/;

/** Files a browser asks for that compress well (not source maps, not images). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each built file, at the highest levels:
 * the server sends the one the browser accepts (the mock server through sirv; nginx with
 * `brotli_static` / `gzip_static`, see the README), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'site-admin:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))) {
        const file = path.join(dir, name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chakraStaticCss(),
    precompress(),
    loadUnitsPlugin(fileURLToPath(import.meta.url)),
  ],
  resolve: {
    // RJSF's Markdown renderer (31 kB gzip of the first form) for text our forms never mark up.
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/markdown-as-text.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    manifest: true,
    // No source maps in the build: what is served is the bundled code, never its sources.
    sourcemap: false,
    // The page preloads the entry's imports; a lazy chunk's imports are not preloaded from
    // script. The helper that did it added a <link> per import on the main thread (about 150 ms
    // of the order panel's load at 4x CPU slowdown), and its LCP in Lighthouse was 0.1 s later.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe of every component) in a
      // `defineConfig` call the app never reads; marked pure, the unused recipes are left out.
      // Emotion imports hoist-non-react-statics (CommonJS, so kept whole) for `withTheme`, which
      // the app never calls: without side effects it is left out with it (0.9 kB gzip).
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: [
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // A unit takes the modules the first build found, not what they import beside.
          includeDependenciesRecursively: false,
          groups: LOAD_UNITS.map((unit, index) => ({
            name: unit.name,
            priority: LOAD_UNITS.length - index,
            test:
              unit.name === 'framework'
                ? (id: string) => FIRST_LOAD_LIBRARIES.test(id) || inUnit('framework')(id)
                : inUnit(unit.name),
          })),
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
