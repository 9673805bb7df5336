/**
 * The accessibility check of the publish dialog, as pure rules: headings that skip a level (an h1
 * followed by an h3 leaves screen-reader users wondering what they missed), and text/background
 * pairs below WCAG AA contrast (4.5:1 for normal text, 3:1 for large text) worked out from the
 * theme colours a block's options pick. The editor turns the draft page into headings and colour
 * pairs; these rules say which of them fail.
 */
import { contrastRatio, ensureContrast, parseRgb, readableOn, type Rgb } from './color.ts';
import type { ProseMirrorNode } from './content.ts';
import type { SiteSettings } from './settings.ts';

/** WCAG 2 AA: normal text needs 4.5:1 against its background. */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2 AA: large text (24 px, or 18.66 px bold) needs 3:1. */
export const AA_LARGE_TEXT = 3;

// ---------------------------------------------------------------------------------------------
// Headings

/** One heading of the page in reading order: its level 1..6, its text and the block it is in. */
export interface Heading {
  level: number;
  text: string;
  groupId: string | null;
}

/** A heading that comes more than one level below the heading before it. */
export interface SkippedHeading {
  heading: Heading;
  /** The level of the heading before it. */
  after: number;
}

/**
 * The headings that skip a level going down (h2 -> h4). Going up any number of levels is fine,
 * and so is the first heading of the page.
 *
 * @example
 * skippedHeadings([{ level: 1, text: 'A', groupId: 'g1' }, { level: 3, text: 'B', groupId: 'g2' }]);
 * // [{ heading: { level: 3, text: 'B', groupId: 'g2' }, after: 1 }]
 */
export function skippedHeadings(headings: readonly Heading[]): SkippedHeading[] {
  const out: SkippedHeading[] = [];
  let previous: number | null = null;
  for (const heading of headings) {
    if (previous !== null && heading.level > previous + 1) out.push({ heading, after: previous });
    previous = heading.level;
  }
  return out;
}

function plainText(node: ProseMirrorNode): string {
  if (typeof node.text === 'string') return node.text;
  return (node.content ?? []).map(plainText).join('');
}

/**
 * The headings of a rich-text document in order, with the level the visitor site renders
 * (a missing or odd level is an h2, levels clamp to 1..6, as in src/fields/RichText.tsx).
 */
export function richTextHeadings(doc: ProseMirrorNode | null | undefined, groupId: string | null): Heading[] {
  if (!doc) return [];
  const out: Heading[] = [];
  const visit = (node: ProseMirrorNode) => {
    if (node.type === 'heading') {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.['level']) || 2));
      out.push({ level, text: plainText(node).trim(), groupId });
      return;
    }
    for (const child of node.content ?? []) visit(child);
  };
  visit(doc);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Contrast

/** The theme's colours a block option can name. */
export type ThemeColor = 'primary' | 'secondary' | 'background' | 'header';

/**
 * A colour as the site paints it: a theme colour, the readable text the theme puts on a theme
 * colour (`on`), a brand colour's "ink" for text on the page background, or a fixed colour
 * (e.g. a block's own dark scrim).
 */
export type Paint =
  { color: ThemeColor } | { on: ThemeColor } | { ink: 'primary' | 'secondary' } | { rgb: Rgb };

/** A text/background pair of the page to check. */
export interface ColorPair {
  /** The block it is in; null for the page itself (its background). */
  groupId: string | null;
  text: Paint;
  background: Paint;
  /** Large text (headings of 24 px and more): 3:1 is enough. */
  large?: boolean;
}

/** A pair below the AA minimum, with the colours as the site paints them. */
export interface ContrastIssue {
  groupId: string | null;
  text: Rgb;
  background: Rgb;
  /** The ratio, rounded down to two decimals (so 4.499 never reads as 4.5). */
  ratio: number;
  required: number;
}

/** The RGB colour a paint is with these settings (the same derivation as src/lib/theme.ts). */
export function resolvePaint(settings: SiteSettings, paint: Paint): Rgb {
  const theme = (name: ThemeColor) => parseRgb(settings.theme[name]);
  if ('rgb' in paint) return paint.rgb;
  if ('color' in paint) return theme(paint.color);
  if ('on' in paint) return readableOn(theme(paint.on));
  return ensureContrast(theme(paint.ink), theme('background'));
}

/**
 * The pairs below WCAG AA: 4.5:1, or 3:1 for large text.
 *
 * @example
 * contrastIssues(readSettings({}), [{ groupId: 'g', text: { color: 'primary' }, background: { color: 'background' } }]);
 * // [{ groupId: 'g', text: [73, 157, 221], background: [255, 255, 255], ratio: 3.02, required: 4.5 }]
 */
export function contrastIssues(settings: SiteSettings, pairs: readonly ColorPair[]): ContrastIssue[] {
  const out: ContrastIssue[] = [];
  for (const pair of pairs) {
    const text = resolvePaint(settings, pair.text);
    const background = resolvePaint(settings, pair.background);
    const required = pair.large ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
    const ratio = contrastRatio(text, background);
    if (ratio < required) {
      out.push({ groupId: pair.groupId, text, background, ratio: Math.floor(ratio * 100) / 100, required });
    }
  }
  return out;
}

/**
 * The page's own pairs: body text on the page background and, when the background gradient is
 * on, on both of its ends (the text colour is chosen for the plain background only).
 */
export function pageColorPairs(settings: SiteSettings): ColorPair[] {
  const text: Paint = { on: 'background' };
  const pairs: ColorPair[] = [{ groupId: null, text, background: { color: 'background' } }];
  const { gradient } = settings.appearance;
  if (gradient.enabled) {
    pairs.push({ groupId: null, text, background: { rgb: parseRgb(gradient.from) } });
    pairs.push({ groupId: null, text, background: { rgb: parseRgb(gradient.to) } });
  }
  return pairs;
}

/** A colour as `#rrggbb`, for showing a failing pair to the editor. */
export function hexColor(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
