/**
 * Prices in Swiss francs (visitor spec §9: prices in CHF). Stored amounts may be numbers or
 * editor-typed text ("149", "1'490.50", "CHF 85.–"); visitors always see Intl's CHF format of
 * their locale, so the grouping character follows CLDR instead of a hard-coded apostrophe.
 */
import { intlLocale } from './civil-date.ts';
import type { Locale } from './content.ts';

/** Intl options of a CHF amount. */
export const CHF_FORMAT = { style: 'currency', currency: 'CHF' } as const satisfies Intl.NumberFormatOptions;

/**
 * Reads a stored amount: a finite non-negative number, or text with optional 'CHF' / 'Fr.',
 * thousands separators (apostrophes, spaces) and Swiss '.–' for whole francs. Null otherwise.
 *
 * @example
 * parseChfAmount("CHF 1'490.–"); // 1490
 * parseChfAmount('auf Anfrage'); // null
 */
export function parseChfAmount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw
    .trim()
    .replace(/^(CHF|Fr\.)\s*/i, '')
    .replace(/\s*(CHF|Fr\.)$/i, '')
    .replace(/\.[–-]{1,2}$/, '')
    .replace(/['’\s\u00a0\u202f]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/**
 * A CHF amount in the visitor's locale, exactly as Intl formats it.
 *
 * @example
 * formatChf(1490.5, 'de'); // "CHF 1'490.50"
 */
export function formatChf(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), CHF_FORMAT).format(amount);
}

/**
 * What a visitor sees for a stored price: the Intl CHF format when it reads as an amount, the
 * editor's own text otherwise (e.g. "auf Anfrage"), null when empty.
 */
export function displayPrice(raw: unknown, locale: Locale): string | null {
  const amount = parseChfAmount(raw);
  if (amount !== null) return formatChf(amount, locale);
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim();
  return null;
}
