/**
 * The undo/redo shortcuts: Cmd/Ctrl+Z undoes, Shift+Cmd/Ctrl+Z (and Ctrl+Y, as on Windows)
 * redoes; and whether the focused element has an undo of its own (a text input, a contenteditable
 * text or rich text), which then wins over the page's history.
 */

/** The keys of a keyboard event that matter here. */
export interface ShortcutKeys {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Which history shortcut a key press is, if any.
 *
 * @example
 * historyShortcut({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }); // 'redo'
 */
export function historyShortcut(event: ShortcutKeys): 'undo' | 'redo' | null {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
  return null;
}

/** Whether the focused element undoes its own typing (inputs, text areas, editable text). */
export function hasOwnUndo(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (element.getAttribute('type') ?? 'text').toLowerCase();
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
