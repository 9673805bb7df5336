/**
 * The directory's search rules (visitor spec §5 "Directory search"): a case- and accent-insensitive
 * substring match on a business's name or a branch's city ('Zurich' finds 'Zürich', as
 * `Intl.Collator('de-CH', { sensitivity: 'base' })` compares them), a prefix match on branch zip
 * codes, the programme filter truth table and the alphabetical list grouped by first letter.
 */
import type { DirectoryBusiness } from '../api/snapshot.ts';

/** Letters a base-strength collator treats as another letter sequence, but NFKD leaves alone. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
};
const BASE_LETTER_PATTERN = new RegExp(`[${Object.keys(BASE_LETTERS).join('')}]`, 'gu');

/**
 * A text folded to its base letters: compatibility-decomposed, diacritics removed, lower case,
 * ß/æ/œ/ø written out. Two texts fold equal exactly when a de-CH base collator calls them equal.
 *
 * @example
 * foldForSearch('Zürich'); // 'zurich'
 * foldForSearch('Straße'); // 'strasse'
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(BASE_LETTER_PATTERN, (letter) => BASE_LETTERS[letter] ?? letter);
}

/** The query as the matcher uses it: folded, surrounding and repeated spaces dropped. */
export function normaliseQuery(query: string): string {
  return foldForSearch(query).trim().replace(/\s+/g, ' ');
}

/**
 * Whether a business matches a search query: the name or a branch city contains it, or a branch
 * zip starts with it. An empty query matches every business.
 *
 * @example
 * matchesQuery(business, 'zurich'); // true for a branch in Zürich
 * matchesQuery(business, '80');     // true for a branch with zip 8001
 */
export function matchesQuery(business: DirectoryBusiness, query: string): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return true;
  if (foldForSearch(business.name).includes(needle)) return true;
  return business.branches.some(
    (branch) => foldForSearch(branch.city).includes(needle) || branch.zip.startsWith(needle),
  );
}

/** The two programme filters (the block's options, then the visitor's checkboxes). */
export interface ProgrammeFilter {
  healthOptics: boolean;
  frequentLens: boolean;
}

/** Whether a business takes part in the health-optics programme (an active membership). */
export function isHealthOpticsMember(business: DirectoryBusiness): boolean {
  return business.programmes.healthOptics?.active === true;
}

/**
 * The programme filter: both set, members of either programme; one set, members of that one;
 * none set, every business.
 */
export function matchesProgrammes(business: DirectoryBusiness, filter: ProgrammeFilter): boolean {
  if (!filter.healthOptics && !filter.frequentLens) return true;
  return (
    (filter.healthOptics && isHealthOpticsMember(business)) ||
    (filter.frequentLens && business.programmes.frequentLens)
  );
}

const collator = new Intl.Collator('de-CH');

/** The businesses that match query and filter, in de-CH alphabetical order. */
export function filterDirectory(
  directory: readonly DirectoryBusiness[],
  query: string,
  filter: ProgrammeFilter,
): DirectoryBusiness[] {
  return directory
    .filter((business) => matchesProgrammes(business, filter) && matchesQuery(business, query))
    .toSorted((a, b) => collator.compare(a.name, b.name));
}

/** The group a name is listed under: its first base letter in upper case, '#' for anything else. */
export function letterOf(name: string): string {
  const first = foldForSearch(name.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** One letter of the alphabetical list with its businesses. */
export interface LetterGroup {
  letter: string;
  businesses: DirectoryBusiness[];
}

/**
 * Businesses grouped by first letter, groups and members in de-CH order ('Ö' under 'O', digits
 * and signs under '#', listed first).
 */
export function groupByLetter(directory: readonly DirectoryBusiness[]): LetterGroup[] {
  const groups = new Map<string, DirectoryBusiness[]>();
  for (const business of directory.toSorted((a, b) => collator.compare(a.name, b.name))) {
    const letter = letterOf(business.name);
    groups.set(letter, [...(groups.get(letter) ?? []), business]);
  }
  return [...groups]
    .map(([letter, businesses]) => ({ letter, businesses }))
    .toSorted((a, b) => (a.letter === '#' ? -1 : b.letter === '#' ? 1 : a.letter.localeCompare(b.letter)));
}

/** The letters of the alphabet bar, A to Z. */
export const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
