import { describe, expect, it } from 'vitest';
import { EXCERPT_WORDS, excerptOf, MATCH_END, MATCH_START } from './excerpt.ts';

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;
const text = (pieces: { text: string }[]) => pieces.map((p) => p.text).join('');

describe('excerptOf', () => {
  it('turns the match marks into marked pieces', () => {
    expect(excerptOf(`Die ${mark('Brille')} & mehr`)).toEqual([
      { text: 'Die ', marked: false },
      { text: 'Brille', marked: true },
      { text: ' & mehr', marked: false },
    ]);
  });

  it('marks the whole word a match is part of', () => {
    expect(excerptOf(`Weiche Kontakt${mark('lin')}sen für Sie`)).toEqual([
      { text: 'Weiche ', marked: false },
      { text: 'Kontaktlinsen', marked: true },
      { text: ' für Sie', marked: false },
    ]);
  });

  it('shows a window of words around the first match, with ellipses where it cut', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[50] = mark('treffer');
    const pieces = excerptOf(words.join(' '));
    const shown = text(pieces);
    expect(shown.startsWith('…w42 ')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.replaceAll('…', '').split(' ')).toHaveLength(EXCERPT_WORDS);
    expect(pieces.filter((p) => p.marked)).toEqual([{ text: 'treffer', marked: true }]);
  });

  it('starts at the beginning without a match, and gives nothing for no text', () => {
    expect(text(excerptOf('kurzer Text'))).toBe('kurzer Text');
    expect(excerptOf('')).toEqual([]);
  });
});
