import { defineConfig } from 'vitest/config';

/** Unit and API tests, beside the code. End-to-end tests have their own config. */
export default defineConfig({
  test: {
    include: ['{src,functions,party,db,scripts}/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
  },
});
