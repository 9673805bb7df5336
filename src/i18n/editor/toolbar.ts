/** Editor texts: edit toolbar, status badges, publish, revert, missing translations. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const toolbarEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
