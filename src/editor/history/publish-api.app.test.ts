/**
 * The publish client (`publish-api.ts`) against the real app: a publish the rules hold back comes
 * back as the server's reasons (not an exception), and a confirmed one is published. Beside the
 * client because the API may not import the editor.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import {
  call,
  editorBrowserFetch,
  freshDb,
  testApp,
  type TestApp,
  type TestDb,
} from '../../../functions/routes/editor/test-support.ts';
import { ApiFailure } from '../api-client.ts';
import { createPublishApi, type PublishApi } from './publish-api.ts';

let t: TestDb;
let app: TestApp;
let api: PublishApi;
beforeAll(async () => {
  t = await freshDb();
  ({ app } = testApp(t.db));
  api = createPublishApi({ fetch: editorBrowserFetch(app), baseUrl: 'http://localhost' });
});
afterAll(async () => t.close());

async function saveCtaTitle(locale: 'de' | 'en', text: string | null) {
  const [row] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
  const res = await call(app, '/data', {
    itemType: 'field',
    pageId: PAGE.home,
    groupId: 'group-home-cta',
    name: 'title',
    baseRevision: row!.revision,
    data: { content: { locale, text } },
  });
  expect(res.status).toBe(200);
}

describe('publish client over the real app', () => {
  it('answers the reasons of a held-back publish, then publishes once they are fixed', async () => {
    await saveCtaTitle('en', null);
    const held = await api.publish(PAGE.home, { accessibilityConfirmed: true });
    expect(held).toMatchObject({
      ok: false,
      reasons: { missingTranslations: [{ locale: 'en', fields: [{ fieldId: 'field-home-cta-title' }] }] },
    });
    await saveCtaTitle('en', 'Eye test now?');
    const published = await api.publish(PAGE.home);
    expect(published).toMatchObject({ ok: true, published: { pageId: PAGE.home, live: true } });
  });

  it('other failures stay exceptions', async () => {
    await expect(api.publish('page-nope')).rejects.toBeInstanceOf(ApiFailure);
  });
});
