/**
 * Browser state the gallery reads without importing the editor: whether the editor's toolbar is
 * active (the editor island marks <html> with `editor-toolbar-active`), and whether the layout is
 * a touch one (no hover), where deleting takes two taps. Both are false on the server.
 */
import { useSyncExternalStore } from 'react';

/** The class the editor island sets on <html> while its toolbar is active. */
export const TOOLBAR_ACTIVE_CLASS = 'editor-toolbar-active';
const TOUCH_QUERY = '(hover: none), (pointer: coarse)';

function subscribeToolbar(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const toolbarActive = () => document.documentElement.classList.contains(TOOLBAR_ACTIVE_CLASS);
const never = () => false;

/** Whether the editor's toolbar is active on this page (always false for visitors). */
export function useEditorToolbar(enabled: boolean): boolean {
  return useSyncExternalStore(
    enabled ? subscribeToolbar : noSubscription,
    enabled ? toolbarActive : never,
    never,
  );
}

function subscribeTouch(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const touchLayout = () => window.matchMedia(TOUCH_QUERY).matches;

/** Whether the device is touch-first (phones, tablets): the delete control then needs two taps. */
export function useTouchLayout(): boolean {
  return useSyncExternalStore(subscribeTouch, touchLayout, never);
}

function noSubscription(): () => void {
  return () => undefined;
}
