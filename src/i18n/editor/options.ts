/** Editor texts: option editors and their validation messages, context menu. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const optionsEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
