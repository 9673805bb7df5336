/** Editor texts: the changelog dialog. French is typed against German: a missing key fails the build. */
import type { EditorAreaTexts } from './area.ts';

const de = {
  changelogTitle: 'Neuigkeiten',
  changelogLoading: 'Neuigkeiten werden geladen …',
  changelogError: 'Die Neuigkeiten konnten nicht geladen werden.',
  changelogEmpty: 'Zurzeit gibt es keine Neuigkeiten.',
  changelogClose: 'Schliessen',
} as const;

export const changelogEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    changelogTitle: 'Nouveautés',
    changelogLoading: 'Chargement des nouveautés …',
    changelogError: 'Les nouveautés n’ont pas pu être chargées.',
    changelogEmpty: 'Il n’y a pas de nouveautés pour le moment.',
    changelogClose: 'Fermer',
  },
};
