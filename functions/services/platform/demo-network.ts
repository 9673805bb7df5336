/**
 * The network `npm start` shows on its first start: the default site (Optik Sonnenberg in
 * Winterthur, the database of DATABASE_URL, served on localhost and optik-sonnenberg.localhost)
 * and a second business in another canton (Optik Seeblick in Lucerne, on optik-seeblick.localhost:
 * the demo template with its own address, branches, opening hours, people, colours and
 * marketplace items, db/seed/content/seeblick.ts), so that the isolation of sites is visible at
 * once. Later starts change nothing: a site removed with `npm run site -- remove` stays removed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { settings } from '../../../db/schema.ts';
import { seedNetworkDirectory } from '../../../db/seed/content/network-directory.ts';
import { SEEBLICK } from '../../../db/seed/templates.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { siteIdFromName } from '../../../src/lib/platform/sites.ts';
import { provisionSite, registerBusiness } from './provision.ts';
import type { SiteRegistry } from './registry.ts';

export const SECOND_DEMO_SITE = {
  id: 'optik-seeblick',
  host: 'optik-seeblick.localhost',
  canton: 'LU',
} as const;

export async function ensureDemoNetwork({
  registry,
  defaultDb,
  defaultUrl,
  sitesDir,
  log,
}: {
  registry: SiteRegistry;
  defaultDb: Db;
  defaultUrl: string;
  sitesDir: string;
  log: (message: string) => void;
}): Promise<void> {
  if (await registry.defaultSite()) return;
  const [row] = await defaultDb
    .select({ published: settings.published })
    .from(settings)
    .where(eq(settings.id, 'site'));
  const name = readSettings(row?.published).business.name || 'Lunette';
  const id = siteIdFromName(name) || 'default';
  const businessId = await registerBusiness(registry, defaultDb, { canton: 'ZH' });
  await registry.createSite({
    id,
    name,
    hosts: [`${id}.localhost`],
    locales: ['de', 'en'],
    databaseUrl: defaultUrl,
    businessId,
    isDefault: true,
  });
  log(`network registry created: ${name} is the default site`);
  log(`network directory seeded: ${await seedNetworkDirectory(registry.db)} businesses`);
  if (await registry.site(SECOND_DEMO_SITE.id)) return;
  await provisionSite(
    { registry, sitesDir },
    {
      id: SECOND_DEMO_SITE.id,
      hosts: [SECOND_DEMO_SITE.host],
      template: 'demo',
      business: SEEBLICK,
      canton: SECOND_DEMO_SITE.canton,
    },
  );
  log(`second demo site seeded: ${SEEBLICK.name} on ${SECOND_DEMO_SITE.host}`);
}
