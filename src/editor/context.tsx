/**
 * The contract between the editor shell and the editor's parts (option editors, rich text,
 * dialogs): what they can read (locales, the draft site) and the one shared save routine they
 * must go through. The shell (EditorApp) provides it; parts read it with `useEditor()`.
 */
import { createContext, useContext } from 'react';
import type { EditorLocale } from '../i18n/editor.ts';
import type { SaveRequest } from '../lib/api/save.ts';
import type { BranchSnapshot, FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../lib/content.ts';

/** What a save ended as: written, skipped (unchanged or both empty), refused as stale, or failed. */
export type SaveOutcome = 'saved' | 'skipped' | 'stale' | 'error';

/** A field save: the field (a placeholder with `revision` undefined when it does not exist yet). */
export interface FieldSaveInput {
  field: FieldSnapshot;
  data: Extract<SaveRequest, { itemType: 'field' }>['data'];
  /** Save even when the value looks unchanged. */
  force?: boolean;
}

export interface EditorContextValue {
  /** The editor's own UI language (the signed-in editor's choice). */
  editorLocale: EditorLocale;
  /** The visitor locale being edited. */
  locale: Locale;
  /** The page being edited (draft). */
  page: PageSnapshot;
  /** All draft pages (without groups), e.g. for the page picker of link options. */
  pages: PageSnapshot[];
  branches: BranchSnapshot[];
  /** Whether the site's business has the active health-optics (gesundheitsoptik) programme. */
  healthOpticsMember: boolean;
  /** Saves a field's content/options/media/visibility through the shared save routine. */
  saveField: (input: FieldSaveInput) => Promise<SaveOutcome>;
  /** Saves option values of a group (a partial map, merged), through the shared save routine. */
  saveGroupOptions: (
    group: GroupSnapshot,
    patch: Record<string, unknown>,
    force?: boolean,
  ) => Promise<SaveOutcome>;
  /** Re-reads the draft page after a structural change (block added, moved, removed). */
  reload: () => Promise<void>;
}

const EditorContext = createContext<EditorContextValue | null>(null);

export const EditorProvider = EditorContext.Provider;

/** The editor context; throws outside the editor shell. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor must be used inside the editor shell (EditorProvider)');
  return value;
}
