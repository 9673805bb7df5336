import { defineConfig } from 'drizzle-kit';

/** The platform registry's migrations (sites, hosts, members, the network's businesses, accounts). */
export default defineConfig({
  dialect: 'turso',
  schema: ['./db/platform/schema.ts', './db/auth-schema.ts'],
  out: './db/platform/migrations',
  dbCredentials: { url: process.env['PLATFORM_DATABASE_URL'] ?? 'file:data/platform.db' },
});
