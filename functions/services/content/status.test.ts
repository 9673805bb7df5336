/** The per-page loader over a fresh seeded libSQL file: both sides exactly as loadSite gives them. */
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../db/snapshot.ts';
import { loadPageSides } from './status.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();

describe('loadPageSides', () => {
  it('gives every page exactly as loadSite does, on both sides', async () => {
    const [draft, published] = await Promise.all([loadSite(t.db, 'draft'), loadSite(t.db, 'published')]);
    for (const page of draft.pages) {
      const sides = await loadPageSides(t.db, page.id);
      expect(sides!.draft).toEqual(page);
      expect(sides!.published).toEqual(published.pages.find((p) => p.id === page.id) ?? null);
    }
    expect(await loadPageSides(t.db, 'page-nope')).toBeNull();
  });
});
