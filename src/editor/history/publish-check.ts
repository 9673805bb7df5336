/**
 * What the publish dialog checks on the draft page before it goes live: images without alt text
 * in a published language (media/missing-alt.ts), headings that skip a level, and text/background
 * pairs below WCAG AA (src/lib/a11y-check.ts). This module knows the blocks: which field is a
 * block's title and at which level it renders (the page's opening block h1, other blocks h2, a
 * card one level below its board's title), where rich text brings its own headings, and which
 * colours a block's options put text on.
 */
import { getBlock } from '../../blocks/manifests.ts';
import { pageTitleGroupId } from '../../blocks/registry.ts';
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
} from '../../lib/a11y-check.ts';
import type { Rgb } from '../../lib/color.ts';
import {
  fieldDoc,
  fieldText,
  type GroupSnapshot,
  type Locale,
  type PageSnapshot,
} from '../../lib/content.ts';
import { pageLocales } from '../../lib/drafts.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import { missingAltTexts, type MissingAlt } from '../media/missing-alt.ts';

/** A skipped heading level, with the languages it is skipped in. */
export interface HeadingIssue extends SkippedHeading {
  locales: Locale[];
}

/** Everything the publish dialog lists; empty lists when the page passes. */
export interface PublishCheck {
  missingAlt: MissingAlt[];
  headings: HeadingIssue[];
  contrast: ContrastIssue[];
}

/** Whether the check found nothing to list. */
export function isClean(check: PublishCheck): boolean {
  return check.missingAlt.length === 0 && check.headings.length === 0 && check.contrast.length === 0;
}

function shownIn(group: GroupSnapshot, locale: Locale): boolean {
  return group.status !== 'markedForDeletion' && !group.disallowedLanguages.includes(locale);
}

/**
 * The page's headings in one language, in reading order: each block's title at its level, then
 * the headings of its rich text, then its cards.
 */
export function pageHeadings(page: PageSnapshot, locale: Locale): Heading[] {
  const opener = pageTitleGroupId(page.groups);
  const out: Heading[] = [];
  const visit = (group: GroupSnapshot, level: number) => {
    if (!shownIn(group, locale)) return;
    let titled = false;
    for (const spec of getBlock(group.type)?.fields ?? []) {
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
export function headingIssues(page: PageSnapshot, siteLocales: readonly Locale[]): HeadingIssue[] {
  const found = new Map<string, HeadingIssue>();
  for (const locale of pageLocales(page, siteLocales)) {
    for (const issue of skippedHeadings(pageHeadings(page, locale))) {
      const key = `${issue.heading.groupId}:${issue.after}:${issue.heading.level}`;
      const known = found.get(key);
      if (known) known.locales.push(locale);
      else found.set(key, { ...issue, locales: [locale] });
    }
  }
  return [...found.values()];
}

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

/** The whole check of a draft page in the languages the site publishes. */
export function publishCheck(
  page: PageSnapshot,
  siteLocales: readonly Locale[],
  settings: SiteSettings,
): PublishCheck {
  return {
    missingAlt: missingAltTexts(page, siteLocales),
    headings: headingIssues(page, siteLocales),
    contrast: pageContrastIssues(page, settings),
  };
}
