/**
 * The Milkdown side of the rich-text editor: the editor factory (commonmark schema with the
 * paragraph `textStyle` attribute, history, a view hook for React) and the ProseMirror commands
 * the toolbar and the link bubble run. Kept apart from the React components so those only deal
 * with state and texts.
 */
import { Editor, editorStateOptionsCtx, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import { history } from '@milkdown/kit/plugin/history';
import { commonmark, paragraphAttr, paragraphSchema } from '@milkdown/kit/preset/commonmark';
import { setBlockType, toggleMark, wrapIn } from '@milkdown/kit/prose/commands';
import {
  Node as PmNode,
  type Mark,
  type MarkType,
  type NodeType,
  type ResolvedPos,
  type Schema,
} from '@milkdown/kit/prose/model';
import { liftListItem } from '@milkdown/kit/prose/schema-list';
import { Plugin, PluginKey, TextSelection, type EditorState } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import type { ProseMirrorNode } from '../../lib/content.ts';
import {
  paragraphStyleClass,
  paragraphStyleFromClass,
  plainTextDoc,
  textStyleBlock,
  textStyleOf,
  toEditorDoc,
  type TextStyle,
} from '../../lib/richtext-edit.ts';

/**
 * Paragraphs carry `textStyle: 'large' | 'small' | null`, shown with the live renderer's classes
 * (`text-large` / `text-small`) and read back from them when HTML is pasted.
 */
export const textStyleParagraph = paragraphSchema.extendSchema((prev) => (ctx) => {
  const base = prev(ctx);
  return {
    ...base,
    attrs: { textStyle: { default: null } },
    parseDOM: [
      {
        tag: 'p',
        getAttrs: (dom) => ({
          textStyle: dom instanceof HTMLElement ? paragraphStyleFromClass(dom.className) : null,
        }),
      },
    ],
    toDOM: (node) => {
      const attrs = ctx.get(paragraphAttr.key)(node);
      const cls = paragraphStyleClass(node.attrs['textStyle']);
      return ['p', cls ? { ...attrs, class: cls } : attrs, 0];
    },
  };
});

/** A document node for the schema from a stored document; plain paragraphs when it is broken. */
export function buildDoc(schema: Schema, stored: ProseMirrorNode | null, text: string | null): PmNode {
  try {
    const doc = PmNode.fromJSON(schema, toEditorDoc(stored));
    doc.check();
    return doc;
  } catch {
    return PmNode.fromJSON(schema, plainTextDoc(text));
  }
}

export interface EditorSetup {
  root: HTMLElement;
  /** The stored document and plain text of the current locale. */
  doc: ProseMirrorNode | null;
  text: string | null;
  /** Attributes of the editable element (class, aria-label). */
  attributes: Record<string, string>;
  /** Called with the view once it exists and after every transaction (doc or selection). */
  onView: (view: EditorView) => void;
}

/** Creates (does not start) a Milkdown editor for one rich-text field. */
export function makeEditor(setup: EditorSetup): Editor {
  const viewHook = $prose(
    () =>
      new Plugin({
        key: new PluginKey('LUNETTE_RICH_TEXT_VIEW'),
        view: (view) => {
          setup.onView(view);
          return { update: (v) => setup.onView(v) };
        },
      }),
  );
  return Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, setup.root);
      ctx.update(editorStateOptionsCtx, (prev) => (options) => {
        const base = prev(options);
        return base.schema ? { ...base, doc: buildDoc(base.schema, setup.doc, setup.text) } : base;
      });
      ctx.update(editorViewOptionsCtx, (prev) => ({
        ...prev,
        editable: () => true,
        attributes: { ...setup.attributes, 'aria-multiline': 'true' },
      }));
    })
    .use(commonmark)
    .use(textStyleParagraph)
    .use(history)
    .use(viewHook);
}

/** Replaces the whole document (a newer stored value), outside the undo history. */
export function replaceDoc(view: EditorView, stored: ProseMirrorNode | null, text: string | null): void {
  const { state } = view;
  const doc = buildDoc(state.schema, stored, text);
  const tr = state.tr.replaceWith(0, state.doc.content.size, doc.content).setMeta('addToHistory', false);
  view.dispatch(tr);
}

// ---------------------------------------------------------------------------------------------
// Text styles

/**
 * The style of the selected text blocks: one menu style, `{ level }` for a heading 4–6, or null
 * when the selection mixes styles or holds no styled block (code).
 */
export function selectionTextStyle(state: EditorState): TextStyle | { level: number } | null {
  const styles: (TextStyle | { level: number } | null)[] = [];
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isTextblock) return true;
    styles.push(textStyleOf(node.type.name, node.attrs));
    return false;
  });
  const first = styles[0] ?? null;
  const key = (s: (typeof styles)[number]) => (s && typeof s === 'object' ? `h${s.level}` : s);
  return styles.every((s) => key(s) === key(first)) ? first : null;
}

/** Turns the selected text blocks into the style (headings 1–3, large, paragraph, small). */
export function applyTextStyle(view: EditorView, style: TextStyle): boolean {
  const block = textStyleBlock(style);
  const type = view.state.schema.nodes[block.type];
  if (!type) return false;
  return setBlockType(type, block.attrs)(view.state, view.dispatch);
}

