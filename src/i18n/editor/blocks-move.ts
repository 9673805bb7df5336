/**
 * Editor texts of moving a box on the page (drag by its handle, or by keyboard: Space picks it up,
 * the arrows move it, Space or Enter drops it, Escape cancels), including what a screen reader
 * hears at each step. French is typed against German.
 */
import type { EditorAreaTexts } from './area.ts';

const de = {
  blockMoveRole: 'verschiebbare Box',
  blockMoveInstructions:
    'Leertaste nimmt die Box zum Verschieben auf. Mit den Pfeiltasten verschieben, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen. Eingabetaste allein wählt die Box aus.',
  blockMovePickedUp: 'Box {label} aufgenommen, Position {position} von {total}',
  blockMoveOver: 'Box {label}, Position {position} von {total}',
  blockMoveDropped: 'Box {label} abgelegt an Position {position} von {total}',
  blockMoveCancelled: 'Verschieben abgebrochen, Box {label} bleibt an Position {position} von {total}',
  blockMoveFailed: 'Die Box konnte nicht verschoben werden, sie steht wieder am alten Platz.',
} as const;

const fr: EditorAreaTexts<typeof de>['fr'] = {
  blockMoveRole: 'boîte déplaçable',
  blockMoveInstructions:
    'Espace saisit la boîte pour la déplacer. Déplacez-la avec les flèches, déposez-la avec Espace ou Entrée, annulez avec Échap. Entrée seule sélectionne la boîte.',
  blockMovePickedUp: 'Boîte {label} saisie, position {position} sur {total}',
  blockMoveOver: 'Boîte {label}, position {position} sur {total}',
  blockMoveDropped: 'Boîte {label} déposée en position {position} sur {total}',
  blockMoveCancelled: 'Déplacement annulé, la boîte {label} reste en position {position} sur {total}',
  blockMoveFailed: 'La boîte n’a pas pu être déplacée, elle a repris sa place.',
};

export const blocksMoveEditorTexts: EditorAreaTexts<typeof de> = { de, fr };
