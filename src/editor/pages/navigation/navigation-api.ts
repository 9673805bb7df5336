/**
 * The navigation manager's calls (editor spec §7: GET navigation with drafts, update navigation),
 * built like the main client in ../../api-client.ts: the request is checked against its contract
 * (src/lib/api/navigation.ts) before it leaves, the answer is validated before the UI trusts it,
 * and every failure is one `ApiFailure`.
 */
import {
  NavigationDraftResponseSchema,
  NavigationSaveRequestSchema,
  NavigationSaveResponseSchema,
  type NavigationSaveRequest,
} from '../../../lib/api/navigation.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../../api-client.ts';

/**
 * Builds the navigation client; `navigationApi` below uses the page's own origin.
 *
 * @example
 * const { tree, revision } = await navigationApi.draft();
 * await navigationApi.save({ baseRevision: revision, tree });
 */
export function createNavigationApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /navigation/draft: the draft tree and its revision. */
    draft: () =>
      answer(() => api.navigation.draft.$get(), NavigationDraftResponseSchema, 'GET /navigation/draft'),
    /** POST /navigation: saves the whole tree (live at once); a 412 means another save came first. */
    save: async (input: NavigationSaveRequest) => {
      const json = checked(NavigationSaveRequestSchema, input, 'POST /navigation');
      return answer(() => api.navigation.$post({ json }), NavigationSaveResponseSchema, 'POST /navigation');
    },
  };
}

export const navigationApi = createNavigationApi();
