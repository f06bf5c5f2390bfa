import { defineConfig } from 'vitest/config';

// Pact consumer tests start a mock provider each; run the files one after another so the pact
// file they share is written without races.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['pact/**/*.pact.test.ts'],
    globalSetup: ['pact/clean-pacts.ts'],
    fileParallelism: false,
    testTimeout: 30000,
    // On a loaded machine the mock provider now and then reports a request it was sent as never
    // received; each try starts a fresh mock provider, so one retry is safe.
    retry: 1,
  },
});
