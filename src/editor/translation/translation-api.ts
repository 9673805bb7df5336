/**
 * The editor's translation calls, beside the main client in ../api-client.ts and built the same
 * way: the request is checked against its contract (src/lib/api/translation.ts) before it leaves
 * and the answer validated before the UI trusts it; every failure is one `ApiFailure`.
 */
import {
  TranslationConfirmRequestSchema,
  TranslationConfirmResponseSchema,
  TranslationRequestSchema,
  TranslationResponseSchema,
  TranslationSetupResponseSchema,
  type TranslationConfirmRequest,
  type TranslationRequest,
} from '../../lib/api/translation.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the translation client.
 *
 * @example
 * const api = createTranslationApi({ fetch: app.request, baseUrl: 'http://localhost' });
 * await api.translate({ pageId, fieldId, from: 'de', to: 'en' });
 */
export function createTranslationApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /translation/status: whether a provider is set up. */
    status: () =>
      answer(() => api.translation.status.$get(), TranslationSetupResponseSchema, 'GET /translation/status'),
    /** POST /translation: translates a field's draft text and marks it machine-translated. */
    translate: (input: TranslationRequest) => {
      const json = checked(TranslationRequestSchema, input, 'POST /translation');
      return answer(() => api.translation.$post({ json }), TranslationResponseSchema, 'POST /translation');
    },
    /** POST /translation/confirm: clears the machine-translated mark of one locale. */
    confirm: (input: TranslationConfirmRequest) => {
      const json = checked(TranslationConfirmRequestSchema, input, 'POST /translation/confirm');
      return answer(
        () => api.translation.confirm.$post({ json }),
        TranslationConfirmResponseSchema,
        'POST /translation/confirm',
      );
    },
  };
}

export type TranslationApi = ReturnType<typeof createTranslationApi>;

/** The client over the page's own origin with the session cookie. */
export const translationApi: TranslationApi = createTranslationApi();
