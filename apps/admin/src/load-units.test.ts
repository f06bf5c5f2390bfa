// @vitest-environment node
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { planUnits } from '../load-units';

/** A chunk of the first build: its file, its modules, what it imports, what starts it. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  start: 'entry' | 'lazy' | 'shared' = 'shared',
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: start === 'entry',
    isDynamicEntry: start === 'lazy',
    facadeModuleId: start === 'shared' ? null : moduleIds[0],
  } as unknown as OutputChunk;
}

const bundleOf = (...chunks: OutputChunk[]): OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the load units', () => {
  it("put what the entry fetches in one chunk, but keep the entry's and each lazy chunk's own module", () => {
    const plan = planUnits(
      bundleOf(
        chunk('index.js', ['/app/main.tsx'], ['framework.js', 'session.js', 'texts.js'], 'entry'),
        chunk('framework.js', ['/node_modules/react/index.js']),
        chunk('session.js', ['/libs/api-client/src/session.ts']),
        chunk('texts.js', ['/libs/ui/src/texts.ts']),
        chunk(
          'list-routes.js',
          ['/libs/features/page-engine/src/list-routes.tsx'],
          ['session.js', 'slot.js'],
          'lazy',
        ),
        chunk('slot.js', ['/libs/extensions/src/slot.tsx']),
      ),
    );
    expect([...plan.framework].sort()).toEqual([
      '/libs/api-client/src/session.ts',
      '/libs/ui/src/texts.ts',
      '/node_modules/react/index.js',
    ]);
    // The server page's own pieces join its unit; what the entry has is not taken twice.
    expect([...plan.page]).toEqual(['/libs/extensions/src/slot.tsx']);
  });

  it("keep a page's shared piece out of its unit when something else fetches it too", () => {
    const listLayout = '/libs/features/page-engine/src/built-in/list-layout.tsx';
    const plan = planUnits(
      bundleOf(
        chunk('index.js', ['/app/main.tsx'], [], 'entry'),
        chunk('list-layout.js', [listLayout], ['table.js', 'menu.js', 'checkbox.js'], 'lazy'),
        chunk(
          'list-header.js',
          ['/libs/features/page-engine/src/list/list-header.tsx'],
          ['table.js'],
          'lazy',
        ),
        chunk('table.js', ['/libs/features/page-engine/src/list/table.tsx']),
        // The top bar's menus fetch the menu machine too; a checkbox only lists use.
        chunk(
          'top-bar-menus.js',
          ['/libs/features/shell/src/top-bar-menus.ts'],
          ['menu.js'],
          'lazy',
        ),
        chunk('menu.js', ['/node_modules/@zag-js/menu/dist/index.mjs']),
        chunk('checkbox.js', [
          '/node_modules/@chakra-ui/react/dist/esm/components/checkbox/index.js',
        ]),
        // The dashboard fetches its own copy of nothing the list has.
        chunk(
          'stats.js',
          ['/libs/features/dashboard/src/modules/statistics-module.tsx'],
          ['money.js', 'checkbox.js'],
          'lazy',
        ),
        chunk('money.js', ['/libs/features/dashboard/src/money.ts']),
      ),
    );
    expect([...plan.list]).toEqual(['/libs/features/page-engine/src/list/table.tsx']);
    // The library widgets a list draws share one chunk, except any the dashboard draws too.
    expect([...plan.widgets]).toEqual(['/node_modules/@zag-js/menu/dist/index.mjs']);
    expect([...plan.dashboard]).toEqual(['/libs/features/dashboard/src/money.ts']);
  });
});
