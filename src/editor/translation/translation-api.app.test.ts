/**
 * The translation client against the real app and the fake DeepL server: status, translate and
 * confirm pass both sides' validation; the draft page then carries (and loses) the mark; a missing
 * provider surfaces as an ApiFailure with its code. Here, not beside the route: the API may not
 * import the editor (functions/CONTEXT.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE } from '../../../db/seed/ids.ts';
import { createApp } from '../../../functions/app.ts';
import {
  editorBrowserFetch,
  fakeAuth,
  freshDb,
  type TestDb,
} from '../../../functions/routes/editor/test-support.ts';
import { createDeeplNodeTranslation } from '../../../functions/services/translation/deepl-node.ts';
import { translationNotConfigured } from '../../../functions/services/translation/translator.ts';
import { TRANSLATION_NOT_CONFIGURED } from '../../lib/api/translation.ts';
import { startFakeDeepl, type FakeDeepl } from '../../../tests/fixtures/fake-deepl.ts';
import { ApiFailure, createEditorApi } from '../api-client.ts';
import { createTranslationApi } from './translation-api.ts';

let t: TestDb;
let deepl: FakeDeepl;
beforeAll(async () => {
  t = await freshDb();
  deepl = await startFakeDeepl({ authKey: 'k' });
});
afterAll(async () => {
  await deepl.close();
  await t.close();
});

/** A fetch into the app as the browser would send it (origin on writes, the fake session). */
function clients(configured: boolean) {
  const translation = configured
    ? createDeeplNodeTranslation({ apiKey: 'k', serverUrl: deepl.url })
    : translationNotConfigured;
  const app = createApp({ db: t.db, services: { auth: fakeAuth, translation } });
  const fetch = editorBrowserFetch(app);
  return {
    translation: createTranslationApi({ fetch, baseUrl: 'http://localhost' }),
    editor: createEditorApi({ fetch, baseUrl: 'http://localhost' }),
  };
}

const kickerOf = async (api: ReturnType<typeof clients>['editor']) =>
  (await api.getDraftPage({ id: PAGE.home })).page.groups.find((g) => g.type === 'hero')!.fields['kicker']!;

describe('translation client over the real app', () => {
  it('translates, shows the mark in the draft, and confirms it', async () => {
    const { translation, editor } = clients(true);
    expect(await translation.status()).toEqual({ configured: true });
    const kicker = await kickerOf(editor);
    const { field } = await translation.translate({
      pageId: PAGE.home,
      fieldId: kicker.id,
      from: 'de',
      to: 'en',
    });
    expect(field.content?.kind === 'localized' && field.content.values.en?.text).toMatch(/^\[en\] /u);
    expect((await kickerOf(editor)).machineTranslated).toEqual({ en: true });
    expect(await translation.confirm({ fieldId: kicker.id, locale: 'en' })).toEqual({
      fieldId: kicker.id,
      locale: 'en',
    });
    expect((await kickerOf(editor)).machineTranslated).toBeUndefined();
  });

  it('reports a missing provider with its code', async () => {
    const { translation, editor } = clients(false);
    expect(await translation.status()).toEqual({ configured: false });
    const kicker = await kickerOf(editor);
    const failure = await translation
      .translate({ pageId: PAGE.home, fieldId: kicker.id, from: 'de', to: 'en' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBe(503);
    expect((failure as ApiFailure).code).toBe(TRANSLATION_NOT_CONFIGURED);
  });
});
