/**
 * When `npm start` rebuilds: a full build only for changed sources; changed published content
 * re-renders the pages; draft saves (revision numbers) count as no change at all.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { fields, pages } from '../db/schema.ts';
import { PAGE } from '../db/seed/ids.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import {
  isBuildRecord,
  isPagesRecord,
  pagesStamp,
  planRebuild,
  readRecord,
  sourcesStamp,
  writeRecord,
  type PagesRecord,
} from './site-stamp.ts';

let dir: string;
let handle: DbHandle;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-stamp-'));
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
}, 60_000);
afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const builtAt = '2026-11-28T10:00:00.000Z';
const pagesOf = (content: string, paths: string[] = ['/de/', '/en/']): PagesRecord => ({ content, paths });

describe('planRebuild', () => {
  it('builds when there is no finished build, the sources changed, or a build is forced', () => {
    const now = { sources: 's1', pages: pagesOf('c1') };
    expect(planRebuild({ built: null, shown: pagesOf('c1'), ...now })).toEqual({ kind: 'build' });
    expect(planRebuild({ built: { sources: 's0', builtAt }, shown: pagesOf('c1'), ...now })).toEqual({
      kind: 'build',
    });
    expect(
      planRebuild({ built: { sources: 's1', builtAt }, shown: pagesOf('c1'), ...now, force: true }),
    ).toEqual({ kind: 'build' });
  });

  it('does nothing when sources and content are those of the pages', () => {
    expect(
      planRebuild({
        built: { sources: 's1', builtAt },
        shown: pagesOf('c1'),
        sources: 's1',
        pages: pagesOf('c1'),
      }),
    ).toEqual({ kind: 'none' });
  });

  it('re-renders when only the content changed, removing the pages that are gone', () => {
    expect(
      planRebuild({
        built: { sources: 's1', builtAt },
        shown: pagesOf('c1', ['/de/', '/de/alt', '/en/']),
        sources: 's1',
        pages: pagesOf('c2', ['/de/', '/de/neu', '/en/']),
      }),
    ).toEqual({ kind: 'render', removedPaths: ['/de/alt'] });
    expect(
      planRebuild({ built: { sources: 's1', builtAt }, shown: null, sources: 's1', pages: pagesOf('c2') }),
    ).toEqual({ kind: 'render', removedPaths: [] });
  });
});

describe('pagesStamp', () => {
  it('ignores draft saves (revisions, draft text) and follows what is published', async () => {
    const before = await pagesStamp(handle.db);
    expect(before.paths).toContain('/de/');
    expect(before.paths).toContain('/en/');

    // An editor saves drafts: revision numbers go up, the draft text changes, nothing is published.
    await handle.db.update(fields).set({
      revision: sql`${fields.revision} + 7`,
      content: { kind: 'localized', values: { de: { text: 'Entwurf' } } },
    });
    await handle.db.update(pages).set({ revision: sql`${pages.revision} + 3` });
    expect(await pagesStamp(handle.db)).toEqual(before);

    // A publish changes what a page shows.
    const [field] = await handle.db.select().from(fields).where(eq(fields.pageId, PAGE.home)).limit(1);
    await handle.db
      .update(fields)
      .set({ publishedContent: { kind: 'localized', values: { de: { text: 'Neu veröffentlicht' } } } })
      .where(eq(fields.id, field!.id));
    const after = await pagesStamp(handle.db);
    expect(after.content).not.toBe(before.content);
    expect(after.paths).toEqual(before.paths);
  });
});

describe('sourcesStamp', () => {
  it('changes with a source file and ignores tests', async () => {
    const root = join(dir, 'project');
    await mkdir(join(root, 'src'), { recursive: true });
    await writeFile(join(root, 'src', 'page.ts'), 'export const a = 1;\n');
    await writeFile(join(root, 'astro.config.mjs'), 'export default {};\n');
    const first = await sourcesStamp(root);
    await writeFile(join(root, 'src', 'page.test.ts'), 'test\n');
    expect(await sourcesStamp(root)).toBe(first);
    await writeFile(join(root, 'src', 'page.ts'), 'export const a = 2;\n');
    expect(await sourcesStamp(root)).not.toBe(first);
  });
});

describe('record files', () => {
  it('read back what was written; a half-written or foreign file reads as none', async () => {
    const file = join(dir, 'record.json');
    await writeRecord(file, { sources: 's1', builtAt });
    expect(await readRecord(file, isBuildRecord)).toEqual({ sources: 's1', builtAt });
    expect(await readRecord(file, isPagesRecord)).toBeNull();
    await writeFile(file, '{"sources": "s1", "bui');
    expect(await readRecord(file, isBuildRecord)).toBeNull();
    // The old single-stamp format asks for one build.
    await writeFile(file, JSON.stringify({ stamp: 'abc', builtAt }));
    expect(await readRecord(file, isBuildRecord)).toBeNull();
    expect(await readFile(file, 'utf8')).toContain('stamp');
  });
});
