/** The rules every transport shares: one mailbox per address field, stable Message-IDs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLanguage, formatMailbox, messageIdFor, singleMailbox } from './transport.ts';

/** Strings made of the characters that matter in address headers (and a few others). */
const addressLike = fc
  .array(fc.constantFrom(...'ab.é@<>,;:" \r\n\t\\()[]-_'.split(''), 'Bcc: ', 'x@y.ch'), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('singleMailbox', () => {
  it('reads a bare address and a named one', () => {
    expect(singleMailbox('anna@example.ch')).toEqual({ name: '', address: 'anna@example.ch' });
    expect(singleMailbox('Anna Muster <anna@example.ch>')).toEqual({
      name: 'Anna Muster',
      address: 'anna@example.ch',
    });
    expect(singleMailbox('"Optik Sonnenberg" <noreply@optik.ch>').name).toBe('Optik Sonnenberg');
  });

  it('keeps CR/LF in a name on one line and never turns it into a second address', () => {
    const box = singleMailbox('Eve\r\nBcc: victim@example.org <eve@example.ch>');
    expect(box.address).toBe('eve@example.ch');
    expect(box.name).not.toMatch(/[\r\n]/u);
  });

  it('refuses lists, groups and anything that is not one plain address', () => {
    for (const value of [
      'a@example.ch, b@example.ch',
      'a@example.ch;b@example.ch',
      'Team: a@example.ch, b@example.ch;',
      'a@example.ch\r\nb@example.ch',
      'not an address',
      '<>',
      '',
    ])
      expect(() => singleMailbox(value), value).toThrow();
  });

  it('gives exactly one address or an error, whatever the input (property)', () => {
    fc.assert(
      fc.property(addressLike, (value) => {
        try {
          const { address, name } = singleMailbox(value);
          expect(address).not.toMatch(/[\s,;:<>"]/u);
          expect(address.split('@')).toHaveLength(2);
          expect(name).not.toMatch(/[\r\n]/u);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
        }
      }),
    );
  });

  it('formats a mailbox back as one header value', () => {
    expect(formatMailbox({ name: 'Optik "Sonnenberg"', address: 'a@optik.ch' })).toBe(
      '"Optik Sonnenberg" <a@optik.ch>',
    );
    expect(formatMailbox({ name: '', address: 'a@optik.ch' })).toBe('a@optik.ch');
  });
});

describe('messageIdFor', () => {
  it("is the row id at the sender's domain, the same on every call", () => {
    expect(messageIdFor('mail-1234', 'Optik <noreply@optik.ch>')).toBe('<mail-1234@optik.ch>');
    expect(messageIdFor('mail-1234', 'Optik <noreply@optik.ch>')).toBe(
      messageIdFor('mail-1234', 'Optik <noreply@optik.ch>'),
    );
    expect(messageIdFor('mail-1', 'broken')).toBe('<mail-1@lunette.localhost>');
  });
});

describe('contentLanguage', () => {
  it('passes a language tag and nothing that could add a header', () => {
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('de-CH')).toBe('de-CH');
    expect(contentLanguage(undefined)).toBeUndefined();
    expect(contentLanguage('en\r\nBcc: eve@example.org')).toBeUndefined();
    expect(contentLanguage('')).toBeUndefined();
  });
});
