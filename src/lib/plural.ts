/**
 * Counts in words: the singular or plural text of a count by the language's plural rules
 * (Intl.PluralRules, so French says "0 modification" and German "0 Änderungen"), with the number
 * written the Swiss way for that language. Never "1 Felder".
 */

/** The two texts of a count; `{count}` stands for the number. */
export interface CountTexts {
  one: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale);
  if (!value) {
    value = make();
    map.set(locale, value);
  }
  return value;
}

/** The Swiss variant of a language ('de' -> 'de-CH'); a full tag stays as it is. */
function swiss(locale: string): string {
  return locale.includes('-') ? locale : `${locale}-CH`;
}

/**
 * The text for a count in a language.
 *
 * @example
 * countText('de', 1, { one: '{count} Feld', other: '{count} Felder' }); // '1 Feld'
 * countText('fr', 0, { one: '{count} champ', other: '{count} champs' }); // '0 champ'
 */
export function countText(locale: string, count: number, texts: CountTexts): string {
  const tag = swiss(locale);
  const rule = cached(rules, tag, () => new Intl.PluralRules(tag)).select(count);
  const number = cached(numbers, tag, () => new Intl.NumberFormat(tag)).format(count);
  return (rule === 'one' ? texts.one : texts.other).replaceAll('{count}', number);
}
