/** The shape of one area's editor texts: German, and French with exactly the same keys. */
export interface EditorAreaTexts<TDe extends Record<string, string>> {
  de: TDe;
  fr: { readonly [K in keyof TDe]: string };
}
