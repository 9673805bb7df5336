/**
 * The job board of a site made from the demo template: its offers name its own branches (their
 * ids carry the site's id) and its own people, and it never copies the demo's marketplace items
 * (the network marketplace lists every site's items, so a copy would show each item twice); the
 * blank template has no job board at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { loadJobBoard } from '../snapshot-jobs.ts';
import { DEMO_PEOPLE } from './content/team.ts';
import { demoMarketplaceItems, JOBS_PAGE_ID } from './content/jobs.ts';
import { seedDemoSite } from './index.ts';
import { SEEBLICK, templateContent } from './templates.ts';

const demoSurnames = new Set<string>(Object.values(DEMO_PEOPLE).map((person) => person.last));
const demoItemIds = new Set(demoMarketplaceItems.map((item) => item.id));

async function seededBoard(content: ReturnType<typeof templateContent>, siteId: string) {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-jobs-seed-'));
  const handle = await openDb(`file:${join(dir, 'site.db')}`);
  try {
    await migrateDb(handle.db);
    await seedDemoSite(handle.db, { content });
    return await loadJobBoard(handle.db, 'published', siteId);
  } finally {
    handle.client.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('seedJobBoard', () => {
  it("names a network site's own branches and people", async () => {
    const board = await seededBoard(templateContent('demo', SEEBLICK, { siteId: 'seeblick' }), 'seeblick');
    expect(board.offers.map((j) => j.branch?.id)).toEqual(['seeblick-branch-1', 'seeblick-branch-2']);
    expect(board.offers.map((j) => j.branch?.name)).toEqual([
      'Optik Seeblick Altstadt',
      'Optik Seeblick Neustadt',
    ]);
    expect(board.offers.map((j) => j.staffMember)).toEqual([
      { firstName: 'Nadia', lastName: 'Imhof' },
      { firstName: 'Fabio', lastName: 'Ferretti' },
    ]);
  });

  it("gives a network site its own marketplace items, never the demo's", async () => {
    const board = await seededBoard(templateContent('demo', SEEBLICK, { siteId: 'seeblick' }), 'seeblick');
    expect(board.marketplace.map((i) => i.title).sort()).toEqual([
      'Autorefraktometer gesucht',
      'Rundbrille Titan, Roségold',
    ]);
    expect(board.marketplace.every((i) => i.siteId === 'seeblick' && !demoItemIds.has(i.id))).toBe(true);
    expect(board.marketplace.map((i) => i.branch?.id).sort()).toEqual([
      'seeblick-branch-1',
      'seeblick-branch-2',
    ]);
    for (const item of board.marketplace)
      expect(demoSurnames.has(item.staffMember?.lastName ?? '')).toBe(false);
  });

  it('gives a new business without items of its own none, and its one branch every offer', async () => {
    const content = templateContent(
      'demo',
      { name: 'Optik Drittbach', city: 'Bern' },
      { siteId: 'drittbach' },
    );
    expect(content.marketplaceItems).toEqual([]);
    const board = await seededBoard(content, 'drittbach');
    expect(board.marketplace).toEqual([]);
    expect(board.offers.map((j) => j.branch?.id)).toEqual(['drittbach-branch-1', 'drittbach-branch-1']);
    for (const offer of board.offers) expect(demoSurnames.has(offer.staffMember?.lastName ?? '')).toBe(false);
  });

  it('leaves the blank template without the page, the offers and the items', () => {
    const content = templateContent('blank', SEEBLICK);
    expect(content.pages.some((p) => p.id === JOBS_PAGE_ID)).toBe(false);
    expect(content.jobs).toEqual([]);
    expect(content.marketplaceItems).toEqual([]);
  });
});
