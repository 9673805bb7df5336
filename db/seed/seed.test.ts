/**
 * Tests of the demo seed on a fresh temporary libSQL file: idempotence, completeness in de and
 * en, published = draft, block field names and kinds, links, navigation, media files.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkSchema } from '../../src/lib/block-options.ts';
import type { BlockSchemaDef } from '../../src/blocks/types.ts';
import { blockSchemas } from '../../src/blocks/registry.ts';
import {
  PAGE_ROLES,
  VISITOR_LOCALES,
  type FieldContent,
  type ProseMirrorNode,
} from '../../src/lib/content.ts';
import { safeHref } from '../../src/lib/links.ts';
import { RESERVED_SEGMENTS } from '../../src/lib/routes.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { openDb, type DbHandle } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import * as schema from '../schema.ts';
import { DEMO, demoContent, demoPages, seedDemoSite } from './index.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const TABLES = [
  'settings',
  'navigation',
  'media',
  'pages',
  'groups',
  'fields',
  'businesses',
  'branches',
  'sponsor_items',
  'changelog',
] as const;

const BLOCK_SCHEMAS: Record<string, BlockSchemaDef> = blockSchemas as unknown as Record<
  string,
  BlockSchemaDef
>;

let dir: string;
let handle: DbHandle;

async function counts(h: DbHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const res = await h.client.execute(`SELECT count(*) AS n FROM ${table}`);
    out[table] = Number(res.rows[0]?.['n']);
  }
  return out;
}

function walk(node: ProseMirrorNode | null | undefined, visit: (n: ProseMirrorNode) => void): void {
  if (!node) return;
  visit(node);
  for (const child of node.content ?? []) walk(child, visit);
}

function localizedTexts(content: FieldContent | null | undefined): string[] {
  if (!content || content.kind !== 'localized') return [];
  return VISITOR_LOCALES.map((l) => content.values[l]?.text ?? '');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-seed-'));
  handle = await openDb(`file:${join(dir, 'seed.db')}`);
  await migrateDb(handle.db);
});

afterAll(async () => {
  handle?.client.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('seedDemoSite', () => {
  it('seeds once and is idempotent', async () => {
    expect(await seedDemoSite(handle.db)).toEqual({ created: true });
    const first = await counts(handle);
    expect(first).toMatchObject({
      settings: 1,
      navigation: 1,
      media: demoContent().media.length,
      pages: demoPages.length,
      businesses: 1,
      branches: 2,
      changelog: 2,
    });
    expect(first['sponsor_items']).toBe(7);
    expect(await seedDemoSite(handle.db)).toEqual({ created: false });
    expect(await counts(handle)).toEqual(first);
  });

  it('publishes everything: published copies equal the drafts', async () => {
    const db = handle.db;
    for (const p of await db.select().from(schema.pages)) {
      expect(p.status).toBe('published');
      expect(p.publishedAt).toBeTruthy();
      expect(p.publishedSlug).toEqual(p.slug);
      expect(p.publishedMeta).toEqual(p.meta);
      expect(p.meta.disallowedLanguages).toEqual([]);
    }
    for (const g of await db.select().from(schema.groups)) {
      expect(g.status).toBe('published');
      expect(g.publishedAt).toBeTruthy();
      expect([g.publishedPosition, g.publishedOptions, g.publishedMeta, g.publishedVersion]).toEqual([
        g.position,
        g.options,
        g.meta,
        g.version,
      ]);
    }
    for (const f of await db.select().from(schema.fields)) {
      expect(f.publishedAt).toBeTruthy();
      expect([f.publishedContent, f.publishedOptions, f.publishedMediaId, f.publishedVisible]).toEqual([
        f.content,
        f.options,
        f.mediaId,
        f.visible,
      ]);
    }
    const [nav] = await db.select().from(schema.navigation);
    expect(nav?.published).toEqual(nav?.draft);
    const [site] = await db.select().from(schema.settings);
    expect(site?.published).toEqual(site?.draft);
  });

  it('gives every page a de and en slug, name and description; slugs are unique and not reserved', async () => {
    const rows = await handle.db.select().from(schema.pages);
    expect(rows).toHaveLength(demoPages.length);
    for (const locale of VISITOR_LOCALES) {
      const seen = new Set<string>();
      for (const p of rows) {
        expect(p.slug[locale], `${p.id} slug ${locale}`).toBeTruthy();
        expect(p.meta.name[locale], `${p.id} name ${locale}`).toBeTruthy();
        expect(p.meta.description?.[locale], `${p.id} description ${locale}`).toBeTruthy();
        const key = `${p.collection ?? ''}/${p.slug[locale]}`;
        expect(seen.has(key), `duplicate slug ${key}`).toBe(false);
        seen.add(key);
        expect((RESERVED_SEGMENTS as readonly string[]).includes(p.slug[locale] ?? '')).toBe(false);
      }
    }
  });

  it('has every role page once, three team pages and three service pages', async () => {
    const rows = await handle.db.select().from(schema.pages);
    for (const role of PAGE_ROLES)
      expect(
        rows.filter((p) => p.role === role),
        role,
      ).toHaveLength(1);
    expect(rows.find((p) => p.role === 'home')?.id).toBe(DEMO.homePageId);
    expect(rows.find((p) => p.role === 'home')?.slug).toEqual({ de: '~home', en: '~home' });
    const team = rows.filter((p) => p.collection === 'team').sort((a, b) => a.position - b.position);
    expect(team.map((p) => p.id)).toEqual([...DEMO.teamPageIds]);
    const services = rows.filter((p) => p.collection === 'service').sort((a, b) => a.position - b.position);
    expect(services.map((p) => p.id)).toEqual([...DEMO.servicePageIds]);
    const game = rows.filter((p) => p.role?.startsWith('urban-golf-'));
    expect(game.map((p) => p.id).sort()).toEqual(Object.values(DEMO.gamePageIds).sort());
  });

  it('gives every localized field non-empty de and en text without ß', async () => {
    const rows = await handle.db.select().from(schema.fields);
    for (const f of rows) {
      for (const text of localizedTexts(f.content)) {
        expect(text.trim(), `${f.id}`).not.toBe('');
        expect(text, `${f.id}`).not.toContain('ß');
      }
    }
  });

  it('uses the fields and options the block schemas declare', async () => {
    const groups = await handle.db.select().from(schema.groups);
    const fields = await handle.db.select().from(schema.fields);
    for (const g of groups) {
      const def = BLOCK_SCHEMAS[g.type];
      const own = fields.filter((f) => f.groupId === g.id);
      expect(def, `${g.id}: unknown block type ${g.type}`).toBeDefined();
      if (!def) continue;
      const parsed = v.parse(def.options, g.options) as Record<string, unknown>;
      for (const [key, value] of Object.entries(g.options))
        expect(parsed[key], `${g.id}.${key}`).toEqual(value);
      for (const f of own) {
        const spec = def.fields.find((s) => s.name === f.name);
        expect(spec, `${f.id} is not a ${g.type} field`).toBeDefined();
        const kind = spec?.kind;
        if (kind === 'media') expect(f.mediaId, f.id).toBeTruthy();
        else if (kind === 'single') expect(f.content?.kind, f.id).toBe('single');
        else expect(f.content?.kind, f.id).toBe('localized');
        if (kind === 'richText' && f.content?.kind === 'localized') {
          for (const l of VISITOR_LOCALES) expect(f.content.values[l]?.json?.type, f.id).toBe('doc');
        }
        if (kind === 'button') expect(v.safeParse(LinkSchema, f.options['link']).success, f.id).toBe(true);
      }
    }
    const game = groups.filter((g) => g.type === 'gameSetup').map((g) => g.options['game']);
    expect(game.sort()).toEqual(['addPlayers', 'coupon', 'share', 'start']);
    expect(groups.find((g) => g.type === 'scoreTracker')?.options).toEqual({ score: 'card' });
  });

  it('numbers group positions from 0 per parent and page positions uniquely per collection', async () => {
    const pages = await handle.db.select().from(schema.pages);
    const groups = await handle.db.select().from(schema.groups);
    const parents = new Set(groups.map((g) => `${g.pageId}/${g.parentId ?? ''}`));
    for (const parent of parents) {
      const positions = groups
        .filter((g) => `${g.pageId}/${g.parentId ?? ''}` === parent)
        .map((g) => g.position);
      expect(
        positions.sort((a, b) => a - b),
        parent,
      ).toEqual(positions.map((_, i) => i));
    }
    for (const collection of [null, 'team', 'service', 'testimonial', 'map']) {
      const positions = pages.filter((p) => p.collection === collection).map((p) => p.position);
      expect(new Set(positions).size, String(collection)).toBe(positions.length);
    }
  });

  it('links only to existing pages and safe urls', async () => {
    const pageIds = new Set((await handle.db.select().from(schema.pages)).map((p) => p.id));
    const fields = await handle.db.select().from(schema.fields);
    let links = 0;
    for (const f of fields) {
      const link = f.options['link'] as { type: string; page?: { id: string } } | undefined;
      if (link?.type === 'page') expect(pageIds.has(link.page?.id ?? ''), f.id).toBe(true);
      if (f.content?.kind !== 'localized') continue;
      for (const l of VISITOR_LOCALES) {
        walk(f.content.values[l]?.json, (n) => {
          for (const mark of n.marks ?? []) {
            if (mark.type !== 'link') continue;
            links++;
            const href = String(mark.attrs?.['href']);
            if (href.startsWith('page:')) expect(pageIds.has(href.slice(5)), f.id).toBe(true);
            else expect(safeHref(href), `${f.id}: ${href}`).toBe(href);
          }
        });
      }
    }
    expect(links).toBeGreaterThan(0);
  });

  it('navigation references only existing pages', async () => {
    const pageIds = new Set((await handle.db.select().from(schema.pages)).map((p) => p.id));
    const [nav] = await handle.db.select().from(schema.navigation);
    const tree = nav?.published;
    expect(tree?.containers.map((c) => c.label.de)).toEqual([
      'Start',
      'Über uns',
      'Dienstleistungen',
      'Infos',
      'Urban Golf',
      'Kontakt',
    ]);
    for (const c of tree?.containers ?? []) {
      expect(c.label.en).toBeTruthy();
      if (c.pageId) expect(pageIds.has(c.pageId), c.id).toBe(true);
      for (const child of c.children) expect(pageIds.has(child.pageId), child.id).toBe(true);
    }
  });

  it('has the sponsoring page with the open sponsor form, linked under Infos', async () => {
    const db = handle.db;
    const [sponsorPage] = await db
      .select()
      .from(schema.pages)
      .where(sql`id = ${DEMO.sponsorPageId}`);
    expect(sponsorPage?.slug).toEqual({ de: 'sponsoring', en: 'sponsoring' });
    const [form] = await db
      .select()
      .from(schema.groups)
      .where(sql`id = ${DEMO.sponsorFormGroupId}`);
    expect(form).toMatchObject({
      pageId: DEMO.sponsorPageId,
      type: 'aspectSponsorForm',
      position: 1,
      publishedOptions: { bookingsClosed: false },
    });
    const formFields = await db
      .select()
      .from(schema.fields)
      .where(sql`group_id = ${DEMO.sponsorFormGroupId}`);
    expect(formFields.map((f) => f.name).sort()).toEqual(['description', 'title']);
    const [nav] = await db.select().from(schema.navigation);
    const infos = nav?.published?.containers.find((c) => c.label.de === 'Infos');
    expect(infos?.children.map((c) => c.pageId)).toContain(DEMO.sponsorPageId);
  });

  it('references only existing media; the drawn ones are small SVG files under public/demo', async () => {
    const db = handle.db;
    const media = new Map((await db.select().from(schema.media)).map((m) => [m.id, m]));
    const fields = await db.select().from(schema.fields);
    const pages = await db.select().from(schema.pages);
    const refs = [
      ...fields.flatMap((f) => [f.mediaId, f.publishedMediaId]),
      ...pages.map((p) => p.meta.ogImageId),
    ].filter((id): id is string => !!id);
    expect(refs.length).toBeGreaterThan(0);
    for (const id of refs) expect(media.has(id), id).toBe(true);
    expect([...media.keys()].sort()).toEqual(
      demoContent()
        .media.map((m) => m.id)
        .sort(),
    );
    for (const id of DEMO.mediaIds) expect(media.has(id), id).toBe(true);
    for (const m of [...media.values()].filter((row) => row.extension === 'svg')) {
      expect(m.publicUrl).toBe(`/demo/${m.objectId}.svg`);
      expect(m.alt?.de && m.alt.en).toBeTruthy();
      const path = join(PUBLIC_DIR, m.publicUrl);
      const file = await readFile(path, 'utf8');
      expect((await stat(path)).size, m.id).toBe(m.fileSize);
      expect(m.fileSize).toBeLessThan(6 * 1024);
      const root = /<svg[^>]*>/.exec(file)?.[0] ?? '';
      expect(root).toContain(`width="${m.width}"`);
      expect(root).toContain(`height="${m.height}"`);
      expect(root).toContain(`viewBox="0 0 ${m.width} ${m.height}"`);
      expect(file).not.toMatch(/(href|src)="(https?:|\/\/|data:)/);
    }
  });

  it('stores readable settings, the directory entry, sponsor prices and changelog', async () => {
    const db = handle.db;
    const [site] = await db.select().from(schema.settings);
    const settings = readSettings(site?.published);
    expect(settings.business).toMatchObject({ name: 'Optik Sonnenberg', businessId: DEMO.businessId });
    expect(settings.business.email).toBe('info@optik-sonnenberg.ch');
    expect(settings.theme.primary).toBe('73,157,221');
    expect(settings.bookingButton).toMatchObject({
      active: true,
      url: 'https://booking.example.invalid/optik-sonnenberg',
    });
    expect(settings.editor.locale).toBe('de');

    const [business] = await db.select().from(schema.businesses);
    expect(business).toMatchObject({ id: DEMO.businessId, healthOptics: true });
    const branches = await db.select().from(schema.branches);
    expect(branches.map((b) => b.id).sort()).toEqual(Object.values(DEMO.branchIds).sort());
    for (const b of branches) {
      expect(b.zip).toMatch(/^840[05]$/);
      expect(b.latitude).toBeCloseTo(47.5, 1);
      expect(b.longitude).toBeCloseTo(8.73, 1);
      expect(b.openingHours.filter((h) => h.day === 1)).toEqual([
        { day: 1, open: '09:00', close: '12:00' },
        { day: 1, open: '13:30', close: '18:30' },
      ]);
      expect(b.openingHours.filter((h) => h.day === 7)).toEqual([]);
      expect(b.specialHours.some((h) => h.open === '00:30' && h.close === '00:30')).toBe(true);
    }

    const items = await db.select().from(schema.sponsorItems);
    expect(Object.fromEntries(items.map((i) => [i.key, i.priceChf]))).toEqual({
      hauptsponsor: 29000,
      standprasenz6m: 1800,
      standprasenz9m: 2700,
      stehlunch: 2500,
      nachmittagpause: 2000,
      vormittagspause: 2000,
      stehlunch2: 2500,
    });
    expect(items.find((i) => i.key === 'hauptsponsor')?.capacity).toBe(1);
    expect(items.map((i) => i.key).sort()).toEqual([...DEMO.sponsorItemKeys].sort());
    const log = await db.select().from(schema.changelog);
    for (const entry of log) expect(entry.textDe && entry.textFr).toBeTruthy();
  });
});

describe('seedDemoSite rollback', () => {
  it('leaves nothing behind when an insert fails', async () => {
    const failDir = await mkdtemp(join(tmpdir(), 'lunette-seed-fail-'));
    const h = await openDb(`file:${join(failDir, 'seed.db')}`);
    try {
      await migrateDb(h.db);
      // A conflicting page without settings makes the seed fail half-way.
      await h.db.insert(schema.pages).values({ id: DEMO.homePageId, slug: { de: 'x' }, meta: { name: {} } });
      await expect(seedDemoSite(h.db)).rejects.toThrow();
      const left = await h.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM settings`);
      expect(Number(left[0]?.n)).toBe(0);
      expect(Object.values(await counts(h)).reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      h.client.close();
      await rm(failDir, { recursive: true, force: true });
    }
  });
});