// ---------------------------------------------------------------------------------------------
// Marks and lists

/** Whether the mark is active: at the cursor (stored or inherited marks) or anywhere in the range. */
export function isMarkActive(state: EditorState, type: MarkType | undefined): boolean {
  if (!type) return false;
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** Toggles bold (`strong`) or italic (`emphasis`). */
export function toggleMarkNamed(view: EditorView, name: 'strong' | 'emphasis'): boolean {
  const type = view.state.schema.marks[name];
  return type ? toggleMark(type)(view.state, view.dispatch) : false;
}

type ListName = 'bullet_list' | 'ordered_list';

function listAncestor($pos: ResolvedPos): { node: PmNode; pos: number } | null {
  for (let depth = $pos.depth; depth > 0; depth--) {
    const node = $pos.node(depth);
    if (node.type.name === 'bullet_list' || node.type.name === 'ordered_list')
      return { node, pos: $pos.before(depth) };
  }
  return null;
}

/** The list type around the selection start, if any. */
export function activeList(state: EditorState): ListName | null {
  return (listAncestor(state.selection.$from)?.node.type.name as ListName | undefined) ?? null;
}

/**
 * Toggles a list: outside a list the blocks are wrapped in one; inside a list of the same type
 * the item is lifted out; inside the other type the list changes its type.
 */
export function toggleList(view: EditorView, name: ListName): boolean {
  const { state } = view;
  const listType: NodeType | undefined = state.schema.nodes[name];
  const itemType: NodeType | undefined = state.schema.nodes['list_item'];
  if (!listType || !itemType) return false;
  const around = listAncestor(state.selection.$from);
  if (!around) return wrapIn(listType)(state, view.dispatch);
  if (around.node.type === listType) return liftListItem(itemType)(state, view.dispatch);
  view.dispatch(state.tr.setNodeMarkup(around.pos, listType, {}));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Links

/** A link and the document range it covers. */
export interface LinkAt {
  href: string;
  from: number;
  to: number;
  mark: Mark;
}

/** The stretch of same-link text around `pos` in its text block. */
function linkRange(state: EditorState, pos: number, mark: Mark): { from: number; to: number } | null {
  const $pos = state.doc.resolve(pos);
  const start = $pos.start();
  let found: { from: number; to: number } | null = null;
  let run: { from: number; to: number } | null = null;
  $pos.parent.forEach((child, offset) => {
    const from = start + offset;
    const to = from + child.nodeSize;
    if (mark.isInSet(child.marks)) run = run && run.to === from ? { from: run.from, to } : { from, to };
    else run = null;
    if (run && run.from <= pos && pos <= run.to) found = run;
  });
  return found;
}

/** The link at the selection (cursor inside a link, or a selection starting in one), if any. */
export function currentLink(state: EditorState): LinkAt | null {
  const linkType = state.schema.marks['link'];
  if (!linkType) return null;
  const { $from, empty, from, to } = state.selection;
  const marks = empty ? $from.marks() : ($from.nodeAfter?.marks ?? []);
  const mark = linkType.isInSet(marks);
  if (!mark) {
    if (!empty && state.doc.rangeHasMark(from, to, linkType)) {
      let first: Mark | undefined;
      state.doc.nodesBetween(from, to, (node) => {
        first ??= linkType.isInSet(node.marks) ?? undefined;
        return !first;
      });
      if (first) return { href: String(first.attrs['href']), from, to, mark: first };
    }
    return null;
  }
  const range = linkRange(state, from, mark) ?? { from, to };
  return { href: String(mark.attrs['href']), from: range.from, to: range.to, mark };
}

/**
 * Sets a link: on the selected text; on the whole link around the cursor; or, with nothing
 * selected outside a link, on newly inserted text (`insertText`).
 */
export function applyLink(view: EditorView, href: string, insertText: string): boolean {
  const { state } = view;
  const linkType = state.schema.marks['link'];
  if (!linkType) return false;
  const mark = linkType.create({ href });
  const { from, to, empty, $from } = state.selection;
  let tr = state.tr;
  if (!empty) {
    tr = tr.removeMark(from, to, linkType).addMark(from, to, mark);
  } else {
    const link = currentLink(state);
    if (link) {
      tr = tr.removeMark(link.from, link.to, linkType).addMark(link.from, link.to, mark);
    } else {
      if (!$from.parent.inlineContent || insertText === '') return false;
      const marks = linkType.removeFromSet(state.storedMarks ?? $from.marks());
      tr = tr.insert(from, state.schema.text(insertText, mark.addToSet(marks)));
      tr = tr.setSelection(TextSelection.create(tr.doc, from + insertText.length)).setStoredMarks(marks);
    }
  }
  view.dispatch(tr.scrollIntoView());
  return true;
}

/** Removes the link around the cursor or across the selection (toggling an active link). */
export function removeLink(view: EditorView): boolean {
  const { state } = view;
  const linkType = state.schema.marks['link'];
  const link = currentLink(state);
  if (!linkType || !link) return false;
  const from = Math.min(link.from, state.selection.from);
  const to = Math.max(link.to, state.selection.to);
  view.dispatch(state.tr.removeMark(from, to, linkType).removeStoredMark(linkType));
  return true;
}
