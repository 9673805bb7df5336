/**
 * The machine-translation service behind the editor's "translate from" action: an interface the
 * route calls (texts from one visitor locale into another, plain or as XML markup whose tags must
 * survive), the DeepL settings read from the environment, and the offline default that is simply
 * not configured. The DeepL clients are in ./deepl-node.ts (Node) and ./deepl-fetch.ts (Workers).
 */
import type { Locale } from '../../../src/lib/content.ts';

/**
 * How the texts are sent: plain text, or XML-like markup (`<m i="0">…</m>`) whose tags the
 * translation keeps in place (DeepL's `tag_handling=xml`).
 */
export type TranslationMode = 'text' | 'xml';

/** A failure of the translation provider (network, quota, authorisation, a malformed answer). */
export class TranslationFailedError extends Error {
  override readonly name = 'TranslationFailedError';
}

/** Translates texts between the site's visitor locales. */
export interface TranslationService {
  /** False when no provider is set up: the editor then says translation is not set up. */
  readonly configured: boolean;
  /**
   * Translates each text (in order, one request for all of them); throws TranslationFailedError
   * when the provider fails.
   */
  translate(texts: readonly string[], from: Locale, to: Locale, mode: TranslationMode): Promise<string[]>;
}

/** The default: no provider configured, so nothing is ever translated (and nothing faked). */
export const translationNotConfigured: TranslationService = {
  configured: false,
  translate: async () => {
    throw new TranslationFailedError('translation is not configured (DEEPL_API_KEY is not set)');
  },
};

/** The environment variables that set up DeepL. */
export interface DeeplEnv {
  /** The DeepL API key; keys ending in ':fx' belong to the free API host. */
  DEEPL_API_KEY?: string | undefined;
  /** Another server speaking DeepL's /v2/translate (a test double, a proxy). */
  DEEPL_SERVER_URL?: string | undefined;
}

/** DeepL's settings: the key and the server (its free or paid host unless overridden). */
export interface DeeplConfig {
  apiKey: string;
  serverUrl: string | undefined;
}

/** The DeepL settings from the environment, or null when no key is set. */
export function deeplConfigFromEnv(env: DeeplEnv): DeeplConfig | null {
  const apiKey = env.DEEPL_API_KEY?.trim();
  if (!apiKey) return null;
  const serverUrl = env.DEEPL_SERVER_URL?.trim();
  return { apiKey, serverUrl: serverUrl ? serverUrl.replace(/\/+$/u, '') : undefined };
}

/** DeepL's default host for a key: free keys end in ':fx'. */
export function deeplDefaultServer(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL's language codes for a visitor locale. English as a target needs a variant; a Swiss
 * business writes British English.
 */
export function deeplLanguage(locale: Locale, role: 'source' | 'target'): string {
  if (locale === 'en') return role === 'target' ? 'en-GB' : 'en';
  return locale;
}
