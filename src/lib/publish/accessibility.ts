/**
 * The accessibility check of a draft page before it goes live, walked over the page snapshot:
 * images without alt text in a published language, headings that skip a level, and text/background
 * pairs below WCAG AA (the rules themselves are src/lib/a11y-check.ts). Which field is a block's
 * title and which block opens the page is block knowledge that src/lib may not import, so the
 * caller hands it in (`BlockFacts`, read from src/blocks/registry.ts by the editor and the API
 * alike). Pure: the same answer in the publish dialog and in the publish route.
 */
import {
  contrastIssues,
  pageColorPairs,
  richTextHeadings,
  skippedHeadings,
  type ColorPair,
  type ContrastIssue,
  type Heading,
  type Paint,
  type SkippedHeading,
  type ThemeColor,
} from '../a11y-check.ts';
import type { Rgb } from '../color.ts';
import {
  fieldDoc,
  fieldText,
  type GroupSnapshot,
  type Locale,
  type MediaSnapshot,
  type PageSnapshot,
} from '../content.ts';
import { pageLocales } from '../drafts.ts';
import type { SiteSettings } from '../settings.ts';

/** What the check needs to know about blocks (src/blocks/registry.ts answers it). */
export interface BlockFacts {
  /** A block type's declared fields in order (empty for an unknown type). */
  fields(type: string): readonly { name: string; kind: string }[];
  /** The block whose title is the page's h1, or null. */
  pageTitleGroupId(groups: readonly { id: string; type: string }[]): string | null;
}

/** An image shown without alt text in some published languages. */
export interface MissingAlt {
  mediaId: string;
  /** The file name of the image's URL (what the editor recognises in the library). */
  fileName: string;
  /** Published languages without alt text, in the site's order. */
  locales: Locale[];
}

/** A skipped heading level, with the languages it is skipped in. */
export interface HeadingIssue extends SkippedHeading {
  locales: Locale[];
}

/** Everything the check finds; empty lists when the page passes. */
export interface AccessibilityFindings {
  missingAlt: MissingAlt[];
  headings: HeadingIssue[];
  contrast: ContrastIssue[];
}

/** Whether the check found nothing to list. */
export function isAccessible(findings: AccessibilityFindings): boolean {
  return findings.missingAlt.length === 0 && findings.headings.length === 0 && findings.contrast.length === 0;
}

// ---------------------------------------------------------------------------------------------
// Alt texts

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
 * Every image on the page (image fields, gallery items, the page's share image) whose alt text is
 * empty in a language the page, its block and the field are shown in. Blocks marked for deletion,
 * hidden fields and videos are left out.
 *
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

// ---------------------------------------------------------------------------------------------
// Headings

function shownIn(group: GroupSnapshot, locale: Locale): boolean {
  return group.status !== 'markedForDeletion' && !group.disallowedLanguages.includes(locale);
}

/**
 * The page's headings in one language, in reading order: each block's title at its level (the
 * page's opening block h1, other blocks h2, a card one level below its board's title), then the
 * headings of its rich text, then its cards.
 */
export function pageHeadings(page: PageSnapshot, locale: Locale, blocks: BlockFacts): Heading[] {
  const opener = blocks.pageTitleGroupId(page.groups);
  const out: Heading[] = [];
  const visit = (group: GroupSnapshot, level: number) => {
    if (!shownIn(group, locale)) return;
    let titled = false;
    for (const spec of blocks.fields(group.type)) {
      const field = group.fields[spec.name];
      if (!field?.visible) continue;
      if (spec.name === 'title' && spec.kind === 'text') {
        const text = fieldText(field, locale);
        if (text !== null) {
          out.push({ level, text, groupId: group.id });
          titled = true;
        }
      } else if (spec.kind === 'richText') {
        out.push(...richTextHeadings(fieldDoc(field, locale), group.id));
      }
    }
    for (const child of group.children) visit(child, titled ? level + 1 : level);
  };
  for (const group of page.groups) visit(group, group.id === opener ? 1 : 2);
  return out;
}

/** The skipped heading levels of the page in every language it is shown in, merged. */
export function headingIssues(
  page: PageSnapshot,
  siteLocales: readonly Locale[],
  blocks: BlockFacts,
): HeadingIssue[] {
  const found = new Map<string, HeadingIssue>();
  for (const locale of pageLocales(page, siteLocales)) {
    for (const issue of skippedHeadings(pageHeadings(page, locale, blocks))) {
      const key = `${issue.heading.groupId}:${issue.after}:${issue.heading.level}`;
      const known = found.get(key);
      if (known) known.locales.push(locale);
      else found.set(key, { ...issue, locales: [locale] });
    }
  }
  return [...found.values()];
}

// ---------------------------------------------------------------------------------------------
// Contrast

// Fixed colours of blocks that put text on a scrim of their own (their styles.css): the dark box
// of a text-on-image block with light text, and the dark base of a content slide.
const TEXT_ON_IMAGE_DARK_BOX: Rgb = [15, 22, 30];
const SLIDE_SCRIM: Rgb = [34, 40, 49];
const WHITE_TEXT: Rgb = [255, 255, 255];

const COLOR_NAMES: readonly string[] = ['primary', 'secondary', 'background', 'header'];
const themeColor = (value: unknown): ThemeColor | null =>
  typeof value === 'string' && COLOR_NAMES.includes(value) ? (value as ThemeColor) : null;

/** The text/background pairs one block's options make (cards included). */
export function groupColorPairs(group: GroupSnapshot): ColorPair[] {
  const pairs: ColorPair[] = [];
  const options = group.options;
  const background = themeColor(options['backgroundColor']);
  if (background)
    pairs.push({ groupId: group.id, text: { on: background }, background: { color: background } });
  const textColor = themeColor(options['textColor']);
  if (group.type === 'textOnImage') {
    const light = textColor === 'background' || textColor === 'header';
    const text: Paint =
      textColor === null
        ? { on: 'background' }
        : textColor === 'primary'
          ? { ink: 'primary' }
          : { color: textColor };
    pairs.push({
      groupId: group.id,
      text,
      background: light ? { rgb: TEXT_ON_IMAGE_DARK_BOX } : { color: 'background' },
    });
  } else if (group.type === 'contentSliderCard') {
    pairs.push({
      groupId: group.id,
      text: textColor === null ? { rgb: WHITE_TEXT } : { color: textColor },
      background: { rgb: SLIDE_SCRIM },
    });
  }
  return pairs;
}

/** The contrast issues of the page: its background and every block still on it. */
export function pageContrastIssues(page: PageSnapshot, settings: SiteSettings): ContrastIssue[] {
  const pairs = pageColorPairs(settings);
  const visit = (group: GroupSnapshot) => {
    if (group.status === 'markedForDeletion') return;
    pairs.push(...groupColorPairs(group));
    group.children.forEach(visit);
  };
  page.groups.forEach(visit);
  return contrastIssues(settings, pairs);
}

/**
 * The whole check of a draft page in the languages the site publishes.
 *
 * @example
 * const findings = accessibilityFindings(draft.page, ['de', 'en'], settings, blocks);
 * if (!isAccessible(findings)) showTheList(findings);
 */
export function accessibilityFindings(
  page: PageSnapshot,
  siteLocales: readonly Locale[],
  settings: SiteSettings,
  blocks: BlockFacts,
): AccessibilityFindings {
  return {
    missingAlt: missingAltTexts(page, siteLocales),
    headings: headingIssues(page, siteLocales, blocks),
    contrast: pageContrastIssues(page, settings),
  };
}
