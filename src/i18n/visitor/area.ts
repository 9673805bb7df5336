/** The shape of one area's visitor texts: German, and English with exactly the same keys. */
export interface AreaTexts<TDe extends Record<string, string>> {
  de: TDe;
  en: { readonly [K in keyof TDe]: string };
}

/** The texts of an area in one locale, e.g. `AreaDictionary<typeof mapTexts>` (what islands take). */
export type AreaDictionary<T extends AreaTexts<Record<string, string>>> = T['en'];
