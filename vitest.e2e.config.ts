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
    // A state polled for (expect.poll) gets 10 s by default, not 1 s: after a save the server
    // re-renders pages in the background (docs/decisions/0023), and reads wait behind it.
    expect: { poll: { timeout: 10_000 } },
  },
});
