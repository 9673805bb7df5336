/**
 * Editor texts of machine translation (the field menu) and the missing-translations dialog.
 * French is typed against German: a missing key fails the build.
 */
import type { EditorAreaTexts } from './area.ts';

const de = {
  translateFrom: 'Übersetzen aus {locale}',
  translateNotSetUp: 'Die Übersetzung ist nicht eingerichtet',
  translating: 'Wird übersetzt …',
  translateDone: 'Übersetzt aus {locale}',
  translateError: 'Fehler beim Übersetzen',
  translateMachineNote: 'Maschinell übersetzt, nicht geprüft',
  translateConfirm: 'Bestätigen',
  translateConfirmed: 'Übersetzung bestätigt',
  translateConfirmError: 'Fehler beim Bestätigen der Übersetzung',
  translationsButton: '{count} Übersetzungen prüfen',
  translationsButtonOne: '{count} Übersetzung prüfen',
  translationsDialogTitle: 'Fehlende und ungeprüfte Übersetzungen',
  translationsPage: 'Seite «{page}»',
  translationsNone: 'Alle Übersetzungen sind vorhanden und geprüft.',
  translationsLocaleNone: 'Nichts zu tun.',
  translationsMissing: 'fehlt',
  translationsUnreviewed: 'nicht geprüft',
  translationsUnreviewedCount: '{count} nicht geprüft',
  translationsUnreviewedCountOne: '{count} nicht geprüft',
  translationsPageFields: 'Seitenfelder',
} as const;

export const translationEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    translateFrom: 'Traduire depuis {locale}',
    translateNotSetUp: 'La traduction n’est pas configurée',
    translating: 'Traduction en cours …',
    translateDone: 'Traduit depuis {locale}',
    translateError: 'Erreur lors de la traduction',
    translateMachineNote: 'Traduction automatique, non vérifiée',
    translateConfirm: 'Confirmer',
    translateConfirmed: 'Traduction confirmée',
    translateConfirmError: 'Erreur lors de la confirmation de la traduction',
    translationsButton: '{count} traductions à vérifier',
    translationsButtonOne: '{count} traduction à vérifier',
    translationsDialogTitle: 'Traductions manquantes et non vérifiées',
    translationsPage: 'Page « {page} »',
    translationsNone: 'Toutes les traductions sont présentes et vérifiées.',
    translationsLocaleNone: 'Rien à faire.',
    translationsMissing: 'manquante',
    translationsUnreviewed: 'non vérifiée',
    translationsUnreviewedCount: '{count} non vérifiées',
    translationsUnreviewedCountOne: '{count} non vérifiée',
    translationsPageFields: 'Champs de la page',
  },
};
