/**
 * The frame around each block in the editor: what the selection and the badges hang on. With
 * the toolbar active it shows a bar with the block's status badge (draft, published, changed,
 * marked for deletion), the languages it is hidden in, for a block marked for deletion a dimmed
 * view with a restore button, and a handle (shown on hover and keyboard focus, always on phones)
 * that selects the whole block in one click on every block type, whatever its content does with
 * clicks, and moves it: dragged (after a few pixels) or by keyboard (Space, arrows, Space), see
 * ./blocks/move/. On phones the bar is a strip of its own above the block, so badges never cover
 * the page's text. Without the toolbar it is an invisible wrapper, and blocks visitors would not
 * see (hidden in this language, about to be deleted) are hidden, so the page previews as live.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useStore } from '@nanostores/react';
import { BlockRenderer } from '../blocks/BlockRenderer.tsx';
import { useRenderContext } from '../fields/context.tsx';
import { format } from '../i18n/editor.ts';
import type { GroupSnapshot, PageSnapshot } from '../lib/content.ts';
import { totalChanges } from '../lib/drafts.ts';
import { restoreGroup } from './actions.ts';
import { blockTypeLabel } from './blocks/labels.ts';
import { useBlockMove } from './blocks/move/BlockMoveArea.tsx';
import { useEditorTexts, useToolbarActive } from './hooks.ts';
import { badgeStatus, badgeText, isGroupChanged } from './labels.ts';
import { $menu, $publication } from './store.ts';

/** Selects a block as a click on its frame does: its menu opens beside the handle. */
function selectGroup(id: string, handle: HTMLElement): void {
  const rect = handle.getBoundingClientRect();
  const anchor = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  $menu.set({ item: { kind: 'group', id }, left: rect.left, top: rect.bottom, editHref: null, anchor });
}

export function GroupFrame({ group }: { group: GroupSnapshot }) {
  const t = useEditorTexts();
  const { locale } = useRenderContext();
  const toolbar = useToolbarActive();
  const publication = useStore($publication);
  const move = useBlockMove();
  const { setNodeRef: setDropRef } = useDroppable({ id: group.id, disabled: !toolbar });
  const {
    setNodeRef: setHandleRef,
    attributes,
    listeners,
  } = useDraggable({
    id: group.id,
    disabled: !toolbar,
    attributes: { roleDescription: t.blockMoveRole },
  });
  const marked = group.status === 'markedForDeletion';
  const hiddenHere = group.disallowedLanguages.includes(locale);
  const status = badgeStatus(group.status, isGroupChanged(group, publication?.changed));
  const label = blockTypeLabel(t, group.type);
  const line = move.line?.id === group.id ? move.line.edge : undefined;
  return (
    <div
      ref={setDropRef}
      className="editor-group"
      data-group-id={group.id}
      data-group-type={group.type}
      data-editor-status={status}
      data-marked={marked ? 'true' : undefined}
      data-hidden-here={hiddenHere ? 'true' : undefined}
      data-moving={move.movingId === group.id ? 'true' : undefined}
      data-drop-line={line}
      hidden={!toolbar && (marked || hiddenHere)}
    >
      {toolbar ? (
        <div className="editor-group__bar" data-editor-ui="">
          <div className="editor-badges">
            <span className={`editor-badge editor-badge--${status}`}>{badgeText(t, status)}</span>
            {group.disallowedLanguages.length > 0 ? (
              <span className="editor-badge editor-badge--hidden">
                {format(t.badgeHiddenIn, {
                  locale: group.disallowedLanguages.map((l) => l.toUpperCase()).join(', '),
                })}
              </span>
            ) : null}
            {marked ? (
              <button
                type="button"
                className="editor-badge editor-badge--action"
                onClick={() => void restoreGroup(group)}
              >
                {t.menuRestore}
              </button>
            ) : null}
          </div>
          <div className="editor-group__handle-wrap">
            <button
              type="button"
              ref={setHandleRef}
              {...attributes}
              {...listeners}
              className="editor-badge editor-group__handle"
              aria-label={format(t.blockHandle, { type: label })}
              onClick={(event) => {
                // The click of a drag's end (or of a keyboard drop) is no selection.
                if (move.movingId === null) selectGroup(group.id, event.currentTarget);
              }}
            >
              <span aria-hidden="true">⠿</span> {label}
            </button>
          </div>
        </div>
      ) : null}
      <BlockRenderer group={group} />
    </div>
  );
}

/** The page's own handle while the toolbar is active: its name and status; a click selects the page. */
export function PageBar({ page }: { page: PageSnapshot }) {
  const t = useEditorTexts();
  const { locale } = useRenderContext();
  const publication = useStore($publication);
  const menu = useStore($menu);
  const status = badgeStatus(page.status, publication ? totalChanges(publication.counts) > 0 : false);
  const selected = menu?.item.kind === 'page';
  return (
    <div className="editor-pagebar" data-editor-ui="">
      <button
        type="button"
        className="editor-pagebar__select"
        aria-pressed={selected}
        onClick={(event) => {
          if (selected) return $menu.set(null);
          const rect = event.currentTarget.getBoundingClientRect();
          $menu.set({
            item: { kind: 'page', id: page.id },
            left: rect.left,
            top: rect.bottom,
            editHref: null,
            anchor: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
          });
        }}
      >
        {format(t.badgePage, { name: page.meta.name[locale] ?? page.id })}
      </button>
      <span className={`editor-badge editor-badge--${status}`}>{badgeText(t, status)}</span>
    </div>
  );
}
