/**
 * What changed on a page and what is untranslated (GET /page/status/*), read from one page's two
 * sides without loading the whole site.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields, groups, pages } from '../../../db/schema.ts';
import { loadMedia, pageSnapshot } from '../../../db/snapshot.ts';
import type { PublicationStatusResponse, TranslationStatusResponse } from '../../../src/lib/api/page.ts';
import { findButtonWarnings } from '../../../src/blocks/button-warnings.ts';
import { VISITOR_LOCALES, type Locale, type PageSnapshot } from '../../../src/lib/content.ts';
import {
  canPublish,
  comparePage,
  findMissingTranslations,
  isMultilingual,
  totalMissing,
} from '../../../src/lib/drafts.ts';
import { ApiError } from '../../errors.ts';
import type { Exec } from './rows.ts';

/** The visitor locales the site is built for (multilingual when more than one). */
export const SITE_LOCALES: readonly Locale[] = VISITOR_LOCALES;

/**
 * One page as `loadSite` would give it on each side (same mapping), without loading the site:
 * the draft (null when the page does not exist) and the published side (null when never published).
 */
export async function loadPageSides(
  db: Exec,
  pageId: string,
): Promise<{ draft: PageSnapshot; published: PageSnapshot | null } | null> {
  const [pageRow] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!pageRow) return null;
  const [groupRows, fieldRows] = await Promise.all([
    db.select().from(groups).where(eq(groups.pageId, pageId)),
    db.select().from(fields).where(eq(fields.pageId, pageId)),
  ]);
  const pageMedia = await loadMedia(
    db,
    [
      ...fieldRows.flatMap((f) => [f.mediaId, f.publishedMediaId]),
      pageRow.meta.ogImageId,
      pageRow.publishedMeta?.ogImageId,
    ],
    groupRows,
  );
  const build = (side: 'draft' | 'published') => pageSnapshot(pageRow, groupRows, fieldRows, side, pageMedia);

  const everPublished =
    pageRow.publishedAt !== null &&
    pageRow.publishedSlug !== null &&
    pageRow.publishedMeta !== null &&
    pageRow.status !== 'deleted' &&
    pageRow.status !== 'archived';
  return { draft: build('draft'), published: everPublished ? build('published') : null };
}
/** Changed items of a page, whether publishing is offered, and buttons to flag. */
export async function publicationStatus(
  db: Db,
  pageId: string,
  locales: readonly Locale[] = SITE_LOCALES,
): Promise<PublicationStatusResponse> {
  const sides = await loadPageSides(db, pageId);
  if (!sides || sides.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
  const changes = comparePage(sides.draft, sides.published);
  const missing = findMissingTranslations(sides.draft, locales);
  return {
    pageId,
    counts: changes.counts,
    canPublish: canPublish(changes.counts, missing, isMultilingual(locales)),
    changed: { page: changes.pageChanged, groupIds: changes.groupIds, fieldIds: changes.fieldIds },
    buttons: findButtonWarnings(sides.draft, locales),
  };
}

/** Missing translations of a page per locale. */
export async function translationStatus(
  db: Db,
  pageId: string,
  locales: readonly Locale[] = SITE_LOCALES,
): Promise<TranslationStatusResponse> {
  const sides = await loadPageSides(db, pageId);
  if (!sides || sides.draft.status === 'deleted') throw new ApiError(404, 'page_not_found');
  const missing = findMissingTranslations(sides.draft, locales);
  return {
    pageId,
    multilingual: isMultilingual(locales),
    locales: [...locales],
    missing,
    total: totalMissing(missing),
  };
}
