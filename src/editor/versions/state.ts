/**
 * The read-only view of an old version on the canvas: which version is shown (with the page as
 * it was published), and the actions that open it, close it and restore it as the draft. The
 * editor shows the draft again after a restore (reloaded, so its new revisions are known).
 */
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { editorDictionary, format } from '../../i18n/editor.ts';
import type { VersionEntry } from '../../lib/api/versions.ts';
import type { PageSnapshot } from '../../lib/content.ts';
import { reloadDraft } from '../actions.ts';
import { ApiFailure } from '../api-client.ts';
import { $editorLocale, dismissToast, pushToast } from '../store.ts';
import { versionsApi } from './versions-api.ts';

/** An old version shown in place of the draft, read-only. */
export interface VersionView {
  version: VersionEntry;
  page: PageSnapshot;
}
export const $versionView = atom<VersionView | null>(null);

const t = () => editorDictionary($editorLocale.get());

/** The error's own text when the API named one the editor knows, else `fallback`. */
function reason(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure && error.code === 'version_not_found') return t().errorVersionNotFound;
  if (error instanceof ApiFailure && error.code === 'page_not_found') return t().errorPageNotFound;
  return fallback;
}

/** Loads a version and shows it on the canvas instead of the draft. */
export async function viewVersion(pageId: string, sequence: number): Promise<boolean> {
  try {
    $versionView.set(await versionsApi.get(pageId, sequence));
    return true;
  } catch (error) {
    console.error('[versions] view', error);
    pushToast('error', reason(error, t().versionsViewError));
    return false;
  }
}

/** Back to the draft. */
export function closeVersionView(): void {
  $versionView.set(null);
}

/** Restores a version as the page's draft (the caller confirmed), then shows the draft. */
export async function restoreVersion(pageId: string, sequence: number, isCurrent: boolean): Promise<boolean> {
  const loading = pushToast('info', t().versionsRestoring, undefined, 60_000);
  try {
    await versionsApi.restore(pageId, sequence);
    dismissToast(loading);
    $versionView.set(null);
    if (isCurrent) await reloadDraft();
    pushToast('success', format(t().versionsRestored, { number: String(sequence) }));
    return true;
  } catch (error) {
    dismissToast(loading);
    console.error('[versions] restore', error);
    pushToast('error', reason(error, t().versionsRestoreError));
    return false;
  }
}

const PENDING_VIEW_KEY = 'lunette.versionToView';

/** Asks the editor to show a version once it has opened that page (the history of another page). */
export function rememberVersionToView(pageId: string, sequence: number): void {
  sessionStorage.setItem(PENDING_VIEW_KEY, JSON.stringify({ pageId, sequence }));
}

/** Shows a version remembered by `rememberVersionToView` when this page is the one it was for. */
export function usePendingVersionView(pageId: string): void {
  useEffect(() => {
    const raw = sessionStorage.getItem(PENDING_VIEW_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_VIEW_KEY);
    try {
      const wanted = JSON.parse(raw) as { pageId?: unknown; sequence?: unknown };
      if (wanted.pageId === pageId && typeof wanted.sequence === 'number')
        void viewVersion(pageId, wanted.sequence);
    } catch {
      // A value this code did not write: nothing to show.
    }
  }, [pageId]);
}
