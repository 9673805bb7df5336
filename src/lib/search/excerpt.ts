/**
 * Pagefind's result excerpts are HTML: the page's text (entities escaped) with the matched words
 * in `<mark>`. They are never put into the page as HTML: this turns one into plain text pieces,
 * each marked or not, which the view renders as text and `<mark>` elements. Any other tag is
 * dropped, so an excerpt can show nothing but text and highlights.
 */

/** One run of excerpt text; `marked` for a matched word. */
export interface ExcerptPiece {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references Pagefind writes (named basics and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text pieces of an excerpt: `<mark>` and `</mark>` switch highlighting, every other tag is
 * removed, entities are decoded; neighbouring pieces of the same kind are merged, empty ones dropped.
 *
 * @example
 * excerptPieces('Die <mark>Brille</mark> &amp; mehr');
 * // [{ text: 'Die ', marked: false }, { text: 'Brille', marked: true }, { text: ' & mehr', marked: false }]
 */
export function excerptPieces(html: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  let marked = false;
  const push = (raw: string) => {
    const text = decodeEntities(raw.replace(/[<>]/gu, ''));
    if (text === '') return;
    const last = pieces[pieces.length - 1];
    if (last && last.marked === marked) last.text += text;
    else pieces.push({ text, marked });
  };
  const tag = /<\s*(\/?)\s*([a-z][a-z0-9-]*)[^>]*>/giu;
  let at = 0;
  for (const match of html.matchAll(tag)) {
    push(html.slice(at, match.index));
    at = match.index + match[0].length;
    if ((match[2] ?? '').toLowerCase() === 'mark') marked = match[1] !== '/';
  }
  push(html.slice(at));
  return pieces;
}
