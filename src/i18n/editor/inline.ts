/** Editor texts: inline text and rich-text editing, link bubble. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const inlineEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
