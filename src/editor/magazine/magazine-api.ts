/**
 * The health magazine's editor call (editor spec §7), built like the main client in
 * ../api-client.ts: the request is checked against its contract before it leaves, the answer is
 * validated before the dialog trusts it, every failure is one `ApiFailure`.
 */
import type * as v from 'valibot';
import { MagazineArticleRequestSchema, MagazineArticleResponseSchema } from '../../lib/api/magazine.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the magazine client; `magazineApi` below uses the page's own origin.
 *
 * @example
 * const { group } = await magazineApi.addArticle({ pageId, groupId, url });
 */
export function createMagazineApi(options: EditorApiOptions = {}) {
  const api = typedApi(options).magazine;
  return {
    /** POST /magazine/article: a new goFeedCard for the article at `url`. */
    addArticle: async (input: v.InferInput<typeof MagazineArticleRequestSchema>) => {
      const json = checked(MagazineArticleRequestSchema, input, 'POST /magazine/article');
      return answer(
        () => api.article.$post({ json }),
        MagazineArticleResponseSchema,
        'POST /magazine/article',
      );
    },
  };
}

export const magazineApi = createMagazineApi();
