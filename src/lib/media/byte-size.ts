/**
 * File sizes as the media library shows them (editor spec §9): Bytes, KB, MB or GB with at most one
 * decimal, in the editor's locale (`Intl`, so the decimal separator is the locale's own).
 */

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * @example
 * formatByteSize(0, 'de-CH');           // '0 Bytes'
 * formatByteSize(1536, 'de-CH');        // '1.5 KB'
 * formatByteSize(5 * 1024 ** 3, 'fr-CH'); // '5 GB'
 */
export function formatByteSize(bytes: number, locale: string): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = size;
  // Round first, so 1023.96 KB reads '1 MB', not '1024 KB'.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
