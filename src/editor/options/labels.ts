/**
 * Texts of the option editors looked up by name: one label per option key, one per choice of an
 * option type, and the validation messages. A key without a label falls back to the key made
 * readable ('backgroundColor' -> 'Background color') so a new option is usable before it is
 * translated.
 */
import { format, type EditorDictionary } from '../../i18n/editor.ts';
import type { MapRouteParse } from '../../lib/map-route.ts';
import type { OptionErrorCode } from '../../lib/option-validation.ts';

/** A dictionary entry by its full key, or null when there is none. */
export function lookup(t: EditorDictionary, key: string): string | null {
  const texts = t as Readonly<Record<string, string>>;
  return Object.hasOwn(texts, key) ? (texts[key] ?? null) : null;
}

/**
 * An option key made readable: camel case split into words, first letter upper case.
 *
 * @example
 * humanizeKey('showOpeningHours'); // 'Show opening hours'
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of an option key (`optionsLabel.<key>`), else the humanised key. */
export function optionLabel(t: EditorDictionary, key: string): string {
  return lookup(t, `optionsLabel.${key}`) ?? humanizeKey(key);
}

/** The label of one choice of an option type (`optionsValue.<type>.<value>`), else the value. */
export function valueLabel(t: EditorDictionary, optionType: string, value: string | number): string {
  return lookup(t, `optionsValue.${optionType}.${value}`) ?? humanizeKey(String(value));
}

/** The message of a refused input; `row` (1-based) names the point-of-interest row. */
export function optionErrorMessage(t: EditorDictionary, code: OptionErrorCode, row = 1): string {
  switch (code) {
    case 'number':
      return t.optionsErrorNumber;
    case 'url':
      return t.optionsErrorUrl;
    case 'email':
      return t.optionsErrorEmail;
    case 'phone':
      return t.optionsErrorPhone;
    case 'page':
      return t.optionsErrorPage;
    case 'latitude':
      return format(t.optionsErrorLatitude, { row });
    case 'longitude':
      return format(t.optionsErrorLongitude, { row });
  }
}

/** The message of a refused map route: 'Invalid format: ...' or 'Invalid coordinates format'. */
export function mapRouteErrorMessage(
  t: EditorDictionary,
  result: Extract<MapRouteParse, { ok: false }>,
): string {
  if (result.error === 'invalidCoordinates') return t.optionsMapRouteInvalidCoordinates;
  const detail = lookup(t, `optionsMapRouteReason.${result.reason}`) ?? result.reason;
  return format(t.optionsMapRouteInvalidFormat, { detail });
}
