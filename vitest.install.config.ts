import { defineConfig } from 'vitest/config';

/** The production-install check (tests/install): a fresh clone, `npm install --omit=dev`, `npm start`. */
export default defineConfig({
  test: {
    include: ['tests/install/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 60_000,
    allowOnly: false,
  },
});
