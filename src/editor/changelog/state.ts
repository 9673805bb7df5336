/**
 * Whether the changelog dialog is open: the dialog opens itself when unseen entries exist, and
 * the settings panel's note opens it on request.
 */
import { atom } from 'nanostores';

export const $changelogOpen = atom(false);

/** Opens the changelog dialog (the settings panel's note). */
export function openChangelog(): void {
  $changelogOpen.set(true);
}
