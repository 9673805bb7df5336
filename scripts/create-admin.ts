/**
 * Creates the first admin in any database (e.g. production Turso), without starting the site:
 * `LUNETTE_ADMIN_EMAIL=... LUNETTE_ADMIN_PASSWORD=... DATABASE_URL=libsql://... DATABASE_AUTH_TOKEN=...
 * node_modules/.bin/node scripts/create-admin.ts`. Applies pending migrations first; never changes an
 * existing account. Without the two variables and with no editor yet, it generates an admin and
 * prints its password once (like `npm start`).
 */
import { randomBytes } from 'node:crypto';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { bootstrapAdmin } from '../functions/auth/bootstrap.ts';
import { createAuthService } from '../functions/auth/service.ts';

const handle = await openDb();
try {
  await migrateDb(handle.db);
  // Creating an account does not sign anything: any secret will do when AUTH_SECRET is unset.
  const auth = createAuthService(handle.db, {
    secret: process.env['AUTH_SECRET'] || randomBytes(48).toString('base64url'),
    siteUrl: process.env['PUBLIC_SITE_URL'] ?? 'http://localhost:4321',
  });
  const result = await bootstrapAdmin({ db: handle.db, auth, env: process.env });
  if (result.action === 'none') console.log('nothing to do: the admin (or another editor) exists already');
} finally {
  handle.client.close();
}
