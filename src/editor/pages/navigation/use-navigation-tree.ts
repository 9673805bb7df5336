/**
 * The navigation manager's state: the draft tree loaded with its revision, and a save after every
 * change. Changes show at once; saves run one at a time, and changes made while one runs are sent
 * together as the latest tree. A failed save puts the tree back to what is stored and says why
 * (a stale save loads the newer tree first), so the panel never shows a state the site lacks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '../../api-client.ts';
import { editorDictionary } from '../../../i18n/editor.ts';
import type { NavigationTree } from '../../../lib/content.ts';
import { $draft, $editorLocale, pushToast } from '../../store.ts';
import { navigationApi } from './navigation-api.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

interface Stored {
  tree: NavigationTree;
  revision: number;
}

/** The draft navigation, its loading and saving state, and `change` to apply and save an edit. */
export interface NavigationTreeState {
  tree: NavigationTree | null;
  loadError: boolean;
  status: SaveStatus;
  reload: () => void;
  /** Shows `edit(tree)` at once and saves it; an edit that returns the same tree does nothing. */
  change: (edit: (tree: NavigationTree) => NavigationTree) => void;
}

/** Keeps the draft page's copy of the navigation in step (the page picker reads it). */
function shareWithDraft(tree: NavigationTree): void {
  const draft = $draft.get();
  if (draft) $draft.set({ ...draft, site: { ...draft.site, navigation: tree } });
}

function failureToast(error: unknown): void {
  const t = editorDictionary($editorLocale.get());
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  pushToast('error', `${t.navSaveError}${reason}`);
}

/** Loads the draft navigation on mount and saves each change. */
export function useNavigationTree(): NavigationTreeState {
  const [tree, setTree] = useState<NavigationTree | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const stored = useRef<Stored | null>(null);
  const shown = useRef<NavigationTree | null>(null);
  const pending = useRef<NavigationTree | null>(null);
  const saving = useRef(false);

  const show = useCallback((next: NavigationTree) => {
    shown.current = next;
    setTree(next);
  }, []);

  const fetchDraft = useCallback(
    () =>
      navigationApi.draft().then(
        (answer) => {
          stored.current = answer;
          setLoadError(false);
          show(answer.tree);
        },
        (error: unknown) => {
          console.error('[editor] loading the navigation failed', error);
          setLoadError(true);
        },
      ),
    [show],
  );

  useEffect(() => {
    void fetchDraft();
  }, [fetchDraft]);

  const flush = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    setStatus('saving');
    try {
      while (pending.current && stored.current) {
        const next = pending.current;
        pending.current = null;
        const answer = await navigationApi.save({ baseRevision: stored.current.revision, tree: next });
        stored.current = { tree: answer.tree, revision: answer.revision };
        shareWithDraft(answer.tree);
        if (!answer.live) pushToast('warning', editorDictionary($editorLocale.get()).navNotLive);
      }
      setStatus('saved');
    } catch (error) {
      console.error('[editor] saving the navigation failed', error);
      pending.current = null;
      setStatus('error');
      if (error instanceof ApiFailure && error.isStale) {
        pushToast('error', editorDictionary($editorLocale.get()).navStale);
        await fetchDraft();
      } else {
        failureToast(error);
        if (stored.current) show(stored.current.tree);
      }
    } finally {
      saving.current = false;
    }
  }, [fetchDraft, show]);

  const change = useCallback(
    (edit: (tree: NavigationTree) => NavigationTree) => {
      const current = shown.current;
      if (!current) return;
      const next = edit(current);
      if (next === current) return;
      show(next);
      pending.current = next;
      void flush();
    },
    [flush, show],
  );

  return {
    tree,
    loadError,
    status,
    reload: () => {
      setLoadError(false);
      void fetchDraft();
    },
    change,
  };
}
