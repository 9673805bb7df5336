/** Editor texts: sign-in page and session. */
import type { EditorAreaTexts } from './area.ts';

const de = {};

export const authEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {},
};
