/** GET /navigation/draft and POST /navigation over HTTP: reads, saves that go live, and refusals. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import type { NavigationTree } from '../../../src/lib/content.ts';
import { moveContainer, setContainerLabel } from '../../../src/lib/navigation-edit.ts';
import { call, dumpContent, freshDb, testApp, type Json, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  t = await freshDb();
});
beforeEach(() => {
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => t.close());

const draft = async () =>
  (await call(app, '/navigation/draft')).body.data as { tree: NavigationTree; revision: number };

/** Asserts a refused save: the status, the code, nothing written, nothing rebuilt. */
async function expectRefused(body: unknown, status: number, code: string, opts: Json = {}) {
  const before = await dumpContent(t.db);
  const res = await call(app, '/navigation', body, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, error: { code } });
  expect(await dumpContent(t.db)).toBe(before);
  expect(rebuild.calls).toEqual([]);
}

describe('GET /api/v1/navigation/draft', () => {
  it('answers the draft tree with its revision, uncached', async () => {
    const res = await app.request('/api/v1/navigation/draft', { headers: { 'x-test-editor': '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as Json;
    expect(data.revision).toBe(0);
    expect(data.tree.containers.map((c: { id: string }) => c.id)).toContain('nav-about');
  });
  it('needs a signed-in editor', async () => {
    const res = await call(app, '/navigation/draft', undefined, { editor: false });
    expect(res).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
  });
});

describe('POST /api/v1/navigation', () => {
  it('saves the whole tree as draft and published, bumps the revision and re-renders every page', async () => {
    const { tree, revision } = await draft();
    const next = setContainerLabel(moveContainer(tree, 0, 1), 'nav-about', 'en', 'Our team');
    const res = await call(app, '/navigation', { baseRevision: revision, tree: next });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ tree: next, revision: revision + 1, live: true });
    const [row] = await t.db.select().from(navigation).where(eq(navigation.id, 'main'));
    expect(row!.draft).toEqual(next);
    expect(row!.published).toEqual(next);
    expect(rebuild.calls).toEqual([{ pageIds: [], wholeSite: true, removedPaths: [] }]);
    const visitor = await call(app, '/navigation?locale=en', undefined, { editor: false });
    expect(visitor.body.data.links.map((l: { label: string }) => l.label).slice(0, 2)).toEqual([
      'Our team',
      'Home',
    ]);
    // Put the seeded order back for the other tests.
    const back = await call(app, '/navigation', { baseRevision: revision + 1, tree });
    expect(back.status).toBe(200);
  });

  it('answers 412 stale to a save based on an older revision', async () => {
    const { tree, revision } = await draft();
    await expectRefused({ baseRevision: revision - 1, tree }, 412, 'stale');
    await expectRefused({ baseRevision: revision + 5, tree }, 412, 'stale');
  });

  it('refuses unknown page ids', async () => {
    const { tree, revision } = await draft();
    const bad = structuredClone(tree);
    bad.containers[1]!.children[0]!.pageId = 'page-does-not-exist';
    await expectRefused({ baseRevision: revision, tree: bad }, 400, 'invalid_input');
    const badOwn = structuredClone(tree);
    badOwn.containers[0]!.pageId = 'page-ghost';
    await expectRefused({ baseRevision: revision, tree: badOwn }, 400, 'invalid_input');
  });

  it('refuses a page listed twice in one container and ids used twice', async () => {
    const { tree, revision } = await draft();
    const twice = structuredClone(tree);
    const about = twice.containers[1]!;
    about.children.push({ ...about.children[0]!, id: 'nav-about-again' });
    await expectRefused({ baseRevision: revision, tree: twice }, 400, 'invalid_input');
    const sameId = structuredClone(tree);
    sameId.containers[2]!.children[0]!.id = sameId.containers[1]!.children[0]!.id;
    await expectRefused({ baseRevision: revision, tree: sameId }, 400, 'invalid_input');
  });

  it('refuses bad input: long labels, too many containers or entries, wrong shapes', async () => {
    const { tree, revision } = await draft();
    const long = setContainerLabel(tree, 'nav-about', 'de', 'ok');
    long.containers[1]!.label = { de: 'x'.repeat(81) };
    const container = (i: number) => ({ id: `c${i}`, label: { de: `C${i}` }, pageId: null, children: [] });
    const entry = (i: number) => ({ id: `e${i}`, type: 'page', pageId: PAGE.home, appearance: 'default' });
    const bodies: unknown[] = [
      { baseRevision: revision, tree: long },
      { baseRevision: revision, tree: { containers: Array.from({ length: 9 }, (_, i) => container(i)) } },
      {
        baseRevision: revision,
        tree: { containers: [{ ...container(0), children: Array.from({ length: 31 }, (_, i) => entry(i)) }] },
      },
      {
        baseRevision: revision,
        tree: { containers: [{ ...container(0), children: [{ ...entry(0), appearance: 'huge' }] }] },
      },
      { baseRevision: revision, tree: { containers: [{ ...container(0), label: { xx: 'Hi' } }] } },
      { baseRevision: revision, tree: { containers: [{ ...container(0), extra: 1 }] } },
      { baseRevision: -1, tree },
      { baseRevision: '0', tree },
      { tree },
      { baseRevision: revision },
    ];
    for (const body of bodies) await expectRefused(body, 400, 'invalid_input');
    const before = await dumpContent(t.db);
    const broken = await call(app, '/navigation', undefined, { raw: '{"broken' });
    expect(broken.status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('answers 401 without a session and 403 to a foreign origin', async () => {
    const { tree, revision } = await draft();
    await expectRefused({ baseRevision: revision, tree }, 401, 'unauthorized', { editor: false });
    await expectRefused({ baseRevision: revision, tree }, 403, 'forbidden_origin', {
      origin: 'https://evil.example',
    });
    await expectRefused({ baseRevision: revision, tree }, 403, 'forbidden_origin', { origin: null });
  });

  it('saves an empty navigation and reports live false when the rebuild fails', async () => {
    const { tree, revision } = await draft();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = testApp(t.db);
    failing.rebuild.afterPublish = async () => {
      throw new Error('renderer down');
    };
    const res = await call(failing.app, '/navigation', { baseRevision: revision, tree: { containers: [] } });
    expect(res.body.data).toEqual({ tree: { containers: [] }, revision: revision + 1, live: false });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect((await call(app, '/navigation', { baseRevision: revision + 1, tree })).status).toBe(200);
  });
});
