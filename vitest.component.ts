import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Whether a test file needs module instances of its own: it replaces a module (`vi.mock`) or a
 * global (`vi.stubGlobal`), which would not reach modules another file has already loaded, or
 * would leak into the files after it.
 */
const NEEDS_ITS_OWN_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

/**
 * The component tests' Vitest config (jsdom, React Testing Library), for a project at `root`.
 *
 * Test files share one jsdom and one set of loaded modules (`isolate: false`): importing React,
 * Chakra and the engine again and building a new jsdom for every file cost about half the unit
 * step's CPU time. `component-test-setup.ts` gives every file a fresh document, storage and
 * address instead. A file that replaces modules or globals runs alone, in the `isolated` project.
 */
export function componentTestConfig(root: string) {
  const testFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.replaceAll('\\', '/')}`);
  const isolated = testFiles.filter((file) =>
    NEEDS_ITS_OWN_MODULES.test(readFileSync(join(root, file), 'utf8')),
  );
  const shared = testFiles.filter((file) => !isolated.includes(file));
  const project = (name: string, include: string[], isolate: boolean) => ({
    extends: true as const,
    test: { name, include, isolate },
  });

  return defineConfig({
    test: {
      environment: 'jsdom',
      // Component tests drive a real DOM; on a busy two-core machine a journey takes seconds.
      testTimeout: 20_000,
      setupFiles: [
        '@testing-library/jest-dom/vitest',
        fileURLToPath(new URL('component-test-setup.ts', import.meta.url)),
      ],
      env: { TZ: 'Europe/London' },
      projects: [
        ...(shared.length > 0 ? [project('shared', shared, false)] : []),
        ...(isolated.length > 0 ? [project('isolated', isolated, true)] : []),
      ],
    },
  });
}
