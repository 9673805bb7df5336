import { defineConfig } from 'vitest/config';

/** End-to-end: the whole system started once (tests/e2e/global-setup.ts), driven in Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/security/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    allowOnly: false,
  },
});
