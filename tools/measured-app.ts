// What the speed scripts (lighthouse.ts, main-thread.ts, interaction-speed.ts) share: the build
// they serve, the browser they drive, the pages Lighthouse's budget holds and how a trace of a
// page's load is read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pages the Lighthouse budget holds, by the names the scripts print. */
export const MEASURED_PAGES = [
  { name: 'dashboard', path: '/48213/dashboard' },
  { name: 'order list', path: '/48213/shop/orders' },
  { name: 'order panel', path: '/48213/shop/orders/10452' },
];

/** The pages a `…_PAGES` setting names (`dashboard,order panel`), or all of them. */
export function pagesNamed(setting: string | undefined): typeof MEASURED_PAGES {
  const names = setting?.split(',').map((name) => name.trim());
  return names ? MEASURED_PAGES.filter((page) => names.includes(page.name)) : MEASURED_PAGES;
}

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The build to serve: `folder` (a `…_DIST` setting) or the app's own; stops when it is not built. */
export function builtApp(folder: string | undefined): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = folder ?? path.join(root, 'apps/admin/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('No build found: run `npx nx run @site-admin/admin:build` first.');
    process.exit(1);
  }
  return dist;
}

/** A Chromium trace event, as far as the speed scripts read one (times in µs). */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * The page's main thread in a trace of its load, from the document's parsing on (`parsedAt`): its
 * events and its top-level tasks in order (a task run inside another, a nested message loop, is
 * part of it).
 */
export function pageMainThread(events: TraceEvent[]): {
  parsedAt: number;
  events: TraceEvent[];
  tasks: TraceEvent[];
} {
  const parse = events.find((event) => event.name === 'ParseHTML');
  if (!parse) throw new Error('The trace has no document parsing');
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  let end = 0;
  const tasks = main
    .filter((event) => event.name === 'RunTask' && event.dur && event.ts >= parse.ts)
    .sort((a, b) => a.ts - b.ts)
    .filter((task) => {
      if (task.ts < end) return false;
      end = task.ts + (task.dur ?? 0);
      return true;
    });
  return { parsedAt: parse.ts, events: main, tasks };
}
