import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    // Each test starts Prism (the mock and the validating proxy) on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
