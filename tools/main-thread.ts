// What the main thread does while each Lighthouse page loads, in CPU time: the built app and the
// mock in Debian's Chromium, each page loaded cold (a new browser context, no cache) several
// times with a trace. Each task counts as Lighthouse's blocking time counts it at its 4× CPU
// slowdown (4 × the task's time − 50 ms, when positive), summed over the whole load, once from
// the task's CPU time and once from its time on the clock.
//
//   npx nx run @site-admin/admin:build && npx tsx tools/main-thread.ts
//
// On a busy machine Lighthouse's TBT moves by hundreds of milliseconds between runs of one build
// (its tasks wait for a core as long as they run); their CPU time moves far less, so two builds
// compare there. No budget: `tools/lighthouse.ts` keeps that.
//
// MAIN_THREAD_DIST serves another build folder; MAIN_THREAD_RUNS changes the runs per page (5);
// MAIN_THREAD_PAGES picks pages by name (`dashboard`, `order list`, `order panel`).
import { chromium } from '@playwright/test';
import { startMockServer } from '@site-admin/mock-server';
import {
  builtApp,
  CHROMIUM_PATH,
  pageMainThread,
  pagesNamed,
  type TraceEvent,
} from './measured-app';

const PAGES = pagesNamed(process.env['MAIN_THREAD_PAGES']);
const dist = builtApp(process.env['MAIN_THREAD_DIST']);
const runs = Number(process.env['MAIN_THREAD_RUNS'] ?? 5);

interface Task {
  startMs: number;
  cpuMs: number;
  wallMs: number;
  what: string;
}

const blocking = (ms: number) => Math.max(0, 4 * ms - 50);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The page's main-thread tasks from the document's parsing on, each named by its longest part. */
function tasksOf(events: TraceEvent[]): Task[] {
  const { parsedAt, events: main, tasks } = pageMainThread(events);
  return tasks.map((task) => {
    const taskEnd = task.ts + (task.dur ?? 0);
    const parts = main.filter(
      (event) => event.name !== 'RunTask' && event.dur && event.ts >= task.ts && event.ts < taskEnd,
    );
    // Its two longest parts say what it was (a timer > the script it ran, a style recalculation).
    const names = parts
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 2)
      .map((part) => {
        const file = part.args?.data?.url?.split('/').pop();
        return file ? `${part.name} (${file})` : part.name;
      });
    return {
      startMs: (task.ts - parsedAt) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      what: names.join(' > ') || 'a task of the browser',
    };
  });
}

const server = await startMockServer({ port: 0, staticDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--disable-gpu'] });
try {
  console.log(`Main-thread blocking time, ${runs} cold loads per page, on ${server.url}`);
  for (const page of PAGES) {
    const loads: Task[][] = [];
    for (let run = 0; run < runs; run++) {
      // A phone's viewport, as Lighthouse's mobile preset has it.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        },
        transferMode: 'ReportEvents',
      });
      await tab.goto(`${server.url}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(800);
      await cdp.send('Tracing.end');
      await complete;
      loads.push(tasksOf(events));
      await context.close();
    }
    const cpu = loads.map((tasks) => sum(tasks.map((task) => blocking(task.cpuMs))));
    const wall = loads.map((tasks) => sum(tasks.map((task) => blocking(task.wallMs))));
    console.log(
      `${page.name.padEnd(12)} blocking from CPU time ${Math.round(median(cpu))} ms (runs ${cpu.map(Math.round).join(', ')}), on the clock ${Math.round(median(wall))} ms`,
    );
    const medianLoad = loads[cpu.indexOf(median(cpu))] ?? [];
    const longest = medianLoad.filter((task) => task.cpuMs >= 12.5);
    for (const task of longest.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 8))
      console.log(
        `  at ${Math.round(task.startMs)} ms: ${Math.round(task.cpuMs)} ms CPU (${Math.round(task.wallMs)} on the clock), ${task.what}`,
      );
  }
} finally {
  await browser.close();
  await server.close();
}
