/**
 * The collection editor's calls (editor spec §7), built like the main client in ../api-client.ts:
 * each request is checked against its contract (src/lib/api/collection.ts) before it leaves, each
 * answer is validated before the panel trusts it, every failure is one `ApiFailure`.
 */
import type * as v from 'valibot';
import {
  CollectionAddRequestSchema,
  CollectionAddResponseSchema,
  CollectionRemoveItemRequestSchema,
  CollectionRemoveItemResponseSchema,
  CollectionSortRequestSchema,
  CollectionSortResponseSchema,
  CollectionToggleRequestSchema,
  CollectionToggleResponseSchema,
} from '../../lib/api/collection.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/**
 * Builds the collection client; `collectionApi` below uses the page's own origin.
 *
 * @example
 * const { page } = await collectionApi.add({ collectionId, collectionName: 'team', collectionType: 'page', name: 'Lea' });
 */
export function createCollectionApi(options: EditorApiOptions = {}) {
  const api = typedApi(options).collection;
  return {
    /** POST /collection/add: a new draft item page. */
    add: async (input: v.InferInput<typeof CollectionAddRequestSchema>) => {
      const json = checked(CollectionAddRequestSchema, input, 'POST /collection/add');
      return answer(() => api.add.$post({ json }), CollectionAddResponseSchema, 'POST /collection/add');
    },
    /** POST /collection/sort: item `active` takes the place of item `over`. */
    sort: async (input: v.InferInput<typeof CollectionSortRequestSchema>) => {
      const json = checked(CollectionSortRequestSchema, input, 'POST /collection/sort');
      return answer(() => api.sort.$post({ json }), CollectionSortResponseSchema, 'POST /collection/sort');
    },
    /** POST /collection/toggle: 'add' shows an item, 'remove' moves it to the archive. */
    toggle: async (input: v.InferInput<typeof CollectionToggleRequestSchema>) => {
      const json = checked(CollectionToggleRequestSchema, input, 'POST /collection/toggle');
      return answer(
        () => api.toggle.$post({ json }),
        CollectionToggleResponseSchema,
        'POST /collection/toggle',
      );
    },
    /** POST /collection/removeItem: deletes a draft item, takes a published one off the site. */
    removeItem: async (input: v.InferInput<typeof CollectionRemoveItemRequestSchema>) => {
      const json = checked(CollectionRemoveItemRequestSchema, input, 'POST /collection/removeItem');
      return answer(
        () => api.removeItem.$post({ json }),
        CollectionRemoveItemResponseSchema,
        'POST /collection/removeItem',
      );
    },
  };
}

export type CollectionApi = ReturnType<typeof createCollectionApi>;

/** The collection client over the page's own origin. */
export const collectionApi: CollectionApi = createCollectionApi();
