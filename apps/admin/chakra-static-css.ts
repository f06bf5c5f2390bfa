// Chakra's global styles (the CSS reset, the global CSS and every token's CSS variable) as a
// stylesheet written at build time, instead of objects the browser builds and serialises while the
// first screen renders (about a third of the main thread's script time before first paint).
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const SYSTEM_MODULE = fileURLToPath(new URL('../../libs/ui/src/theme/system.ts', import.meta.url));

/**
 * Chakra's `createSystem` builds the global styles eagerly; the build drops that line and the
 * system's three functions that make them (nothing else calls them), so their code goes too.
 */
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_CSS_FUNCTIONS = /\n\s*getTokenCss,\n\s*getGlobalCss,\n\s*getPreflightCss,/;

/** The CSS Chakra's provider would insert for this system: layer order, reset, globals, tokens. */
export function globalCssOf(system: SystemContext): string {
  const cache = createCache({ key: 'chakra-global' });
  const serialized = serializeStyles([system.layers.atRule, system._global]);
  // Emotion's server-side cache returns the rules it would insert.
  const rules = cache.insert('', serialized, cache.sheet, false);
  if (typeof rules !== 'string' || rules === '') throw new Error('No global CSS for the system');
  return rules;
}

/** Reads the app's Chakra system (libs/ui) in Node and returns its global CSS. */
export async function appGlobalCss(): Promise<string> {
  const { module } = await runnerImport<{ appSystem: () => SystemContext }>(SYSTEM_MODULE, {
    configFile: false,
    logLevel: 'error',
  });
  return globalCssOf(module.appSystem());
}

/**
 * Writes the app's global CSS as a hashed stylesheet linked from the page, and builds Chakra
 * without the code that makes the same styles at start (its provider then inserts none). Only
 * the production build: the dev server and the tests keep Chakra as it is.
 */
export function chakraStaticCss(): Plugin {
  let href = '';
  let base = '/';
  return {
    name: 'site-admin:chakra-static-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const css = await appGlobalCss();
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      const fileName = `assets/chakra-global-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      href = `${base}${fileName}`;
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL) || !GLOBAL_CSS_FUNCTIONS.test(code)) {
        this.error('Chakra builds its global styles differently now: update chakra-static-css.ts');
      }
      const lean = code
        .replace(EAGER_GLOBAL, 'const _global = [];')
        .replace(GLOBAL_CSS_FUNCTIONS, '');
      return { code: lean, map: null };
    },
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'head' }];
    },
  };
}
