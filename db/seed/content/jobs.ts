/**
 * Demo job offers and marketplace items of Optik Sonnenberg, and the page 'Stellen & Marktplatz'
 * that shows both blocks (linked under 'Infos' in the navigation). Wired into the seed by
 * db/seed/index.ts (the rows travel with the demo content, see `DemoContent`).
 */
import type { Db } from '../../client.ts';
import { jobs, marketplaceItems } from '../../schema.ts';
import { bullets, group, localized, page, richText, type PageRows, type RichBlock } from '../builders.ts';
import { DEMO, PHOTO } from '../ids.ts';
import { INFO_MEDIA } from './area-info.ts';

/** The page id of 'Stellen & Marktplatz'. */
export const JOBS_PAGE_ID = 'page-jobs-marketplace';

export const jobsPage: PageRows = page({
  id: JOBS_PAGE_ID,
  position: 64,
  slug: { de: 'stellen-marktplatz', en: 'jobs-marketplace' },
  name: { de: 'Stellen & Marktplatz', en: 'Jobs & marketplace' },
  description: {
    de: 'Offene Stellen bei Optik Sonnenberg in Winterthur und der Marktplatz der Optikerinnen und Optiker: Fassungen, Geräte und Stellen.',
    en: 'Open positions at Optik Sonnenberg in Winterthur and the opticians’ marketplace: frames, equipment and jobs.',
  },
  groups: [
    group(
      'jobs',
      'jobs',
      {
        kicker: localized('Karriere', 'Careers'),
        title: localized('Offene Stellen', 'Open positions'),
        description: richText(
          ['Werden Sie Teil unseres Teams an der Marktgasse oder in Seen.'],
          ['Join our team at Marktgasse or in Seen.'],
        ),
      },
      { location: [], backgroundColor: 'transparent' },
    ),
    group(
      'marketplace',
      'marketplace',
      {
        kicker: localized('Netzwerk', 'Network'),
        title: localized('Marktplatz', 'Marketplace'),
        description: richText(
          ['Fassungen, Geräte und Stellen aus dem Netzwerk der Optikerinnen und Optiker.'],
          ['Frames, equipment and jobs from the opticians’ network.'],
        ),
      },
      { showFrames: true, showObjects: true, showJobs: true },
    ),
  ],
});

const text = (de: readonly RichBlock[], en: readonly RichBlock[]) => richText(de, en);

/** The demo jobs: two published, one archived (never shown to visitors). */
export const demoJobs: (typeof jobs.$inferInsert)[] = [
  {
    id: 'job-augenoptikerin-efz',
    title: 'Augenoptiker:in EFZ (80–100 %)',
    created: '2026-10-05T08:00:00.000Z',
    workQuota: '80–100 %',
    description: text(
      [
        'Sie beraten unsere Kundschaft, messen Augen und passen Brillen an.',
        bullets(['Abgeschlossene Lehre als Augenoptiker:in EFZ'], ['Freude am Kontakt mit Menschen']),
      ],
      [
        'You advise our customers, test eyes and fit glasses.',
        bullets(['Completed apprenticeship as an optician'], ['You enjoy working with people']),
      ],
    ),
    titleImageIds: [PHOTO.hero],
    branchId: DEMO.branchIds.marktgasse,
    staffFirstName: 'Anna',
    staffLastName: 'Sonnenberg',
    status: 'published',
  },
  {
    id: 'job-lernende-augenoptik',
    title: 'Lernende:r Augenoptik EFZ (Sommer 2027)',
    created: '2026-09-12T08:00:00.000Z',
    workQuota: null,
    description: text(
      ['Vier Jahre Lehre mit Werkstatt, Beratung und Berufsschule in Zürich.'],
      ['A four-year apprenticeship with workshop, advice and vocational school in Zurich.'],
    ),
    titleImageIds: [],
    branchId: DEMO.branchIds.seen,
    staffFirstName: 'Marco',
    staffLastName: 'Bernasconi',
    status: 'published',
  },
  {
    id: 'job-aushilfe-dezember',
    title: 'Aushilfe Verkauf Dezember',
    created: '2025-11-20T08:00:00.000Z',
    workQuota: '40 %',
    description: null,
    titleImageIds: [],
    branchId: DEMO.branchIds.marktgasse,
    status: 'archived',
  },
];

/** The demo marketplace items: a frame offered, an object searched, a job offered, one draft. */
export const demoMarketplaceItems: (typeof marketplaceItems.$inferInsert)[] = [
  {
    id: 'item-fassung-panto',
    kind: 'frame',
    direction: 'offering',
    title: 'Panto-Fassung Acetat, Havanna',
    costChf: 1490.5,
    created: '2026-10-20T09:00:00.000Z',
    description: text(['Ausstellungsstück, neuwertig, mit Etui.'], ['Display piece, as new, with case.']),
    titleImageId: INFO_MEDIA.framePanto,
    toBePickedUp: true,
    subjectToPostage: true,
    askingPrice: false,
    branchId: DEMO.branchIds.marktgasse,
    staffFirstName: 'Lea',
    staffLastName: 'Keller',
    status: 'published',
  },
  {
    id: 'item-spaltlampe-gesucht',
    kind: 'object',
    direction: 'searching',
    title: 'Spaltlampe gesucht',
    costChf: 2500,
    created: '2026-10-01T09:00:00.000Z',
    description: text(['Gebrauchte Spaltlampe in gutem Zustand.'], ['A used slit lamp in good condition.']),
    toBePickedUp: true,
    subjectToPostage: false,
    askingPrice: true,
    branchId: DEMO.branchIds.seen,
    staffFirstName: 'Marco',
    staffLastName: 'Bernasconi',
    status: 'published',
  },
  {
    id: 'item-stelle-aushilfe',
    kind: 'job',
    direction: 'offering',
    title: 'Aushilfe Werkstatt, Samstage',
    costChf: null,
    // Taken over without a date: visitors see 'N/A' (visitor spec §5).
    created: '',
    description: text(['Samstags 8–12 Uhr, ab Januar.'], ['Saturdays 8–12, from January.']),
    toBePickedUp: false,
    subjectToPostage: false,
    askingPrice: false,
    branchId: DEMO.branchIds.marktgasse,
    status: 'published',
  },
  {
    id: 'item-entwurf',
    kind: 'object',
    direction: 'offering',
    title: 'Entwurf: Schleifautomat',
    costChf: 900,
    created: '2026-11-01T09:00:00.000Z',
    status: 'draft',
  },
];

/**
 * Seeds the jobs and marketplace items of the rows at hand: the demo's own, or those of a site
 * made from a template (its offers name its own branches and people, and it never copies the
 * demo's marketplace items: the network marketplace lists every site's items together).
 */
export async function seedJobBoard(
  tx: Pick<Db, 'insert'>,
  content: {
    jobs: readonly (typeof jobs.$inferInsert)[];
    marketplaceItems: readonly (typeof marketplaceItems.$inferInsert)[];
  },
): Promise<void> {
  if (content.jobs.length > 0) await tx.insert(jobs).values([...content.jobs]);
  if (content.marketplaceItems.length > 0)
    await tx.insert(marketplaceItems).values([...content.marketplaceItems]);
}
