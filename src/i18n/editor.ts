/**
 * Editor dictionary (German default, French). Every text an editor sees comes from here. Texts
 * live in one file per area under ./editor/; each area's French is typed against its German.
 */
import { authEditorTexts } from './editor/auth.ts';
import { blocksEditorTexts } from './editor/blocks.ts';
import { coreEditorTexts } from './editor/core.ts';
import { inlineEditorTexts } from './editor/inline.ts';
import { mediaEditorTexts } from './editor/media.ts';
import { optionsEditorTexts } from './editor/options.ts';
import { submissionsEditorTexts } from './editor/submissions.ts';
import { toolbarEditorTexts } from './editor/toolbar.ts';
import { pagesEditorTexts } from './editor/pages.ts';
import { navigationEditorTexts } from './editor/navigation.ts';
import { settingsEditorTexts } from './editor/settings.ts';
import { businessEditorTexts } from './editor/business.ts';
import { collectionsEditorTexts } from './editor/collections.ts';
import { translationEditorTexts } from './editor/translation.ts';
import { changelogEditorTexts } from './editor/changelog.ts';
import { historyEditorTexts } from './editor/history.ts';
import { platformEditorTexts } from './editor/platform.ts';
import { magazineEditorTexts } from './editor/magazine.ts';
import { jobsEditorTexts } from './editor/jobs.ts';
import { versionsEditorTexts } from './editor/versions.ts';
import { blocksMoveEditorTexts } from './editor/blocks-move.ts';

export const EDITOR_LOCALES = ['de', 'fr'] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];

const de = {
  ...coreEditorTexts.de,
  ...authEditorTexts.de,
  ...toolbarEditorTexts.de,
  ...inlineEditorTexts.de,
  ...optionsEditorTexts.de,
  ...blocksEditorTexts.de,
  ...submissionsEditorTexts.de,
  ...mediaEditorTexts.de,
  ...pagesEditorTexts.de,
  ...navigationEditorTexts.de,
  ...settingsEditorTexts.de,
  ...businessEditorTexts.de,
  ...collectionsEditorTexts.de,
  ...translationEditorTexts.de,
  ...changelogEditorTexts.de,
  ...historyEditorTexts.de,
  ...platformEditorTexts.de,
  ...magazineEditorTexts.de,
  ...jobsEditorTexts.de,
  ...versionsEditorTexts.de,
  ...blocksMoveEditorTexts.de,
};

type Dictionary = { readonly [K in keyof typeof de]: string };

const fr: Dictionary = {
  ...coreEditorTexts.fr,
  ...authEditorTexts.fr,
  ...toolbarEditorTexts.fr,
  ...inlineEditorTexts.fr,
  ...optionsEditorTexts.fr,
  ...blocksEditorTexts.fr,
  ...submissionsEditorTexts.fr,
  ...mediaEditorTexts.fr,
  ...pagesEditorTexts.fr,
  ...navigationEditorTexts.fr,
  ...settingsEditorTexts.fr,
  ...businessEditorTexts.fr,
  ...collectionsEditorTexts.fr,
  ...translationEditorTexts.fr,
  ...changelogEditorTexts.fr,
  ...historyEditorTexts.fr,
  ...platformEditorTexts.fr,
  ...magazineEditorTexts.fr,
  ...jobsEditorTexts.fr,
  ...versionsEditorTexts.fr,
  ...blocksMoveEditorTexts.fr,
};

export type EditorDictionary = Dictionary;
export type EditorKey = keyof typeof de;

const dictionaries: Record<EditorLocale, Dictionary> = { de, fr };

/** The editor dictionary of an editor locale. */
export function editorDictionary(locale: EditorLocale): Dictionary {
  return dictionaries[locale];
}

export { format } from './format.ts';
