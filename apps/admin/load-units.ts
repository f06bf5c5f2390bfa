// What the first screens load comes in a few files, not dozens. The bundler cuts code shared by
// the entry and the lazy chunks into many small shared chunks (often under 1 kB gzip each) that a
// page then fetches side by side; over HTTP/1.1 a browser asks 6 at a time, so each batch of 6
// waits a round trip. A first build finds which modules each load unit below fetches; the real
// build puts them in one chunk per unit.
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';

/**
 * The units, in order. `from` names the source files (by part of their path) whose chunks start
 * a unit; their own modules keep their chunks (the app imports them by name), and what they fetch
 * beside joins the unit's chunk:
 * - a unit every page loads (`everyPage`) takes all it fetches that no unit before it took;
 * - any other unit takes a shared piece only when all the files that fetch it are its own (their
 *   path matches `from`), so a menu, a toast or a form never pulls in a page's unit.
 */
export const LOAD_UNITS = [
  // What the entry fetches before it runs: the app, its libraries and the shell.
  { name: 'framework', from: ['ENTRY'], everyPage: true },
  // The server page every site page but the older ones draws.
  { name: 'page', from: ['page-engine/src/list-routes.tsx'], everyPage: true },
  // The dashboard's layout and what its modules share (each module keeps its own chunk).
  { name: 'dashboard', from: ['built-in/dashboard-page-layout.tsx', 'dashboard/src/'] },
  // The list layout and its parts (every list page).
  { name: 'list', from: ['built-in/list-layout.tsx', 'page-engine/src/list/'] },
  // The library widgets a list page draws (menus, checkboxes, selects, tabs), shared with the
  // menus, dialogs and forms elsewhere: one chunk, fetched once; none the dashboard draws.
  { name: 'widgets', from: ['built-in/list-layout.tsx'], libraries: true },
  // What the orders feature opens on a click (its questions, the filter and export panels, the
  // example rows' tooltip): one chunk, fetched on first use or once a screen is idle, not with an
  // order's panel or the list's cells.
  {
    name: 'orders-later',
    from: [
      'orders/src/status/status-update-modal.tsx',
      'orders/src/status/example-data-tooltip.tsx',
      'orders/src/status/undo-window-menu-item.tsx',
      'orders/src/detail/delete-order-dialog.tsx',
      'orders/src/bulk/',
      'orders/src/filters/',
      'orders/src/export/',
    ],
  },
  // The status email's rich-text editor and its library: only when an email's text draws.
  { name: 'email-editor', from: ['orders/src/status/email-editor.tsx'] },
  // The orders feature's cells and panels (the order list, an order opened from it).
  { name: 'orders', from: ['orders/src/'] },
] as const;

/** The dashboard's files: the first screen's budget leaves no room for a list's widgets. */
const DASHBOARD = LOAD_UNITS[2].from;

type UnitName = (typeof LOAD_UNITS)[number]['name'];

/** The modules of each unit, filled by the first build; empty (nothing grouped) until then. */
export const loadUnits = Object.fromEntries(
  LOAD_UNITS.map((unit) => [unit.name, new Set<string>()]),
) as Record<UnitName, Set<string>>;

/** Which unit a module belongs to (for `codeSplitting.groups`' `test`). */
export const inUnit = (name: UnitName) => (id: string) => loadUnits[name].has(id);

/** The first build's chunks → the modules of each unit. Exported for its test. */
export function planUnits(bundle: OutputBundle): Record<UnitName, Set<string>> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks a unit's start chunks fetch (themselves and their static imports). */
  const fetched = (starts: OutputChunk[]) => {
    const seen = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    starts.forEach(visit);
    return seen;
  };
  const matches = (chunk: OutputChunk, from: readonly string[]) =>
    from.some((part) =>
      part === 'ENTRY'
        ? chunk.isEntry
        : chunk.isDynamicEntry && chunk.facadeModuleId?.includes(part),
    );
  const starts = chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);
  /** Which start chunks fetch each chunk. */
  const fetchedBy = new Map<OutputChunk, OutputChunk[]>();
  for (const start of starts)
    for (const chunk of fetched([start]))
      fetchedBy.set(chunk, [...(fetchedBy.get(chunk) ?? []), start]);
  const modulesOf = (chunk: OutputChunk) =>
    // The entry's chunk stays what the page loads; a lazy chunk's own module stays in it (the
    // app imports it by name).
    chunk.isEntry ? [] : chunk.moduleIds.filter((id) => id !== chunk.facadeModuleId);

  const plan = {} as Record<UnitName, Set<string>>;
  const placed = new Set<string>();
  for (const unit of LOAD_UNITS) {
    const own = starts.filter((chunk) => matches(chunk, unit.from));
    const joins = [...fetched(own)].filter(
      (chunk) =>
        'everyPage' in unit ||
        ('libraries' in unit
          ? chunk.moduleIds.every((id) => id.includes('/node_modules/')) &&
            !(fetchedBy.get(chunk) ?? []).some((start) => matches(start, DASHBOARD))
          : (fetchedBy.get(chunk) ?? []).every((start) => matches(start, unit.from))),
    );
    plan[unit.name] = new Set(joins.flatMap(modulesOf).filter((id) => !placed.has(id)));
    plan[unit.name].forEach((id) => placed.add(id));
  }
  return plan;
}

const FIRST_BUILD = 'SITE_ADMIN_LOAD_UNITS_FIRST_BUILD';

/**
 * Runs the first build (in memory, without these groups) before the real one and fills
 * `loadUnits`. Only the production build; the first build skips this plugin.
 */
export function loadUnitsPlugin(configFile: string): Plugin {
  return {
    name: 'site-admin:load-units',
    apply: 'build',
    async config(_config, env) {
      if (process.env[FIRST_BUILD]) return;
      process.env[FIRST_BUILD] = '1';
      try {
        const output = await build({
          configFile,
          mode: env.mode,
          logLevel: 'warn',
          build: { write: false, emptyOutDir: false },
        });
        const [result] = Array.isArray(output) ? output : [output];
        if (!result || !('output' in result)) throw new Error('The first build returned no chunks');
        const bundle = Object.fromEntries(result.output.map((file) => [file.fileName, file]));
        const plan = planUnits(bundle);
        for (const unit of LOAD_UNITS) loadUnits[unit.name] = plan[unit.name];
      } finally {
        process.env[FIRST_BUILD] = '';
      }
    },
  };
}
