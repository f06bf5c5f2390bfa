import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Component tests drive a real DOM; on a busy two-core machine a journey takes seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest'],
    env: { TZ: 'Europe/London' },
  },
});
