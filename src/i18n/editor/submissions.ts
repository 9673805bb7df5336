/** Editor texts: the list and CSV export of form submissions. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const submissionsEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
