import { configDefaults, defineConfig } from 'vitest/config';

/** Unit and API tests, beside the code. End-to-end tests have their own config. */
export default defineConfig({
  test: {
    include: [
      '{src,functions,party,db,scripts}/**/*.test.{ts,tsx}',
      'tests/security/**/*.test.ts',
      'tests/fixtures/**/*.test.ts',
    ],
    // Browser suites in tests/security run with the e2e config (they need the built site).
    exclude: [...configDefaults.exclude, '**/*.e2e.test.ts'],
    environment: 'node',
    allowOnly: false,
  },
});
