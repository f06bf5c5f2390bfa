// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { semanticTokens } from '@chakra-ui/react/theme';
import { appSystem } from '@site-admin/ui';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Chakra's colour palettes, as its own theme has them: the colours with a `solid` token. */
const CHAKRA_PALETTES = Object.entries(semanticTokens.colors)
  .filter(([, token]) => typeof token === 'object' && 'solid' in token)
  .map(([name]) => name);

/** Every Chakra palette a source file of the app or its libs names in quotes (the theme aside). */
function palettesNamed(): Set<string> {
  const named = new Set<string>();
  for (const folder of ['apps/admin/src', 'libs']) {
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('node_modules'))
        continue;
      if (file.endsWith(path.join('theme', 'system.ts'))) continue;
      const text = readFileSync(path.join(root, folder, file), 'utf8');
      for (const [, name] of text.matchAll(/["'](\w+)["']/g))
        if (name && CHAKRA_PALETTES.includes(name)) named.add(name);
    }
  }
  return named;
}

describe("the theme's palettes", () => {
  it('has every palette the code names (the theme leaves out those it does not)', () => {
    expect(CHAKRA_PALETTES).toContain('teal');
    const named = palettesNamed();
    expect(named.size).toBeGreaterThan(3);
    const system = appSystem();
    for (const palette of named) {
      expect(system.token(`colors.${palette}.solid`), palette).toBeDefined();
      expect(system.token(`colors.${palette}.500`), palette).toBeDefined();
    }
  });

  it('leaves out the palettes nothing names', () => {
    const named = palettesNamed();
    const system = appSystem();
    for (const palette of CHAKRA_PALETTES.filter((name) => !named.has(name)))
      expect(system.token(`colors.${palette}.500`), palette).toBeUndefined();
  });
});
