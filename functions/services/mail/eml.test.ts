/** Reading back what the .eml transport writes: headers (encoded words) and bodies (QP, base64). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerSafe } from '../outbox.ts';
import { decodeHeaderValue, parseEml } from './eml.ts';
import { buildEml } from './nodemailer-transports.ts';

describe('parseEml', () => {
  it('decodes encoded words, including adjacent ones split over folded lines', () => {
    expect(decodeHeaderValue('=?UTF-8?Q?Gr=C3=BCezi_?=\r\n =?UTF-8?B?8J+YgA==?= zusammen')).toBe(
      'Grüezi 😀 zusammen',
    );
  });

  it('reads a base64 body', () => {
    const raw = [
      'Subject: Test',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Grüezi\r\nmitenand').toString('base64'),
    ].join('\r\n');
    expect(parseEml(raw)).toMatchObject({ subject: 'Test', text: 'Grüezi\nmitenand' });
  });

  it('gives back the subject and text nodemailer encoded (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.string({ unit: 'grapheme', maxLength: 400 }).map((s) => s.replace(/\r/gu, '')),
        async (subject, text) => {
          const raw = await buildEml({
            to: 'anna@example.ch',
            from: 'Optik <noreply@optik.ch>',
            subject,
            text,
            messageId: '<mail-1@optik.ch>',
          });
          const parsed = parseEml(raw.toString('latin1'));
          expect(parsed.subject).toBe(headerSafe(subject));
          expect(parsed.text.replace(/\n$/u, '')).toBe(text.replace(/\n$/u, ''));
        },
      ),
      { numRuns: 60 },
    );
  });
});
