/** The shape of one area's visitor texts: German, and English with exactly the same keys. */
export interface AreaTexts<TDe extends Record<string, string>> {
  de: TDe;
  en: { readonly [K in keyof TDe]: string };
}
