import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptPieces } from './excerpt.ts';

describe('excerptPieces', () => {
  it('keeps the highlights and decodes the text', () => {
    expect(excerptPieces('Die <mark>Brille</mark> &amp; mehr')).toEqual([
      { text: 'Die ', marked: false },
      { text: 'Brille', marked: true },
      { text: ' & mehr', marked: false },
    ]);
  });

  it('drops every other tag and leaves markup only as text', () => {
    expect(excerptPieces('a<script>alert(1)</script><b>b</b> <img src=x onerror=y>c')).toEqual([
      { text: 'aalert(1)b c', marked: false },
    ]);
    expect(excerptPieces('&lt;script&gt; <MARK class="x">x</MARK>')).toEqual([
      { text: '<script> ', marked: false },
      { text: 'x', marked: true },
    ]);
  });

  it('never yields a tag, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        for (const piece of excerptPieces(html)) {
          expect(piece.text).not.toBe('');
          // Text pieces are rendered as text: a "<" can come only from a decoded entity.
          if (!html.includes('&')) expect(piece.text).not.toMatch(/[<>]/u);
        }
      }),
    );
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&quot;a&#39;&#x41;&unknown;')).toBe('"a\'A&unknown;');
  });
});
