/** Editor texts of this area (issue 11). French is typed against German: a missing key fails the build. */
import type { EditorAreaTexts } from './area.ts';

const de = {} as const;

export const changelogEditorTexts: EditorAreaTexts<typeof de> = { de, fr: {} };
