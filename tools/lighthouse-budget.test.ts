import { describe, expect, it } from 'vitest';
import { failing, failures, medianRun, type Measure } from './lighthouse-budget';

const kept: Measure = {
  performance: 96,
  accessibility: 100,
  fcpMs: 1500,
  lcpMs: 2200,
  tbtMs: 150,
  cls: 0,
  coreShare: 0.6,
};

describe("the Lighthouse step's budget", () => {
  it('finds nothing to say of a run inside every budget', () => {
    expect(failures('dashboard', kept)).toEqual([]);
  });

  it('names each figure a run misses, with the page', () => {
    const misses = failures('order panel', {
      ...kept,
      performance: 88,
      accessibility: 97,
      lcpMs: 2561,
      tbtMs: 244,
      cls: 0.12,
    });
    expect(misses.map((miss) => miss.text)).toEqual([
      'order panel: performance 88 < 90',
      'order panel: accessibility 97 < 100',
      'order panel: LCP 2561 ms > 2500',
      'order panel: TBT 244 ms > 200',
      'order panel: CLS 0.120 > 0.05',
    ]);
  });

  it('fails on accessibility and layout shift, and on the speed figures only when strict', () => {
    const misses = failures('dashboard', { ...kept, accessibility: 97, tbtMs: 348, cls: 0.08 });
    expect(failing(misses, false).map((miss) => miss.text)).toEqual([
      'dashboard: accessibility 97 < 100',
      'dashboard: CLS 0.080 > 0.05',
    ]);
    expect(failing(misses, true)).toHaveLength(3);
    expect(
      failing(failures('dashboard', { ...kept, performance: 85, lcpMs: 2600 }), false),
    ).toEqual([]);
  });

  it('counts the run whose performance is the median', () => {
    const runs = [93, 98, 95].map((performance) => ({ ...kept, performance }));
    expect(medianRun(runs).performance).toBe(95);
    expect(() => medianRun([])).toThrow('No Lighthouse run finished');
  });
});
