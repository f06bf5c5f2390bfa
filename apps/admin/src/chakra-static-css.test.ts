// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appSystem } from '@site-admin/ui';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraStaticCss, globalCssOf } from '../chakra-static-css';

type Transform = (code: string, id: string) => { code: string } | null;

function transformOf(plugin: Plugin): Transform {
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform');
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (code, id) => hook.call(context as never, code, id) as { code: string } | null;
}

describe("the build's static Chakra stylesheet", () => {
  it("holds the layer order, the reset, the globals and the theme's tokens", () => {
    const css = globalCssOf(appSystem());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-500:#2450ff');
    expect(css).toContain('--chakra-breakpoints-md:769px');
    expect(css).toMatch(/html,body\{[^}]*background:var\(--chakra-colors-gray-50\)/);
  });

  it('builds Chakra without the code that makes the same styles at start', () => {
    const require = createRequire(import.meta.url);
    const chakra = path.dirname(require.resolve('@chakra-ui/react/package.json'));
    const id = path.join(chakra, 'dist/esm/styled-system/system.js');
    const transformed = transformOf(chakraStaticCss())(readFileSync(id, 'utf8'), id);
    expect(transformed?.code).toContain('const _global = [];');
    expect(transformed?.code).not.toContain('getTokenCss()]');
    expect(transformed?.code).not.toMatch(/getPreflightCss,/);
  });
});
