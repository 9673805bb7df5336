/**
 * Images a visitor would see without alt text (the publish dialog's list): every image on the
 * page (image fields, gallery items, the page's share image) whose alt text is empty in a language
 * the page, its block and the field are shown in. Blocks marked for deletion, hidden fields and
 * videos are left out. Pure: the draft page snapshot in, the list out.
 */
import type { GroupSnapshot, Locale, MediaSnapshot, PageSnapshot } from '../../lib/content.ts';
import { pageLocales } from '../../lib/drafts.ts';

export interface MissingAlt {
  mediaId: string;
  /** The file name of the image's URL (what the editor recognises in the library). */
  fileName: string;
  /** Published languages without alt text, in the site's order. */
  locales: Locale[];
}

/** Whether a media snapshot is an image (a video's poster has no alt text of its own). */
function isImage(media: MediaSnapshot): boolean {
  return media.mimeType.startsWith('image/') && !media.video;
}

/** The last path part of a URL, decoded ('' for none). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/u)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * @example
 * missingAltTexts(page, ['de', 'en']); // [{ mediaId: 'm1', fileName: 'laden.jpg', locales: ['en'] }]
 */
export function missingAltTexts(page: PageSnapshot, siteLocales: readonly Locale[]): MissingAlt[] {
  const found = new Map<string, { media: MediaSnapshot; locales: Set<Locale> }>();
  const check = (media: MediaSnapshot | null | undefined, where: readonly Locale[]) => {
    if (!media || !isImage(media)) return;
    const missing = where.filter((locale) => !(media.alt[locale] ?? '').trim());
    if (missing.length === 0) return;
    const entry = found.get(media.id) ?? { media, locales: new Set<Locale>() };
    for (const locale of missing) entry.locales.add(locale);
    found.set(media.id, entry);
  };
  const shown = pageLocales(page, siteLocales);
  check(page.ogImage, shown);
  for (const field of Object.values(page.fields)) if (field.visible) check(field.media, shown);
  const visit = (groups: readonly GroupSnapshot[], where: readonly Locale[]) => {
    for (const group of groups) {
      if (group.status === 'markedForDeletion') continue;
      const hidden = new Set(group.disallowedLanguages);
      const groupWhere = where.filter((l) => !hidden.has(l));
      for (const field of Object.values(group.fields)) if (field.visible) check(field.media, groupWhere);
      for (const media of group.media ?? []) check(media, groupWhere);
      visit(group.children, groupWhere);
    }
  };
  visit(page.groups, shown);
  return [...found.values()].map(({ media, locales }) => ({
    mediaId: media.id,
    fileName: fileNameOf(media.url),
    locales: siteLocales.filter((l) => locales.has(l)),
  }));
}
