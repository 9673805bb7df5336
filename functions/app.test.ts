/**
 * API tests: the real app over a fresh, migrated and seeded libSQL file, through `app.request()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { fields, groups, pages } from '../db/schema.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { createApp } from './app.ts';

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-api-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  app = createApp({ db: handle.db, services: { now: () => new Date('2026-11-22T10:00:00Z') } });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

async function getJson(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON paths
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('GET /api/v1/health', () => {
  it('reports the database as ok', async () => {
    const { status, body } = await getJson('/api/v1/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', time: '2026-11-22T10:00:00.000Z' },
    });
  });
});

describe('GET /api/v1/page/get', () => {
  it('returns the home page with its blocks for an empty slug', async () => {
    const { status, body } = await getJson('/api/v1/page/get?locale=de&slug=');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.page.role).toBe('home');
    expect(body.data.page.groups.map((g: { type: string }) => g.type)).toContain('hero');
    expect(body.data.paths).toEqual([
      { locale: 'de', path: '/de/' },
      { locale: 'en', path: '/en/' },
    ]);
  });
  it('resolves localized slugs, tilde roles and collection items', async () => {
    expect((await getJson('/api/v1/page/get?locale=en&slug=contact')).body.data.page.role).toBe('contact');
    expect((await getJson('/api/v1/page/get?locale=de&slug=~imprint')).body.data.page.role).toBe('imprint');
    const team = await getJson('/api/v1/page/get?locale=de&slug=~home');
    expect(team.status).toBe(200);
  });
  it('answers 404 with a translated message for an unknown page', async () => {
    const de = await getJson('/api/v1/page/get?locale=de&slug=gibt-es-nicht');
    expect(de.status).toBe(404);
    expect(de.body).toEqual({
      success: false,
      error: { code: 'page_not_found', message: 'Diese Seite gibt es nicht' },
    });
    const en = await getJson('/api/v1/page/get?locale=en&slug=nope', { 'accept-language': 'en-GB' });
    expect(en.body.error.message).toBe('This page does not exist');
  });
  it('rejects invalid input with 400 and names the problem', async () => {
    const badLocale = await getJson('/api/v1/page/get?locale=xx&slug=');
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.success).toBe(false);
    expect(badLocale.body.error.code).toBe('invalid_input');
    expect(badLocale.body.error.message).toContain('locale');
    const missing = await getJson('/api/v1/page/get?locale=de');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('id or slug is required');
    const injection = await getJson(`/api/v1/page/get?slug=${encodeURIComponent('<script>')}`);
    expect(injection.status).toBe(400);
    expect(JSON.stringify(injection.body)).not.toContain('<script>');
  });
});

describe('GET /api/v1/page/info', () => {
  it('gives slugs and paths for every locale', async () => {
    const page = (await getJson('/api/v1/page/get?locale=de&slug=~contact')).body.data.page;
    const { status, body } = await getJson(`/api/v1/page/info?id=${page.id}`);
    expect(status).toBe(200);
    expect(body.data.availableSlugs).toEqual({ de: `/de/${page.slug.de}`, en: `/en/${page.slug.en}` });
    const en = await getJson(`/api/v1/page/info?id=${page.id}&lang=en`);
    expect(en.body.data).toMatchObject({ lang: 'en', slug: page.slug.en, path: `/en/${page.slug.en}` });
  });
  it('never answers a page password', async () => {
    const contact = (await getJson('/api/v1/page/get?locale=de&slug=~contact')).body.data.page;
    const [row] = await handle.db.select().from(pages).where(eq(pages.id, contact.id));
    if (!row) throw new Error('the demo has no contact page');
    const secret = 'geheim-Passwort-123';
    await handle.db
      .update(pages)
      .set({ publishedMeta: { ...(row.publishedMeta ?? row.meta), password: secret } })
      .where(eq(pages.id, contact.id));
    const answers = [
      await getJson('/api/v1/page/get?locale=de&slug=~contact'),
      await getJson(`/api/v1/page/get?id=${contact.id}`),
      await getJson(`/api/v1/page/info?id=${contact.id}`),
      await getJson(`/api/v1/page/info?id=${contact.id}&lang=de`),
    ];
    // A protected page's content is behind its password form: page/get refuses it, info stays.
    expect(answers.map((a) => a.status)).toEqual([403, 403, 200, 200]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(secret);
    expect(answers[2]?.body.data.meta.name).toEqual(contact.meta.name);
    await handle.db.update(pages).set({ publishedMeta: row.publishedMeta }).where(eq(pages.id, contact.id));
  });
  it('leaves hidden fields and groups out of page/get', async () => {
    const home = (await getJson('/api/v1/page/get?locale=de&slug=')).body.data.page;
    const [group] = home.groups as { id: string; fields: Record<string, { id: string; content: unknown }> }[];
    const field = Object.values(group?.fields ?? {}).find((f) => JSON.stringify(f.content).length > 20);
    if (!group || !field) throw new Error('the demo home page has no field with text');
    const text = JSON.stringify(field.content);
    await handle.db.update(fields).set({ publishedVisible: false }).where(eq(fields.id, field.id));
    const hiddenField = JSON.stringify((await getJson('/api/v1/page/get?locale=de&slug=')).body);
    expect(hiddenField).not.toContain(field.id);
    expect(hiddenField).not.toContain(text);
    await handle.db.update(fields).set({ publishedVisible: true }).where(eq(fields.id, field.id));
    const [stored] = await handle.db.select().from(groups).where(eq(groups.id, group.id));
    await handle.db
      .update(groups)
      .set({ publishedMeta: { disallowedLanguages: ['en'] } })
      .where(eq(groups.id, group.id));
    const en = JSON.stringify((await getJson('/api/v1/page/get?locale=en&slug=')).body);
    expect(en).not.toContain(group.id);
    expect(JSON.stringify((await getJson('/api/v1/page/get?locale=de&slug=')).body)).toContain(group.id);
    await handle.db
      .update(groups)
      .set({ publishedMeta: stored?.publishedMeta ?? null })
      .where(eq(groups.id, group.id));
  });
  it('validates the id', async () => {
    expect((await getJson('/api/v1/page/info')).status).toBe(400);
    expect((await getJson('/api/v1/page/info?id=does-not-exist')).status).toBe(404);
  });
});

describe('GET /api/v1/navigation and /settings', () => {
  it('resolves navigation links per locale', async () => {
    const de = await getJson('/api/v1/navigation?locale=de');
    const en = await getJson('/api/v1/navigation?locale=en');
    expect(de.status).toBe(200);
    expect(de.body.data.links.length).toBeGreaterThan(0);
    for (const link of de.body.data.links) if (link.href) expect(link.href).toMatch(/^\/de\//);
    for (const link of en.body.data.links) if (link.href) expect(link.href).toMatch(/^\/en\//);
    expect((await getJson('/api/v1/navigation?locale=it')).status).toBe(400);
  });
  it('returns the published settings with defaults filled', async () => {
    const { status, body } = await getJson('/api/v1/settings');
    expect(status).toBe(200);
    expect(body.data.business.name).toBe('Optik Sonnenberg');
    expect(body.data.theme.primary).toBe('73,157,221');
  });
});

describe('unknown routes', () => {
  it('answer 404 in the API error shape', async () => {
    const { status, body } = await getJson('/api/v1/nope');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'not_found' } });
  });
});
