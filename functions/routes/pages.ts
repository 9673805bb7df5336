/** GET /page/get and GET /page/info: a published page with its blocks, or a page's info. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LocaleSchema, VISITOR_LOCALES } from '../../src/lib/content.ts';
import { alternatePaths, resolvePage } from '../../src/lib/routes.ts';
import { loadSite } from '../../db/snapshot.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import { validate } from '../validate.ts';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

export const PageGetQuery = v.pipe(
  v.object({
    id: v.optional(Id),
    locale: v.optional(LocaleSchema, 'de'),
    /** Path after the locale: '' for home, 'kontakt', '~contact', 'team/anna-sonnenberg'. */
    slug: v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(/^[\w~\-/.]*$/u))),
  }),
  v.check((q) => q.id !== undefined || q.slug !== undefined, 'id or slug is required'),
);

export const PageInfoQuery = v.object({ id: Id, lang: v.optional(LocaleSchema) });

export const pagesRoutes = new Hono<AppEnv>()
  .get('/get', validate('query', PageGetQuery), async (c) => {
    const { id, locale, slug } = c.req.valid('query');
    const site = await loadSite(c.var.db, 'published');
    const page = id ? site.pages.find((p) => p.id === id) : resolvePage(site.pages, locale, slug ?? '');
    if (!page) throw new ApiError(404, 'page_not_found');
    return c.json({ success: true as const, data: { page, paths: alternatePaths(page) } });
  })
  .get('/info', validate('query', PageInfoQuery), async (c) => {
    const { id, lang } = c.req.valid('query');
    const site = await loadSite(c.var.db, 'published');
    const page = site.pages.find((p) => p.id === id);
    if (!page) throw new ApiError(404, 'page_not_found');
    const paths = Object.fromEntries(alternatePaths(page).map((a) => [a.locale, a.path]));
    const base = { id: page.id, collection: page.collection, role: page.role, status: page.status };
    if (lang) {
      return c.json({
        success: true as const,
        data: {
          ...base,
          lang,
          name: page.meta.name[lang] ?? null,
          slug: page.slug[lang] ?? null,
          path: paths[lang] ?? null,
        },
      });
    }
    return c.json({
      success: true as const,
      data: { ...base, meta: page.meta, slug: page.slug, availableSlugs: paths, locales: VISITOR_LOCALES },
    });
  });
