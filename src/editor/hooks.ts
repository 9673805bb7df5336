/** Small hooks the editor's components share: the dictionary in the editor language, the toolbar flag. */
import { useStore } from '@nanostores/react';
import { editorDictionary, type EditorDictionary } from '../i18n/editor.ts';
import { $editorLocale, $flags } from './store.ts';

/** The editor dictionary in the editor's own language. */
export function useEditorTexts(): EditorDictionary {
  return editorDictionary(useStore($editorLocale));
}

/** Whether the toolbar is active (inline editing, selection and badges only then). */
export function useToolbarActive(): boolean {
  return useStore($flags).toolbar;
}
