/**
 * What of the screen is free for the format bar: the bottom edge of whatever is fixed or sticky
 * at the top of the window (the editor toolbar on a phone, the site's sticky header), and the
 * edited line's rect. DOM reads only; the rule itself is ./placement.ts.
 */
import type { EditorView } from '@milkdown/kit/prose/view';

/** Elements that may stay on the screen's top while the page scrolls. */
const PINNED = 'header, .editor-toolbar, [data-pinned-top]';

/** Where the free screen starts: the lowest bottom edge of a fixed or sticky bar touching the top. */
export function pinnedTopInset(): number {
  let inset = 0;
  for (const el of document.querySelectorAll<HTMLElement>(PINNED)) {
    const position = getComputedStyle(el).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    const rect = el.getBoundingClientRect();
    // Only bars pinned to the top (not the toolbar at the bottom, not a full-screen panel).
    if (rect.top <= 1 && rect.bottom > 0 && rect.height < window.innerHeight / 2) {
      inset = Math.max(inset, rect.bottom);
    }
  }
  return inset;
}

/** The rect of the line the caret is on, else the field's own rect. */
export function editedLineRect(view: EditorView, field: DOMRect): { top: number; bottom: number } {
  try {
    const caret = view.coordsAtPos(view.state.selection.head);
    return { top: caret.top, bottom: caret.bottom };
  } catch {
    // A position without a rendered line (an empty document mid-update): the field stands in.
    return { top: field.top, bottom: field.bottom };
  }
}
