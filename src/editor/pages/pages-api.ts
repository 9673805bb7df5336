/**
 * The pages panel's calls (GET /page/list, POST /page/add, /page/update, /page/remove) over the
 * typed client, checked against the contract in src/lib/api/pages.ts. A refused slug is not an
 * exception here: `updatePage` answers the spec's error key per locale for the form to show.
 */
import * as v from 'valibot';
import {
  PageAddRequestSchema,
  PageEntryResponseSchema,
  PageListResponseSchema,
  PageRemoveRequestSchema,
  PageRemoveResponseSchema,
  PageUpdateRequestSchema,
  SlugErrorBodySchema,
  type PageListEntry,
} from '../../lib/api/pages.ts';
import type { Locale, LocaleMap } from '../../lib/content.ts';
import type { SlugErrorKey } from '../../lib/slug.ts';
import { answer, checked, typedApi, type EditorApiOptions } from '../api-client.ts';

/** The outcome of an update: the page as listed now, or the slug errors per locale. */
export type PageUpdateOutcome =
  { ok: true; page: PageListEntry } | { ok: false; slugErrors: LocaleMap<SlugErrorKey> };

/**
 * Builds the panel's client; `pagesApi` below is the default one.
 *
 * @example
 * const outcome = await pagesApi.updatePage({ id, slug: { de: 'neu' } });
 * if (!outcome.ok) show(outcome.slugErrors.de);
 */
export function createPagesApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);
  return {
    /** GET /page/list: every page with names, slugs, status and flags. */
    listPages: async () =>
      (await answer(() => api.page.list.$get({ query: {} }), PageListResponseSchema, 'GET /page/list')).pages,
    /** POST /page/add: a new draft page; answers it as listed. */
    addPage: async (input: v.InferInput<typeof PageAddRequestSchema>) => {
      const json = checked(PageAddRequestSchema, input, 'POST /page/add');
      return (await answer(() => api.page.add.$post({ json }), PageEntryResponseSchema, 'POST /page/add'))
        .page;
    },
    /** POST /page/update: new name, slug or languages; slug errors come back per locale. */
    updatePage: async (input: v.InferInput<typeof PageUpdateRequestSchema>): Promise<PageUpdateOutcome> => {
      const json = checked(PageUpdateRequestSchema, input, 'POST /page/update');
      // A copy of the answer, so a refused slug's error fields can be read after `answer` threw.
      let copy: Response | null = null;
      const send = async () => {
        const res = await api.page.update.$post({ json });
        copy = res.clone();
        return res;
      };
      try {
        const { page } = await answer(send, PageEntryResponseSchema, 'POST /page/update');
        return { ok: true, page };
      } catch (error) {
        const body: unknown = copy ? await (copy as Response).json().catch(() => null) : null;
        const refused = v.safeParse(SlugErrorBodySchema, body);
        if (!refused.success) throw error;
        const slugErrors: LocaleMap<SlugErrorKey> = {};
        for (const [key, value] of Object.entries(refused.output.error.fields)) {
          const locale = /^slug\.(\w+)$/.exec(key)?.[1] as Locale | undefined;
          if (locale) slugErrors[locale] = value;
        }
        return { ok: false, slugErrors };
      }
    },
    /** POST /page/remove: deletes the page for good (never the home page). */
    removePage: async (id: string) => {
      const json = checked(PageRemoveRequestSchema, { id }, 'POST /page/remove');
      return answer(() => api.page.remove.$post({ json }), PageRemoveResponseSchema, 'POST /page/remove');
    },
  };
}

export type PagesApi = ReturnType<typeof createPagesApi>;

/** The panel's client over the page's own origin with the session cookie. */
export const pagesApi: PagesApi = createPagesApi();
