/**
 * Editor texts of undo/redo (and why undo stops at an irreversible step), the publish dialog (the
 * accessibility check, missing translations that hold a page back) and the toolbar's sign-out.
 * French is typed against German: a missing key fails the build.
 */
import type { EditorAreaTexts } from './area.ts';

const de = {
  historyUndo: 'Rückgängig',
  historyRedo: 'Wiederholen',
  historyUndoHint: 'Letzte Änderung rückgängig machen ({keys})',
  historyRedoHint: 'Rückgängig gemachte Änderung wiederholen ({keys})',
  historyUndoKeysMac: '⌘Z',
  historyUndoKeys: 'Strg+Z',
  historyRedoKeysMac: '⇧⌘Z',
  historyRedoKeys: 'Umschalt+Strg+Z',
  historyUndone: 'Änderung rückgängig gemacht',
  historyRedone: 'Änderung wiederholt',
  checkTitle: 'Vor dem Veröffentlichen prüfen',
  checkIntro:
    'Diese Punkte erschweren manchen Menschen den Besuch der Seite. Sie können sie zuerst beheben oder die Seite trotzdem veröffentlichen.',
  checkHeadingsTitle: 'Übersprungene Überschriftenebenen',
  checkHeadingsIntro: 'Auf eine Überschrift soll höchstens eine Ebene tiefer folgen (H1, dann H2).',
  checkHeadingItem: '„{text}“ ist H{level}, folgt aber auf H{after} ({locales})',
  checkContrastTitle: 'Zu wenig Kontrast zwischen Text und Hintergrund',
  checkContrastIntro: 'Text braucht mindestens 4,5:1 Kontrast zu seinem Hintergrund, grosse Schrift 3:1.',
  checkContrastItem: '{where}: Text {text} auf {background}, Kontrast {ratio}:1 (nötig {required}:1)',
  checkContrastPage: 'Seitenhintergrund',
  checkShowBlock: 'Box zeigen',
  checkBlockedTitle: 'Die Seite kann noch nicht veröffentlicht werden',
  checkTranslationsItem: '{field} ({box})',
  checkPageName: 'Seitenname',
  historyIrreversibleDeletion: 'Das Löschen kann nicht rückgängig gemacht werden',
  historyUndoBlocked: '{reason}. Ältere Änderungen lassen sich nicht mehr rückgängig machen.',
} as const;

export const historyEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    historyUndo: 'Annuler',
    historyRedo: 'Rétablir',
    historyUndoHint: 'Annuler la dernière modification ({keys})',
    historyRedoHint: 'Rétablir la modification annulée ({keys})',
    historyUndoKeysMac: '⌘Z',
    historyUndoKeys: 'Ctrl+Z',
    historyRedoKeysMac: '⇧⌘Z',
    historyRedoKeys: 'Maj+Ctrl+Z',
    historyUndone: 'Modification annulée',
    historyRedone: 'Modification rétablie',
    checkTitle: 'Vérifier avant de publier',
    checkIntro:
      "Ces points rendent la page plus difficile à consulter pour certaines personnes. Vous pouvez d'abord les corriger ou publier la page quand même.",
    checkHeadingsTitle: 'Niveaux de titre sautés',
    checkHeadingsIntro:
      "Un titre ne devrait être suivi que d'un titre d'un niveau plus bas au plus (H1, puis H2).",
    checkHeadingItem: '« {text} » est un H{level}, mais suit un H{after} ({locales})',
    checkContrastTitle: 'Contraste insuffisant entre le texte et le fond',
    checkContrastIntro:
      'Le texte doit avoir un contraste d’au moins 4,5:1 avec son fond, les grands caractères 3:1.',
    checkContrastItem: '{where} : texte {text} sur {background}, contraste {ratio}:1 (requis {required}:1)',
    checkContrastPage: 'Fond de la page',
    checkShowBlock: 'Afficher la boîte',
    checkBlockedTitle: 'La page ne peut pas encore être publiée',
    checkTranslationsItem: '{field} ({box})',
    checkPageName: 'Nom de la page',
    historyIrreversibleDeletion: 'La suppression ne peut pas être annulée',
    historyUndoBlocked: '{reason}. Les modifications plus anciennes ne peuvent plus être annulées.',
  },
};
