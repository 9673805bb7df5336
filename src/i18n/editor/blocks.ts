/** Editor texts: add-block dialog, block placement, visibility. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const blocksEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
