// Which React components draw while each Lighthouse page loads, commit by commit: the built app
// and the mock in Debian's Chromium, a phone's viewport, one cold load per page. React calls the
// developer tools' hook on every commit, production builds too; a stand-in hook counts there the
// components that drew (a styled element, a memo that did not hold) and names the outermost one
// of each redraw, the one whose state or context changed.
//
//   npx vite build --minify false --outDir /tmp/plain   (in apps/admin: keeps the components' names)
//   COMPONENT_DRAWS_DIST=/tmp/plain npx tsx tools/component-draws.ts
//
// COMPONENT_DRAWS_PAGES picks pages by name (`dashboard`, `order list`, `order panel`). On the
// minified build the counts hold but the names are the minifier's.
import { chromium } from '@playwright/test';
import { startMockServer } from '@site-admin/mock-server';
import { builtApp, CHROMIUM_PATH, pagesNamed } from './measured-app';

const PAGES = pagesNamed(process.env['COMPONENT_DRAWS_PAGES']);
const dist = builtApp(process.env['COMPONENT_DRAWS_DIST']);

interface Commit {
  atMs: number;
  draws: number;
  /** The outermost components that drew again (not for the first time), by name. */
  redrawn: string[];
  byName: Record<string, number>;
}

/** Runs in the page before its scripts: the hook React finds, counting each commit's draws. */
function installDrawCounter() {
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const HOST_ROOT = 3;
  const PERFORMED_WORK = 1;
  const commits: Commit[] = [];
  (window as unknown as { __componentDraws: Commit[] }).__componentDraws = commits;
  const nameOf = (fiber: Fiber): string => {
    const type = fiber.type as {
      displayName?: string;
      name?: string;
      render?: { displayName?: string; name?: string };
      type?: { displayName?: string; name?: string };
    } | null;
    return (
      type?.displayName ||
      type?.name ||
      type?.render?.displayName ||
      type?.render?.name ||
      type?.type?.displayName ||
      type?.type?.name ||
      'anonymous'
    );
  };
  // A subtree React did not touch keeps its fiber objects from the commit before: only the
  // fibers not seen then can have drawn.
  let before = new WeakSet<Fiber>();
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const seen = new WeakSet<Fiber>();
      const commit: Commit = {
        atMs: Math.round(performance.now()),
        draws: 0,
        redrawn: [],
        byName: {},
      };
      const markSeen = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          markSeen(fiber.child);
        }
      };
      const walk = (first: Fiber | null, insideDrawn: boolean) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          if (before.has(fiber)) {
            markSeen(fiber.child);
            continue;
          }
          const component = typeof fiber.type !== 'string' && fiber.type !== null;
          const drew =
            component &&
            fiber.tag !== HOST_ROOT &&
            (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0);
          if (drew) {
            const name = nameOf(fiber);
            commit.draws++;
            commit.byName[name] = (commit.byName[name] ?? 0) + 1;
            if (!insideDrawn && fiber.alternate) commit.redrawn.push(name);
          }
          walk(fiber.child, insideDrawn || drew);
        }
      };
      walk(root.current.child, false);
      before = seen;
      commits.push(commit);
    },
  };
  (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: typeof hook }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
}

const top = (counts: Record<string, number>, n: number) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

const server = await startMockServer({ port: 0, staticDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--disable-gpu'] });
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    // tsx keeps functions' names through a helper (`__name`) that the page does not have.
    await tab.addInitScript({ content: `var __name = (fn) => fn; (${installDrawCounter})();` });
    await tab.goto(`${server.url}${page.path}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const commits = await tab.evaluate(
      () => (window as unknown as { __componentDraws: Commit[] }).__componentDraws,
    );
    await context.close();
    const all: Record<string, number> = {};
    for (const commit of commits)
      for (const [name, count] of Object.entries(commit.byName))
        all[name] = (all[name] ?? 0) + count;
    const draws = commits.reduce((total, commit) => total + commit.draws, 0);
    console.log(`${page.name}: ${draws} component draws in ${commits.length} commits`);
    for (const commit of commits)
      console.log(
        `  at ${commit.atMs} ms: ${commit.draws}` +
          (commit.redrawn.length
            ? `, redrawn from ${[...new Set(commit.redrawn)].join(', ')}`
            : ''),
      );
    console.log(`  most drawn: ${top(all, 12)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
