/**
 * The demo job board in a network site's copy of the demo: its branches carry the site id as a
 * prefix, and the seeded jobs and items name those branches; the blank template has none.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { loadJobBoard } from '../snapshot-jobs.ts';
import { JOBS_PAGE_ID } from './content/jobs.ts';
import { seedDemoSite } from './index.ts';
import { SEEBLICK, templateContent } from './templates.ts';

describe('seedJobBoard', () => {
  it("names a network site's own branches", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lunette-jobs-seed-'));
    const handle = await openDb(`file:${join(dir, 'site.db')}`);
    try {
      await migrateDb(handle.db);
      const content = templateContent('demo', SEEBLICK);
      for (const row of content.branches) row.id = `seeblick-${row.id}`;
      await seedDemoSite(handle.db, { content });
      const board = await loadJobBoard(handle.db, 'published', 'seeblick');
      expect(board.offers.map((j) => j.branch?.id)).toEqual([
        'seeblick-branch-marktgasse',
        'seeblick-branch-seen',
      ]);
      expect(board.marketplace.every((i) => i.siteId === 'seeblick')).toBe(true);
    } finally {
      handle.client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves the blank template without the page', () => {
    expect(templateContent('blank', SEEBLICK).pages.some((p) => p.id === JOBS_PAGE_ID)).toBe(false);
  });
});
