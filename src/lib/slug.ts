/**
 * The slug transform of page URLs (editor spec §5): what an editor types becomes a path segment
 * ('Über uns' -> 'ueber-uns'), and the reasons a slug is refused. Pure: the server checks with it,
 * the pages panel shows the result live while the editor types.
 */
import { RESERVED_SEGMENTS } from './routes.ts';

/** Longest slug kept (longer input is cut at a word boundary where possible). */
export const MAX_SLUG_LENGTH = 80;

/** Why a slug is refused (the spec's error keys). */
export type SlugErrorKey = 'not empty' | 'already exists';

/** Letters spelled out rather than stripped (German umlauts, and ligatures NFD cannot split). */
const SPELLED_LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
};

/**
 * Turns any text into a URL slug: lower case, German umlauts spelled out (ä -> ae, ß -> ss),
 * other accents stripped, every run of other characters one '-', no '-' at either end.
 *
 * @example
 * slugify('Über uns & Team'); // 'ueber-uns-team'
 * slugify('Café Crème'); // 'cafe-creme'
 */
export function slugify(input: string): string {
  const spelled = input
    .toLowerCase()
    .replace(/[äöüßæøœ]/gu, (letter) => SPELLED_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  const slug = spelled.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '') || slug.slice(0, MAX_SLUG_LENGTH);
}

/** Whether the router owns this segment ('edit', 'api', ...), so no page may take it. */
export function isReservedSlug(slug: string): boolean {
  return (RESERVED_SEGMENTS as readonly string[]).includes(slug);
}

/**
 * Checks a transformed slug against the slugs it must not equal (same collection, same locale,
 * other pages): empty -> 'not empty'; taken or reserved -> 'already exists'; fine -> null.
 *
 * @example
 * slugError('', []); // 'not empty'
 * slugError('kontakt', ['kontakt']); // 'already exists'
 */
export function slugError(slug: string, taken: readonly string[]): SlugErrorKey | null {
  if (slug === '') return 'not empty';
  if (isReservedSlug(slug) || taken.includes(slug)) return 'already exists';
  return null;
}

/**
 * The first free slug for a new page: the name's slug, else with '-2', '-3', ... appended.
 * A name without letters or digits gets `fallback` (e.g. 'seite').
 *
 * @example
 * uniqueSlug('Kontakt', ['kontakt', 'kontakt-2'], 'seite'); // 'kontakt-3'
 */
export function uniqueSlug(name: string, taken: readonly string[], fallback: string): string {
  const base = slugify(name) || fallback;
  const used = new Set(taken);
  if (!used.has(base) && !isReservedSlug(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
