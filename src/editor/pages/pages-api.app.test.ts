/**
 * The pages panel's client (`pages-api.ts`) against the real app: list, add, update and remove
 * pass both sides' validation, and a refused slug comes back as the spec's error key per locale
 * instead of an exception. Beside the client because the API may not import the editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE } from '../../../db/seed/ids.ts';
import {
  editorBrowserFetch,
  freshDb,
  testApp,
  type TestDb,
} from '../../../functions/routes/editor/test-support.ts';
import { ApiFailure } from '../api-client.ts';
import { createPagesApi, type PagesApi } from './pages-api.ts';

let t: TestDb;
let api: PagesApi;
beforeAll(async () => {
  t = await freshDb();
  const { app } = testApp(t.db);
  const fetch = editorBrowserFetch(app);
  api = createPagesApi({ fetch, baseUrl: 'http://localhost' });
});
afterAll(async () => t.close());

describe('pages API client over the real app', () => {
  it('adds, lists, updates and removes a page', async () => {
    const page = await api.addPage({
      collectionName: null,
      initialMeta: { name: { de: 'Neuigkeiten' } },
      lang: 'de',
    });
    expect(page.slug.de).toBe('neuigkeiten');
    expect((await api.listPages()).some((p) => p.id === page.id)).toBe(true);
    const renamed = await api.updatePage({ id: page.id, slug: { de: 'Werkstatt News' } });
    expect(renamed).toMatchObject({ ok: true, page: { slug: { de: 'werkstatt-news' } } });
    expect(await api.removePage(page.id)).toMatchObject({ pageId: page.id, removedPaths: [] });
  });

  it('answers refused slugs per locale and throws other failures', async () => {
    const outcome = await api.updatePage({ id: PAGE.imprint, slug: { de: '', en: 'contact' } });
    expect(outcome).toEqual({ ok: false, slugErrors: { de: 'not empty', en: 'already exists' } });
    await expect(api.updatePage({ id: 'page-nope', slug: { de: 'x' } })).rejects.toBeInstanceOf(ApiFailure);
    await expect(api.removePage(PAGE.home)).rejects.toMatchObject({ status: 409, code: 'conflict' });
  });
});
