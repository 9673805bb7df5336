/**
 * Site archives over real files: the demo site (the demo seed, its photos in its media folder,
 * plus a form submission and an uploaded file) is exported, imported under a new id, and every
 * row of every table (the renamed business and branch ids aside) and every media file must come
 * back byte for byte. A tampered archive is refused before anything is created.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { submissions } from '../../../db/schema.ts';
import { DEMO } from '../../../db/seed/ids.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { mediaKey } from '../../../src/lib/media/keys.ts';
import { localMediaStore } from '../media/local-store.ts';
import { siteFolders } from './node-site.ts';
import { registerBusiness } from './provision.ts';
import { createSiteRegistry, type SiteRegistry } from './registry.ts';
import { exportSiteArchive, importSiteArchive, readSiteArchive, SiteArchiveError } from './site-archive.ts';
import { readTar, writeTar } from './tar.ts';

let dir: string;
let sitesDir: string;
let platform: PlatformDbHandle;
let registry: SiteRegistry;
const uploadKey = mediaKey({ folder: 'uploads', tenant: 'sonnenberg', objectId: 'a1b2c3', extension: 'png' });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-archive-'));
  sitesDir = join(dir, 'sites');
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  registry = createSiteRegistry(platform.db);
  const url = `file:${join(sitesDir, 'sonnenberg.db')}`;
  const handle = await openDb(url);
  const store = localMediaStore(siteFolders(sitesDir, 'sonnenberg').media);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db, { mediaStore: store });
  await handle.db.insert(submissions).values({
    id: 'sub-1',
    kind: 'contact',
    payload: { name: 'Anna Muster', message: "Grüezi, ich hätte gern 'einen' Termin.\nDanke" },
    locale: 'de',
    clientAddress: '127.0.0.1',
  });
  await store.put(uploadKey, new Uint8Array([137, 80, 78, 71, 0, 1, 2, 255]), 'image/png');
  const businessId = await registerBusiness(registry, handle.db, { canton: 'BE' });
  handle.client.close();
  await registry.createSite({
    id: 'sonnenberg',
    name: 'Optik Sonnenberg',
    hosts: ['sonnenberg.localhost'],
    locales: ['de', 'en'],
    databaseUrl: url,
    businessId,
  });
}, 60_000);
afterAll(async () => {
  platform?.client.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function allRows(url: string): Promise<Record<string, unknown[]>> {
  const handle = await openDb(url);
  const client: Client = handle.client;
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_pages_%' ORDER BY name",
    );
    const out: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`);
      out[String(name)] = rows.rows.map((row) => Object.fromEntries(rows.columns.map((c, i) => [c, row[i]])));
    }
    return out;
  } finally {
    handle.client.close();
  }
}

describe('site archives', () => {
  let archive: Uint8Array;

  it('exports the database, the media and a manifest with checksums', async () => {
    const result = await exportSiteArchive(
      { registry, sitesDir, now: () => new Date('2026-11-28T12:00:00Z') },
      'sonnenberg',
    );
    archive = result.archive;
    const { manifest } = result;
    expect(manifest.site).toEqual({
      id: 'sonnenberg',
      name: 'Optik Sonnenberg',
      locales: ['de', 'en'],
      hosts: ['sonnenberg.localhost'],
      businessId: DEMO.businessId,
      canton: 'BE',
    });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/u);
    expect(manifest.createdAt).toBe('2026-11-28T12:00:00.000Z');
    expect(manifest.files.map((f) => f.path)).toContain(`media/${uploadKey}`);
    expect(manifest.files[0]?.path).toBe('database.sql');
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/u.test(f.sha256))).toBe(true);
    expect(manifest.files.length).toBeGreaterThan(2);
  }, 60_000);

  it('imports it as a new site: every row and every media file the same', async () => {
    const site = await importSiteArchive({ registry, sitesDir }, archive, {
      as: 'sonnenberg-copy',
      hosts: ['copy.localhost'],
    });
    expect(site).toMatchObject({
      id: 'sonnenberg-copy',
      hosts: ['copy.localhost'],
      businessId: 'business-sonnenberg-copy',
    });
    const original = await allRows((await registry.site('sonnenberg'))!.databaseUrl);
    const copy = await allRows(site.databaseUrl);
    // The business and its branches carry the site id: renamed everywhere, nothing else differs.
    const branchIds = (original['branches'] as { id: string; business_id: string }[])
      .filter((b) => b.business_id === DEMO.businessId)
      .map((b) => b.id)
      .sort();
    const renames: [string, string][] = [
      [DEMO.businessId, 'business-sonnenberg-copy'],
      ...branchIds.map((id, i): [string, string] => [id, `sonnenberg-copy-branch-${i + 1}`]),
    ];
    const renamed = (value: unknown): unknown => {
      if (typeof value !== 'string') return value;
      for (const [from, to] of renames) {
        if (value === from) return to;
        value = (value as string).replaceAll(`"${from}"`, `"${to}"`);
      }
      return value;
    };
    const expected = Object.fromEntries(
      Object.entries(original).map(([table, rows]) => [
        table,
        rows.map((row) => Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, renamed(v)]))),
      ]),
    );
    expect(Object.keys(copy)).toEqual(Object.keys(original));
    expect(original['pages']?.length).toBeGreaterThan(5);
    expect(original['media']?.length).toBeGreaterThan(5);
    expect(branchIds.length).toBeGreaterThan(0);
    for (const table of Object.keys(original)) expect(copy[table], table).toEqual(expected[table]);
    expect((copy['submissions'] as { id: string }[]).map((s) => s.id)).toEqual(['sub-1']);

    const { manifest } = readSiteArchive(archive);
    const mediaFiles = manifest.files.filter((f) => f.path.startsWith('media/'));
    expect(mediaFiles.length).toBeGreaterThan(5);
    for (const file of mediaFiles) {
      const key = file.path.slice('media/'.length);
      const from = await readFile(join(siteFolders(sitesDir, 'sonnenberg').media, key));
      const to = await readFile(join(siteFolders(sitesDir, 'sonnenberg-copy').media, key));
      expect(Buffer.compare(from, to), key).toBe(0);
    }
    const [business] = await registry.businesses(['business-sonnenberg-copy']);
    expect(business).toMatchObject({ canton: 'BE' });
  }, 60_000);

  it('refuses a tampered archive and creates nothing', async () => {
    const files = readTar(gunzipSync(archive));
    const upload = files.find((f) => f.path === `media/${uploadKey}`)!;
    upload.body = new Uint8Array([...upload.body.slice(0, -1), 0]);
    const tampered = gzipSync(writeTar(files));
    await expect(importSiteArchive({ registry, sitesDir }, tampered, { as: 'tampered' })).rejects.toThrow(
      new SiteArchiveError(`checksum mismatch for media/${uploadKey}: the archive is damaged or was changed`),
    );
    expect(await registry.site('tampered')).toBeNull();
    await expect(stat(join(sitesDir, 'tampered.db'))).rejects.toThrow();
    await expect(stat(siteFolders(sitesDir, 'tampered').root)).rejects.toThrow();
    await expect(importSiteArchive({ registry, sitesDir }, new Uint8Array([1, 2, 3]))).rejects.toThrow(
      'not a site archive',
    );
  });

  it('refuses an id that exists, and undoes a failed import', async () => {
    await expect(importSiteArchive({ registry, sitesDir }, archive)).rejects.toThrow(
      'a site with the id sonnenberg exists already',
    );
    // Its host is taken at the end (registry.createSite): the database and folder go again.
    await expect(
      importSiteArchive({ registry, sitesDir }, archive, { as: 'third', hosts: ['third.localhost'] }).then(
        async () => {
          await importSiteArchive({ registry, sitesDir }, archive, {
            as: 'fourth',
            hosts: ['third.localhost'],
          });
        },
      ),
    ).rejects.toThrow('third.localhost belongs to another site');
    expect(await registry.site('fourth')).toBeNull();
    await expect(stat(join(sitesDir, 'fourth.db'))).rejects.toThrow();
  }, 60_000);
});
