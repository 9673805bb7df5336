/** Both DeepL clients against the fake DeepL server, and the settings read from the environment. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDeepl, type FakeDeepl } from '../../../tests/fixtures/fake-deepl.ts';
import { createDeeplFetchTranslation, translationFromWorkerEnv } from './deepl-fetch.ts';
import { createDeeplNodeTranslation, translationFromNodeEnv } from './deepl-node.ts';
import {
  TranslationFailedError,
  deeplConfigFromEnv,
  deeplDefaultServer,
  type TranslationService,
} from './translator.ts';

const KEY = 'contract-key';
let deepl: FakeDeepl;
beforeAll(async () => {
  deepl = await startFakeDeepl({ authKey: KEY });
});
afterAll(async () => deepl.close());

const clients: [string, (apiKey: string) => TranslationService][] = [
  ['deepl-node', (apiKey) => createDeeplNodeTranslation({ apiKey, serverUrl: deepl.url })],
  ['fetch (Workers)', (apiKey) => createDeeplFetchTranslation({ apiKey, serverUrl: deepl.url })],
];

describe.each(clients)('the %s client', (_, make) => {
  it('translates several texts in one request, keeping xml tags', async () => {
    const before = deepl.requests.length;
    const out = await make(KEY).translate(['Hallo', 'Rufen <m i="1">Sie</m> an'], 'de', 'en', 'xml');
    expect(out).toEqual(['[en] Hallo', '[en] Rufen <m i="1">[en] Sie</m> [en] an']);
    expect(deepl.requests.length).toBe(before + 1);
    expect(deepl.requests.at(-1)).toMatchObject({
      targetLang: expect.stringMatching(/^en-gb$/iu),
      tagHandling: 'xml',
    });
  });

  it('translates into German without tag handling in text mode', async () => {
    expect(await make(KEY).translate(['Hello'], 'en', 'de', 'text')).toEqual(['[de] Hello']);
    expect(deepl.requests.at(-1)).toMatchObject({
      sourceLang: expect.stringMatching(/^en$/iu),
      tagHandling: null,
    });
  });

  it('fails with TranslationFailedError on a wrong key or a DeepL error', async () => {
    await expect(make('wrong').translate(['Hallo'], 'de', 'en', 'text')).rejects.toBeInstanceOf(
      TranslationFailedError,
    );
    deepl.failWith(456);
    try {
      await expect(make(KEY).translate(['Hallo'], 'de', 'en', 'text')).rejects.toBeInstanceOf(
        TranslationFailedError,
      );
    } finally {
      deepl.failWith(null);
    }
  });
});

describe('DeepL settings', () => {
  it('reads the key and the server from the environment', () => {
    expect(deeplConfigFromEnv({})).toBeNull();
    expect(deeplConfigFromEnv({ DEEPL_API_KEY: '  ' })).toBeNull();
    expect(deeplConfigFromEnv({ DEEPL_API_KEY: 'k', DEEPL_SERVER_URL: 'http://127.0.0.1:9/' })).toEqual({
      apiKey: 'k',
      serverUrl: 'http://127.0.0.1:9',
    });
    expect(translationFromNodeEnv({}).configured).toBe(false);
    expect(translationFromWorkerEnv({}).configured).toBe(false);
    expect(translationFromNodeEnv({ DEEPL_API_KEY: 'k' }).configured).toBe(true);
    expect(translationFromWorkerEnv({ DEEPL_API_KEY: 'k' }).configured).toBe(true);
  });

  it('uses the free API host for keys ending in :fx', () => {
    expect(deeplDefaultServer('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplDefaultServer('abc')).toBe('https://api.deepl.com');
  });
});
