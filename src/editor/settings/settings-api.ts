/**
 * The settings panel's calls, built like the main client (../api-client.ts): requests checked
 * against their contract (src/lib/api/settings.ts) before they leave, answers validated before
 * the panel trusts them, every failure one `ApiFailure`.
 */
import type * as v from 'valibot';
import {
  EditorLocaleSchema,
  SettingsDraftResponseSchema,
  SettingsSaveRequestSchema,
  SettingsSaveResponseSchema,
} from '../../lib/api/settings.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the settings client; `settingsApi` below is the default one over the page's origin.
 *
 * @example
 * const { settings, revision } = await settingsApi.draft();
 * await settingsApi.save({ baseRevision: revision, settings: { footer } });
 */
export function createSettingsApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /settings/draft: the settings the panel edits, with their revision. */
    draft: async () =>
      answer(() => api.settings.draft.$get(), SettingsDraftResponseSchema, 'GET /settings/draft'),
    /** POST /settings: stores whole sections (live at once); `changed` false when nothing differed. */
    save: async (input: v.InferInput<typeof SettingsSaveRequestSchema>) => {
      const json = checked(SettingsSaveRequestSchema, input, 'POST /settings');
      return answer(() => api.settings.$post({ json }), SettingsSaveResponseSchema, 'POST /settings');
    },
    /** GET /settings/editorLocale: the signed-in editor's own editor language. */
    editorLocale: async () =>
      answer(() => api.settings.editorLocale.$get(), EditorLocaleSchema, 'GET /settings/editorLocale'),
    /** POST /settings/editorLocale: keeps the editor language for this editor (every device). */
    setEditorLocale: async (input: v.InferInput<typeof EditorLocaleSchema>) => {
      const json = checked(EditorLocaleSchema, input, 'POST /settings/editorLocale');
      return answer(
        () => api.settings.editorLocale.$post({ json }),
        EditorLocaleSchema,
        'POST /settings/editorLocale',
      );
    },
  };
}

export const settingsApi = createSettingsApi();
