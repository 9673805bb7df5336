/**
 * The props every island of a page is given (src/blocks/Blocks.astro, and the bench's Next.js
 * build of the same pages, bench/next/app/blocks.tsx): built once per page.
 */
import type { CollectionName, Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { isPageInLocale, pagePath } from '../lib/routes.ts';
import type { IslandProps } from './IslandRoot.tsx';
import { blockSchema, pageTitleGroupId } from './registry.ts';

/**
 * The collection an island needs: its own for a page-collection container, else the one its schema
 * names (the game screens get the urban golf holes for their scores, page dots and leaderboard).
 */
const islandCollection = (type: string): CollectionName | undefined => {
  const schema = blockSchema(type);
  return schema?.collection ?? schema?.islandCollection;
};

const pathMaps = new WeakMap<readonly PageSnapshot[], Partial<Record<Locale, Record<string, string>>>>();

/**
 * Every page's path in `locale` by page id, made once per page list (snapshots are never mutated,
 * and a publish renders many pages of one snapshot): islands only read it.
 */
function localePaths(pages: readonly PageSnapshot[], locale: Locale): Record<string, string> {
  let byLocale = pathMaps.get(pages);
  if (!byLocale) {
    byLocale = {};
    pathMaps.set(pages, byLocale);
  }
  return (byLocale[locale] ??= Object.fromEntries(
    pages.filter((p) => isPageInLocale(p, locale)).map((p) => [p.id, pagePath(p, locale)]),
  ));
}

/** The page's title block, its visible blocks, and the props of any of its islands. */
export function pageIslands(site: SiteSnapshot, page: PageSnapshot, locale: Locale) {
  const paths = localePaths(site.pages, locale);
  // Islands get the page without its blocks' content; the block list (ids and types) stays, so
  // useTitleTag can tell which block opens the page.
  const pageStub: PageSnapshot = {
    ...page,
    groups: page.groups.map((g) => ({ ...g, fields: {}, options: {}, children: [] })),
  };
  const titleGroupId = pageTitleGroupId(page.groups);
  return {
    titleGroupId,
    /** The blocks shown in `locale`, in order. */
    visible: page.groups.filter((g) => !g.disallowedLanguages.includes(locale)),
    /** The props of the island of `group`. */
    propsOf(group: PageSnapshot['groups'][number]): IslandProps {
      const collection = islandCollection(group.type);
      return {
        group,
        locale,
        mode: 'live',
        page: pageStub,
        settings: site.settings,
        branches: site.branches,
        ...(group.type === 'businessSearch' && site.directory ? { directory: site.directory } : {}),
        paths,
        titleGroupId,
        ...((group.type === 'jobs' || group.type === 'marketplace') && site.jobs ? { jobs: site.jobs } : {}),
        ...(collection
          ? {
              collectionPages: site.pages.filter(
                (p) => p.collection === collection && isPageInLocale(p, locale),
              ),
            }
          : {}),
      };
    },
  };
}
