/**
 * The door's view of the database: which published page a path shows, if it is protected, with
 * its stored password hash and every public path its pass cookie must reach.
 */
import type { Db } from '../../../db/client.ts';
import { loadPublishedPages } from '../../../db/snapshot.ts';
import type { Locale, PageSnapshot } from '../../../src/lib/content.ts';
import { isProtectedPage } from '../../../src/lib/protected-pages.ts';
import { buildStaticRoutes, resolvePage } from '../../../src/lib/routes.ts';
import type { ProtectedPageInfo } from './gate.ts';

/** Every public path of a page: its path in each locale and its id aliases. */
export function publicPathsOf(page: PageSnapshot): string[] {
  return buildStaticRoutes([page]).map((r) => (r.slug === '' ? `/${r.locale}/` : `/${r.locale}/${r.slug}`));
}

/** Finds the published protected page of a locale-relative path (see `ProtectedGateOptions.findPage`). */
export function protectedPageFinder(db: Db) {
  return async (locale: Locale, rest: string): Promise<ProtectedPageInfo | null> => {
    const page = resolvePage(await loadPublishedPages(db), locale, rest);
    if (!page || !isProtectedPage(page)) return null;
    return { id: page.id, passwordHash: page.meta.password ?? '', paths: publicPathsOf(page) };
  };
}
