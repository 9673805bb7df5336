import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssue, fitsInBytes } from './message-text.ts';

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

describe('fitsInBytes', () => {
  it('agrees with the UTF-8 length, whatever the text and limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(160), (text, limit) => {
        expect(fitsInBytes(text, limit)).toBe(utf8Length(text) <= limit);
      }),
    );
  });

  it.each([['\ud800'], ['a\udc00b'], ['\ud800\ud800'], ['🏌\ud800']])(
    'counts a lone surrogate as the 3 bytes of its replacement character (%j)',
    (text) => {
      expect(fitsInBytes(text, utf8Length(text))).toBe(true);
      expect(fitsInBytes(text, utf8Length(text) - 1)).toBe(false);
    },
  );
});

describe('describeIssue', () => {
  it('names the path and what was expected, never the received value', () => {
    const result = v.safeParse(v.object({ name: v.string() }), { name: 12345 });
    if (result.success) throw new Error('the value should not match');
    const text = describeIssue(result.issues[0]);
    expect(text).toBe('Message does not match the protocol at "name": expected string.');
    expect(text).not.toContain('12345');
  });
});
