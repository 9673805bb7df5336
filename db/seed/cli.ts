/**
 * CLI: opens the database from DATABASE_URL, applies migrations and seeds the demo site.
 * Usage: DATABASE_URL=file:data/lunette.db node db/seed/cli.ts
 */
import { openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { seedDemoSite } from './index.ts';

const { db, client } = await openDb(process.env['DATABASE_URL']);
try {
  await migrateDb(db);
  const { created } = await seedDemoSite(db);
  console.log(created ? 'seeded demo site' : 'demo site already present');
} finally {
  client.close();
}
