/**
 * The draft navigation for the page picker. The editor context is asked to carry it as
 * `navigation`; until the shell provides it, the picker's navigation section is empty and every
 * free page is listed under top-level pages instead.
 */
import type { NavigationTree } from '../../lib/content.ts';
import { useEditor, type EditorContextValue } from '../context.tsx';

const NO_NAVIGATION: NavigationTree = { containers: [] };

/** The draft navigation tree from the editor context (empty when the shell gives none). */
export function useNavigation(): NavigationTree {
  const editor: EditorContextValue & { navigation?: NavigationTree | undefined } = useEditor();
  return editor.navigation ?? NO_NAVIGATION;
}
