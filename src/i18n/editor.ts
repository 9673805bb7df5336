/**
 * Editor dictionary (German default, French). Every text an editor sees comes from here.
 */
export const EDITOR_LOCALES = ['de', 'fr'] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];

const de = {
  blockNotAvailable: 'Dieser Block ist noch nicht verfügbar: {type}',
  healthOpticsOnly: 'Nur verfügbar für Gesundheitsoptiker',
} as const;

type Dictionary = { readonly [K in keyof typeof de]: string };

const fr: Dictionary = {
  blockNotAvailable: "Ce bloc n'est pas encore disponible : {type}",
  healthOpticsOnly: 'Disponible uniquement pour les opticiens santé',
};

const dictionaries: Record<EditorLocale, Dictionary> = { de, fr };

/** The editor dictionary of an editor locale. */
export function editorDictionary(locale: EditorLocale): Dictionary {
  return dictionaries[locale];
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
