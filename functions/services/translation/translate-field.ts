/**
 * Translates one locale's value of a text or rich-text field: plain text in one request; a rich
 * text document by its text blocks (./richtext-markup.ts), also in one request, keeping its
 * structure, marks and link attributes, with the plain text recomputed the way the editor stores it.
 */
import type { Locale, LocalizedValue } from '../../../src/lib/content.ts';
import { plainText } from '../../../src/lib/richtext.ts';
import { richTextSegments } from './richtext-markup.ts';
import type { TranslationService } from './translator.ts';

/**
 * The value of `to` translated from a field's value in `from`.
 *
 * @example
 * const en = await translateFieldValue(translation, { text: 'Hallo', json: null }, 'de', 'en');
 */
export async function translateFieldValue(
  translation: TranslationService,
  value: LocalizedValue,
  from: Locale,
  to: Locale,
): Promise<LocalizedValue> {
  if (value.json) {
    const { segments, rebuild } = richTextSegments(value.json);
    const json = rebuild(await translation.translate(segments, from, to, 'xml'));
    const text = plainText(json);
    return { text: text === '' ? null : text, json };
  }
  const [text] = await translation.translate([value.text ?? ''], from, to, 'text');
  return { text: text?.trim() ? text : null };
}
