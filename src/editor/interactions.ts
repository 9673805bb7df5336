/**
 * The editor's document-wide behaviour: keyboard (Cmd/Ctrl+E opens the toolbar; Cmd/Ctrl+Z and
 * Shift+Cmd/Ctrl+Z undo and redo the page's changes unless a text being typed in has its own undo;
 * Escape closes an open panel, else the context menu, else the page menu, else the toolbar), click selection while the toolbar is active (a field, else
 * its block, else the page; clicking the selection again or outside clears it; links inside blocks
 * do not navigate while editing, links elsewhere keep the toolbar open on the next edit page),
 * the outline on the selected element, the menu state in session storage, and a warning before
 * leaving with an edit that could not be saved.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { escapeTarget, flagsAfterEscape, isEditPath, withFlags } from '../lib/edit-route.ts';
import { applyFlags, changeFlag } from './flags.ts';
import { redoLastChange, undoLastChange } from './history/apply.ts';
import { hasOwnUndo, historyShortcut } from './history/keys.ts';
import { FORMAT_BAR_ROOM, formatBarPlacement } from './richtext/placement.ts';
import { saveMenuState } from './session.ts';
import {
  $draft,
  $flags,
  $menu,
  $panel,
  $unsaved,
  findField,
  type MenuState,
  type SelectedItem,
} from './store.ts';

const SELECTED_ATTR = 'data-editor-selected';
/** Elements a click on which uses the item rather than selecting or unselecting it. */
const CONTROLS =
  'button, input, select, textarea, label, [contenteditable="true"], [role="toolbar"], [role="dialog"]';

/** The item a click inside the page's main area hits: the field, else its block, else the page. */
function itemAt(target: Element, main: HTMLElement): { item: SelectedItem; element: HTMLElement } | null {
  const draft = $draft.get();
  if (!draft) return null;
  const fieldEl = target.closest<HTMLElement>('[data-field-id]');
  if (fieldEl && main.contains(fieldEl)) {
    const id = fieldEl.dataset['fieldId'] ?? '';
    const field = findField(draft.page, id);
    if (field) {
      return {
        item: { kind: 'field', id: field.id, groupId: field.groupId ?? null, name: field.name },
        element: fieldEl,
      };
    }
  }
  const groupEl = target.closest<HTMLElement>('.editor-group[data-group-id]');
  if (groupEl && main.contains(groupEl)) {
    return { item: { kind: 'group', id: groupEl.dataset['groupId'] ?? '' }, element: groupEl };
  }
  return { item: { kind: 'page', id: draft.page.id }, element: main };
}

function sameItem(a: SelectedItem | undefined, b: SelectedItem): boolean {
  return a !== undefined && a.kind === b.kind && a.id === b.id;
}

/** The elements that show an item (a field may appear once; a block's frame; the page's main). */
function elementsOf(item: SelectedItem): Element[] {
  const id = CSS.escape(item.id);
  if (item.kind === 'field') return [...document.querySelectorAll(`#main [data-field-id="${id}"]`)];
  if (item.kind === 'group')
    return [...document.querySelectorAll(`#main .editor-group[data-group-id="${id}"]`)];
  const main = document.getElementById('main');
  return main ? [main] : [];
}

/** An internal edit path a link points at, or null. */
function editHrefOf(anchor: HTMLAnchorElement | null): string | null {
  if (!anchor) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !isEditPath(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

function onKeyDown(event: KeyboardEvent): void {
  const flags = $flags.get();
  if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'e') {
    if (!flags.toolbar) {
      event.preventDefault();
      changeFlag('toolbar', true);
    }
    return;
  }
  const shortcut = historyShortcut(event);
  if (shortcut) {
    // A field being typed in (and a modal dialog) keeps the browser's or Milkdown's own undo.
    if (
      event.defaultPrevented ||
      hasOwnUndo(document.activeElement) ||
      document.querySelector('dialog[open]')
    )
      return;
    event.preventDefault();
    void (shortcut === 'undo' ? undoLastChange() : redoLastChange());
    return;
  }
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  // A modal dialog closes itself on Escape.
  if (document.querySelector('dialog[open]')) return;
  const target = escapeTarget(flags, { panel: $panel.get() !== null, menu: $menu.get() !== null });
  if (target === 'panel') $panel.set(null);
  else if (target === 'menu') $menu.set(null);
  else if (target) {
    const next = flagsAfterEscape(flags);
    if (next) applyFlags(next);
  }
}

function onClick(event: MouseEvent): void {
  if (!$flags.get().toolbar || event.button !== 0) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('[data-editor-ui]')) return;
  const anchor = target.closest<HTMLAnchorElement>('a[href]');
  const main = document.getElementById('main');
  if (!main || !main.contains(target)) {
    // Outside the page's blocks (header, footer): clear the selection; edit links keep the flags.
    $menu.set(null);
    $panel.set(null);
    const href = editHrefOf(anchor);
    if (href && !event.metaKey && !event.ctrlKey && !event.shiftKey && anchor?.target !== '_blank') {
      event.preventDefault();
      location.assign(withFlags(href, $flags.get()));
    }
    return;
  }
  // Inside blocks, links and submit buttons do not act while editing: the click selects.
  if (anchor || target.closest('button[type="submit"], input[type="submit"]')) event.preventDefault();
  const hit = itemAt(target, main);
  if (!hit) return;
  const current = $menu.get();
  if (current && sameItem(current.item, hit.item)) {
    // Clicking into the text being edited (to place the caret) or on a control of the item (a
    // rich-text toolbar button, a link bubble's input) keeps the selection.
    const active = document.activeElement;
    const editing = active instanceof HTMLElement && active.isContentEditable && active.contains(target);
    const control = target.closest(CONTROLS);
    if (!editing && !(control && hit.element.contains(control))) {
      $menu.set(null);
      $panel.set(null);
    }
    return;
  }
  $panel.set(null);
  const rect = hit.element.getBoundingClientRect();
  // A rich-text field's format bar sits just above it: the menu keeps out of that room too.
  const barRoom =
    hit.item.kind === 'field' && hit.element.matches('.rte') && formatBarPlacement(rect) === 'above'
      ? FORMAT_BAR_ROOM
      : 0;
  const anchorRect =
    hit.item.kind === 'field'
      ? { left: rect.left, top: rect.top - barRoom, width: rect.width, height: rect.height + barRoom }
      : { left: event.clientX, top: event.clientY, width: 0, height: 0 };
  const next: MenuState = {
    item: hit.item,
    left: anchorRect.left,
    top: anchorRect.top,
    editHref: editHrefOf(anchor),
    anchor: anchorRect,
  };
  $menu.set(next);
}

/** Installs the document-wide behaviour for the page being edited. */
export function useEditorInteractions(pageId: string | null): void {
  const menu = useStore($menu);
  const draft = useStore($draft);

  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Object.keys($unsaved.get()).length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  // The outline: an attribute React does not manage, re-applied whenever the page re-renders.
  useEffect(() => {
    for (const el of document.querySelectorAll(`[${SELECTED_ATTR}]`)) el.removeAttribute(SELECTED_ATTR);
    if (!menu) return;
    for (const el of elementsOf(menu.item)) el.setAttribute(SELECTED_ATTR, menu.item.kind);
  }, [menu, draft]);

  useEffect(() => {
    if (pageId && !menu?.anchor) saveMenuState(pageId, menu);
  }, [pageId, menu]);
}
