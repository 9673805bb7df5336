/**
 * Editor texts of the health magazine (editor spec §7, §8): the goFeed block's button, the dialog
 * adding an article by its URL and its toasts (its error texts are the API's, in core.ts). French is typed against German.
 */
import type { EditorAreaTexts } from './area.ts';

const de = {
  magazineAddArticle: 'Artikel hinzufügen',
  magazineDialogTitle: 'Artikel aus dem Gesundheitsmagazin hinzufügen',
  magazineUrlLabel: 'URL des Artikels',
  magazineUrlHint: 'Die Adresse des Artikels im Gesundheitsmagazin, z. B. https://…/artikel/…',
  magazineSubmit: 'Hinzufügen',
  magazineCancel: 'Abbrechen',
  magazineAdding: 'Artikel wird hinzugefügt …',
  magazineAdded: 'Artikel hinzugefügt',
  magazineError: 'Der Artikel konnte nicht hinzugefügt werden',
};

export const magazineEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    magazineAddArticle: 'Ajouter un article',
    magazineDialogTitle: 'Ajouter un article du magazine santé',
    magazineUrlLabel: "URL de l'article",
    magazineUrlHint: "L'adresse de l'article dans le magazine santé, p. ex. https://…/artikel/…",
    magazineSubmit: 'Ajouter',
    magazineCancel: 'Annuler',
    magazineAdding: "Ajout de l'article …",
    magazineAdded: 'Article ajouté',
    magazineError: "L'article n'a pas pu être ajouté",
  },
};
