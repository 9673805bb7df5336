/**
 * The DeepL translation service on Workers: the same /v2/translate call deepl-node makes (a form
 * body, the `DeepL-Auth-Key` header), over fetch, since deepl-node needs Node's http stack.
 */
import type { Locale } from '../../../src/lib/content.ts';
import {
  TranslationFailedError,
  deeplConfigFromEnv,
  deeplDefaultServer,
  deeplLanguage,
  translationNotConfigured,
  type DeeplConfig,
  type DeeplEnv,
  type TranslationMode,
  type TranslationService,
} from './translator.ts';

export interface DeeplFetchOptions extends DeeplConfig {
  fetch?: typeof fetch;
}

/**
 * DeepL over fetch.
 *
 * @example
 * const translation = createDeeplFetchTranslation({ apiKey: env.DEEPL_API_KEY, serverUrl: undefined });
 */
export function createDeeplFetchTranslation(options: DeeplFetchOptions): TranslationService {
  const server = options.serverUrl ?? deeplDefaultServer(options.apiKey);
  return {
    configured: true,
    async translate(texts: readonly string[], from: Locale, to: Locale, mode: TranslationMode) {
      if (texts.length === 0) return [];
      const body = new URLSearchParams({
        source_lang: deeplLanguage(from, 'source').toUpperCase(),
        target_lang: deeplLanguage(to, 'target').toUpperCase(),
      });
      for (const text of texts) body.append('text', text);
      if (mode === 'xml') body.append('tag_handling', 'xml');
      let res: Response;
      try {
        res = await (options.fetch ?? fetch)(`${server}/v2/translate`, {
          method: 'POST',
          headers: {
            authorization: `DeepL-Auth-Key ${options.apiKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
        });
      } catch (error) {
        throw new TranslationFailedError(`DeepL unreachable: ${String(error)}`);
      }
      if (!res.ok) throw new TranslationFailedError(`DeepL answered ${res.status}`);
      const json = (await res.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
      const out = json?.translations?.map((t) => t.text);
      if (!out || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
        throw new TranslationFailedError('DeepL answered an unexpected body');
      }
      return out as string[];
    },
  };
}

/** DeepL over fetch when DEEPL_API_KEY is set, else not configured. */
export function translationFromWorkerEnv(env: DeeplEnv): TranslationService {
  const config = deeplConfigFromEnv(env);
  return config ? createDeeplFetchTranslation(config) : translationNotConfigured;
}
