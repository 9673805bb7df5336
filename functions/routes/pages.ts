/**
 * GET /page/get and GET /page/info: a published page with its blocks, or a page's info.
 * `includeDrafts=true` (signed-in editors only) answers the *draft* page and the draft site
 * pieces the editor island renders it with. Public answers come from `loadPublicSite`: no
 * password or hash, no hidden field or group, and a protected page's content only behind its
 * password form (403 here); the editor's answer shows a marker instead of a password hash.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { DETAIL_TYPE } from '../../src/lib/collections.ts';
import {
  LocaleSchema,
  VISITOR_LOCALES,
  type PageSnapshot,
  type SiteSnapshot,
} from '../../src/lib/content.ts';
import type { DraftPageResponse } from '../../src/lib/api/draft.ts';
import { alternatePaths, resolvePage } from '../../src/lib/routes.ts';
import { isHealthOpticsMember, loadPublicSite, loadSite, publicPage } from '../../db/snapshot.ts';
import { isProtectedPage, withPasswordMarker } from '../../src/lib/protected-pages.ts';
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
    /** 'true': the draft side, for a signed-in editor (401 otherwise). */
    includeDrafts: v.optional(v.picklist(['true', 'false'])),
  }),
  v.check((q) => q.id !== undefined || q.slug !== undefined, 'id or slug is required'),
);

export const PageInfoQuery = v.object({ id: Id, lang: v.optional(LocaleSchema) });

export const pagesRoutes = new Hono<AppEnv>()
  .get('/get', validate('query', PageGetQuery), async (c) => {
    const { id, locale, slug, includeDrafts } = c.req.valid('query');
    if (includeDrafts === 'true') return draftPage(c, id, locale, slug);
    const site = await loadSite(c.var.db, 'published');
    const page = id ? site.pages.find((p) => p.id === id) : resolvePage(site.pages, locale, slug ?? '');
    if (!page) throw new ApiError(404, 'page_not_found');
    if (isProtectedPage(page)) throw new ApiError(403, 'forbidden', 'password-protected page');
    return c.json({
      success: true as const,
      data: { page: publicPage(page, locale), paths: alternatePaths(page) },
    });
  })
  .get('/info', validate('query', PageInfoQuery), async (c) => {
    const { id, lang } = c.req.valid('query');
    const site = await loadPublicSite(c.var.db, lang ?? 'de');
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
      data: {
        ...base,
        meta: page.meta,
        slug: page.slug,
        availableSlugs: paths,
        locales: VISITOR_LOCALES,
      },
    });
  });

/**
 * The draft page for the editor: the page with all its groups, and every draft page without
 * groups (links, navigation, collection lists), except a collection item's detail group, which
 * collection containers show. Never cached.
 */
async function draftPage(
  c: Context<AppEnv>,
  id: string | undefined,
  locale: 'de' | 'en',
  slug: string | undefined,
) {
  const editor = await c.var.services.auth.editorFromHeaders(c.req.raw.headers);
  if (!editor) throw new ApiError(401, 'unauthorized');
  const site: SiteSnapshot = await loadSite(c.var.db, 'draft');
  const page = id ? site.pages.find((p) => p.id === id) : resolvePage(site.pages, locale, slug ?? '');
  if (!page) throw new ApiError(404, 'page_not_found');
  const withoutGroups = (p: PageSnapshot): PageSnapshot => {
    const detailType = p.collection ? DETAIL_TYPE[p.collection] : null;
    const groups = detailType ? p.groups.filter((g) => g.type === detailType) : [];
    return { ...p, meta: withPasswordMarker(p.meta), groups };
  };
  const data: DraftPageResponse = {
    page: { ...page, meta: withPasswordMarker(page.meta) },
    site: {
      pages: site.pages.map(withoutGroups),
      navigation: site.navigation,
      settings: site.settings,
      branches: site.branches,
    },
    paths: alternatePaths(page),
    healthOpticsMember: await isHealthOpticsMember(c.var.db),
  };
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
}
