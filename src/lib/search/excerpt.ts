/**
 * The excerpt of a search result: a window of the page's text around its first match, as plain
 * text pieces, each marked or not (the view renders them as text and `<mark>`, never as HTML).
 * The index marks matches with two control characters (functions/services/search/site-search.ts);
 * a match that is part of a word (a trigram, a stem) marks the whole word.
 */
import type { ExcerptPiece } from '../api/search.ts';

/** Starts and ends a match in the highlighted text (characters no page text contains). */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
/** Words an excerpt shows, and how many of them come before the first match. */
export const EXCERPT_WORDS = 30;
const WORDS_BEFORE = 8;
const ELLIPSIS = '…';

const isWordCharacter = (c: string) => /[\p{L}\p{N}\u00ad]/u.test(c);

/**
 * The excerpt of a highlighted page text: EXCERPT_WORDS words starting a few words before the
 * first match, with an ellipsis where text was cut.
 *
 * @example
 * excerptOf('Weiche \u0002Kontakt\u0003linsen für Sie');
 * // [{ text: 'Weiche ', marked: false }, { text: 'Kontaktlinsen', marked: true }, { text: ' für Sie', marked: false }]
 */
export function excerptOf(highlighted: string): ExcerptPiece[] {
  const chars: string[] = [];
  const marked: boolean[] = [];
  let inMatch = false;
  for (const c of highlighted) {
    if (c === MATCH_START) inMatch = true;
    else if (c === MATCH_END) inMatch = false;
    else {
      chars.push(c);
      marked.push(inMatch);
    }
  }
  // A match inside a word marks the whole word.
  for (let i = 1; i < chars.length; i++)
    if (marked[i - 1] && isWordCharacter(chars[i - 1]!) && isWordCharacter(chars[i]!)) marked[i] = true;
  for (let i = chars.length - 2; i >= 0; i--)
    if (marked[i + 1] && isWordCharacter(chars[i + 1]!) && isWordCharacter(chars[i]!)) marked[i] = true;

  // Words as character ranges; the window starts a few words before the first match.
  const words: { start: number; end: number }[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (/\s/u.test(chars[i]!)) continue;
    const start = i;
    while (i < chars.length && !/\s/u.test(chars[i]!)) i++;
    words.push({ start, end: i });
  }
  if (words.length === 0) return [];
  const firstMarked = marked.indexOf(true);
  const firstWord = Math.max(
    0,
    words.findIndex((word) => word.end > firstMarked),
  );
  const from = firstMarked < 0 ? 0 : Math.max(0, firstWord - WORDS_BEFORE);
  const to = Math.min(words.length, from + EXCERPT_WORDS);

  const pieces: ExcerptPiece[] = [];
  const push = (text: string, isMarked: boolean) => {
    const last = pieces[pieces.length - 1];
    if (last && last.marked === isMarked) last.text += text;
    else pieces.push({ text, marked: isMarked });
  };
  if (from > 0) push(ELLIPSIS, false);
  for (let i = words[from]!.start; i < words[to - 1]!.end; i++) push(chars[i]!, marked[i]!);
  if (to < words.length) push(ELLIPSIS, false);
  return pieces;
}
