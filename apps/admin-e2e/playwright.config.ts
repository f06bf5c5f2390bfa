import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: this project never downloads a browser (see tools/ensure-browser.sh).
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const port = Number(process.env['E2E_PORT'] ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'src',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // No retries, in CI or here: a journey that fails once has a race to fix at its cause.
  retries: 0,
  // Three on two cores: a journey waits on the app and the mock part of its time (173 passed in
  // 5.5–5.7 min twice, against 6.3–6.4 on two).
  workers: 3,
  // Two cores run the app, the mock and the browser: give a slow step room before failing it.
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the suite's time on two cores; CI keeps none
    // (nothing reads it there). Locally a failed journey keeps its trace.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A journey runs at both widths unless its subject does not depend on the width: those are
  // tagged '@desktop-only' or '@phone-only' (spread over both, so each layout still sees them).
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The built app and the mock API on one address, as `npm start` serves them.
  webServer: {
    command: 'npx tsx ../mock-server/src/main.ts',
    env: { PORT: String(port) },
    url: `${baseURL}/48213/dashboard`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
