/**
 * The DeepL translation service on Node, through the official deepl-node client. Not used on
 * Workers (deepl-node needs Node's http stack): the Worker uses ./deepl-fetch.ts against the same API.
 */
import * as deepl from 'deepl-node';
import type { Locale } from '../../../src/lib/content.ts';
import {
  TranslationFailedError,
  deeplConfigFromEnv,
  deeplLanguage,
  translationNotConfigured,
  type DeeplConfig,
  type DeeplEnv,
  type TranslationMode,
  type TranslationService,
} from './translator.ts';

/**
 * DeepL through deepl-node. Without `serverUrl` deepl-node picks the free or paid host by the key.
 *
 * @example
 * const translation = createDeeplNodeTranslation({ apiKey: 'key:fx', serverUrl: undefined });
 * await translation.translate(['Hallo'], 'de', 'en', 'text'); // ['Hello']
 */
export function createDeeplNodeTranslation(config: DeeplConfig): TranslationService {
  const translator = new deepl.Translator(config.apiKey, {
    ...(config.serverUrl ? { serverUrl: config.serverUrl } : {}),
    // The editor waits for the answer: a couple of quick retries, not deepl-node's five slow ones.
    maxRetries: 2,
    minTimeout: 10_000,
    sendPlatformInfo: false,
  });
  return {
    configured: true,
    async translate(texts: readonly string[], from: Locale, to: Locale, mode: TranslationMode) {
      if (texts.length === 0) return [];
      try {
        const results = await translator.translateText(
          [...texts],
          deeplLanguage(from, 'source') as deepl.SourceLanguageCode,
          deeplLanguage(to, 'target') as deepl.TargetLanguageCode,
          mode === 'xml' ? { tagHandling: 'xml' } : {},
        );
        if (results.length !== texts.length) throw new Error('DeepL answered a different number of texts');
        return results.map((r) => r.text);
      } catch (error) {
        throw new TranslationFailedError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** DeepL when DEEPL_API_KEY is set (DEEPL_SERVER_URL points it elsewhere), else not configured. */
export function translationFromNodeEnv(env: DeeplEnv): TranslationService {
  const config = deeplConfigFromEnv(env);
  return config ? createDeeplNodeTranslation(config) : translationNotConfigured;
}
