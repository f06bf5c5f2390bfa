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
    // No retries: a pact test that fails once is a real failure (pact-setup waits for the mock
    // provider to count what it answered, the cause of the old "expected but not received").
    retry: 0,
  },
});
