// The Lighthouse step's budget and how a page's runs are judged against it (tools/lighthouse.ts
// runs them; lighthouse-budget.test.ts holds the rules).

/** Fails below these (scores 0–100, times in ms). The goal is performance 95 and TBT 150 ms. */
export const LIGHTHOUSE_BUDGET = {
  performance: 90,
  accessibility: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
};

/** What one Lighthouse run measured. */
export interface Measure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The main thread's CPU time over its time on the clock, in the tasks of the load (0–1). */
  coreShare: number;
}

/** The run whose performance score is the median (the one Lighthouse's docs suggest reporting). */
export function medianRun(measures: Measure[]): Measure {
  const sorted = [...measures].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run finished');
  return median;
}

export interface Miss {
  text: string;
  /** Simulated from the page's task times, which a shared machine's load lengthens. */
  speed: boolean;
}

/** What the run misses of the budget, one line each. */
export function failures(page: string, run: Measure): Miss[] {
  const out: Miss[] = [];
  const budget = LIGHTHOUSE_BUDGET;
  const miss = (text: string, speed: boolean) => out.push({ text: `${page}: ${text}`, speed });
  if (run.performance < budget.performance)
    miss(`performance ${run.performance} < ${budget.performance}`, true);
  if (run.accessibility < budget.accessibility)
    miss(`accessibility ${run.accessibility} < ${budget.accessibility}`, false);
  if (run.lcpMs > budget.lcpMs) miss(`LCP ${Math.round(run.lcpMs)} ms > ${budget.lcpMs}`, true);
  if (run.tbtMs > budget.tbtMs) miss(`TBT ${Math.round(run.tbtMs)} ms > ${budget.tbtMs}`, true);
  if (run.cls > budget.cls) miss(`CLS ${run.cls.toFixed(3)} > ${budget.cls}`, false);
  return out;
}

/**
 * The misses that fail the run: accessibility and layout shift always; the speed figures only
 * when `strict` (a machine of its own), since a shared machine's load moves them several times.
 */
export function failing(misses: Miss[], strict: boolean): Miss[] {
  return misses.filter((miss) => strict || !miss.speed);
}
