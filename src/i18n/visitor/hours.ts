/**
 * Visitor texts: how opening hours join Intl's single values (weekday names, times) into ranges
 * and lists. Intl's own range and list formats differ between engines (Node writes "Montag\u2009–\u2009Freitag",
 * Chromium "Montag – Freitag"), which breaks hydration; these patterns read the same everywhere.
 * Used by src/lib/opening-hours.ts (contact block, directory island).
 */
import type { AreaTexts } from './area.ts';

const de = {
  /** Consecutive weekdays with the same hours. */
  hoursDayRange: '{from} – {to}',
  /** One opening period. */
  hoursTimeRange: '{open}–{close} Uhr',
  /** Between the periods of one day. */
  hoursListSeparator: ', ',
};

export const hoursTexts: AreaTexts<typeof de> = {
  de,
  en: {
    hoursDayRange: '{from} – {to}',
    hoursTimeRange: '{open}–{close}',
    hoursListSeparator: ', ',
  },
};
