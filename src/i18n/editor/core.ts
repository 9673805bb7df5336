/** Editor texts: core (markers shown in edit mode by the block renderer). */
import type { EditorAreaTexts } from './area.ts';

const de = {
  blockNotAvailable: 'Dieser Block ist noch nicht verfügbar: {type}',
  healthOpticsOnly: 'Nur verfügbar für Gesundheitsoptiker',
};

export const coreEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    blockNotAvailable: "Ce bloc n'est pas encore disponible : {type}",
    healthOpticsOnly: 'Disponible uniquement pour les opticiens santé',
  },
};
