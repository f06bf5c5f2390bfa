import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const url = process.argv[2];
const agg = {};
const byUrl = {};
let total = 0;
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // warm the mock
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto('http://127.0.0.1:4310' + url);
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  if (run === 0) { await context.close(); continue; }
  const dt = {};
  for (let i = 0; i < profile.samples.length; i++) dt[profile.samples[i]] = (dt[profile.samples[i]] || 0) + (profile.timeDeltas[i] || 0);
  for (const node of profile.nodes) {
    const t = (dt[node.id] || 0) / 1000;
    const f = node.callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(f.functionName) ) { agg[f.functionName] = (agg[f.functionName] || 0) + t; continue; }
    total += t;
    const u = f.url.replace(/.*\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js/, '');
    const key = `${f.functionName || '(anon)'} ${u}:${f.lineNumber}:${f.columnNumber}`;
    agg[key] = (agg[key] || 0) + t;
    byUrl[u] = (byUrl[u] || 0) + t;
  }
  await context.close();
}
console.log('script+native self time (ms, 2 runs):', total.toFixed(0));
console.log(Object.entries(byUrl).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${v.toFixed(0)} ${k}`).join('\n'));
console.log('---');
console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
await browser.close();
