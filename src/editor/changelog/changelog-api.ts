/**
 * The changelog calls (GET and POST /changelog), built like the main client in ../api-client.ts:
 * requests checked against src/lib/api/changelog.ts before they leave, answers validated.
 */
import {
  ChangelogQuerySchema,
  ChangelogResponseSchema,
  ChangelogSeenRequestSchema,
  ChangelogSeenResponseSchema,
} from '../../lib/api/changelog.ts';
import type { EditorLocale } from '../../i18n/editor.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the changelog client; `changelogApi` below is the default one over the page's origin.
 *
 * @example
 * const { entries } = await changelogApi.fetchChangelog('fr', { showAll: false });
 */
export function createChangelogApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** The entries in `language`, newest first; only those this editor has not seen unless showAll. */
    fetchChangelog: async (language: EditorLocale, { showAll }: { showAll: boolean }) => {
      const query = checked(
        ChangelogQuerySchema,
        { language, showAll: showAll ? 'true' : 'false' },
        'GET /changelog',
      );
      return answer(() => api.changelog.$get({ query }), ChangelogResponseSchema, 'GET /changelog');
    },
    /** Marks the shown dates seen for this editor. */
    markChangelogSeen: async (dates: string[]) => {
      const json = checked(ChangelogSeenRequestSchema, { dates }, 'POST /changelog');
      return answer(() => api.changelog.$post({ json }), ChangelogSeenResponseSchema, 'POST /changelog');
    },
  };
}

export type ChangelogApi = ReturnType<typeof createChangelogApi>;

export const changelogApi: ChangelogApi = createChangelogApi();
