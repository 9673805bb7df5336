/**
 * Moving the page's boxes by drag and by keyboard (dnd-kit): each box's handle is the draggable,
 * each box the drop target. The pointer starts a drag after 6 px, so a click on the handle still
 * selects the box; Space on the focused handle picks the box up, the arrows move it one box at a
 * time, Space or Enter drops it, Escape cancels. A line shows where it will land, the dragged
 * handle follows the pointer, and a screen reader hears the pick-up, each position ('Box Team,
 * Position 3 von 7') and the drop or cancel. The drop goes through `moveGroup` (optimistic,
 * undoable). Only the page's top-level boxes move this way; boxes inside a container keep the
 * context menu's up and down.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { KeyboardCode } from '@dnd-kit/core';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { format, type EditorDictionary } from '../../../i18n/editor.ts';
import { dropLine } from '../../../lib/block-order.ts';
import type { GroupSnapshot } from '../../../lib/content.ts';
import { moveGroup } from '../../actions.ts';
import { useEditorTexts } from '../../hooks.ts';
import { blockTypeLabel } from '../labels.ts';
import { boxKeyboardCoordinates, boxUnderHandle, dropTargetIndex } from './drag-rules.ts';

/** What a box's frame needs to know about a move in progress. */
export interface BlockMoveState {
  /** The box being moved, or null. */
  movingId: string | null;
  /** Where it would land: the line at the top ('before') or bottom ('after') of this box. */
  line: { id: string; edge: 'before' | 'after' } | null;
}

const BlockMoveContext = createContext<BlockMoveState>({ movingId: null, line: null });

/** The move in progress, for a box's frame (its drop line, its dimmed look while it moves). */
export function useBlockMove(): BlockMoveState {
  return useContext(BlockMoveContext);
}

/** The pointer has to travel this far before a press on the handle becomes a drag. */
const ACTIVATION_DISTANCE_PX = 6;

/**
 * Swallows the click the browser sends when a pointer drag is released, before the editor's
 * document-wide click selection sees it: a drop is no selection.
 */
function swallowReleaseClick(): void {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  // The release's click, if any, comes in the same task as the pointerup that ended the drag.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

const isKeyboard = (event: { activatorEvent: Event | null }) =>
  typeof KeyboardEvent !== 'undefined' && event.activatorEvent instanceof KeyboardEvent;

export function BlockMoveArea({
  groups,
  children,
}: {
  groups: readonly GroupSnapshot[];
  children: ReactNode;
}) {
  const t = useEditorTexts();
  const ids = useMemo(() => groups.map((g) => g.id), [groups]);
  // How the drag in progress started (a keyboard drag lands exactly on its target box).
  const [keyboard, setKeyboard] = useState(false);
  // The position last announced; it outlives the announcements' re-creation when `keyboard` changes.
  const [spoken] = useState(() => ({ index: -1 }));
  const [state, setState] = useState<BlockMoveState>({ movingId: null, line: null });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, {
      // Enter alone keeps selecting the box (the handle's click); Space picks it up.
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
      coordinateGetter: boxKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );

  const announcements = useMemo(
    () => announcementsFor(t, groups, keyboard, spoken),
    [t, groups, keyboard, spoken],
  );

  const targetOf = (active: Active, over: Over | null) =>
    dropTargetIndex(ids, active.id, over, active.rect.current.translated, keyboard);

  const track = (event: DragMoveEvent) => {
    const from = ids.indexOf(String(event.active.id));
    const to = targetOf(event.active, event.over);
    const line = to === null ? null : dropLine(ids, from, to);
    setState((now) => (now.line?.id === line?.id && now.line?.edge === line?.edge ? now : { ...now, line }));
  };

  const onDragStart = (event: DragStartEvent) => {
    setKeyboard(isKeyboard(event));
    setState({ movingId: String(event.active.id), line: null });
  };

  const onDragEnd = (event: DragEndEvent) => {
    if (!keyboard) swallowReleaseClick();
    const to = targetOf(event.active, event.over);
    const from = ids.indexOf(String(event.active.id));
    setState({ movingId: null, line: null });
    const group = groups.find((g) => g.id === event.active.id);
    if (group && to !== null && to !== from) void moveGroup(group, { toIndex: to });
  };

  const moving = state.movingId ? groups.find((g) => g.id === state.movingId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boxUnderHandle}
      onDragStart={onDragStart}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (!keyboard) swallowReleaseClick();
        setState({ movingId: null, line: null });
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.blockMoveInstructions } }}
    >
      <BlockMoveContext.Provider value={state}>{children}</BlockMoveContext.Provider>
      <DragOverlay dropAnimation={null}>
        {moving ? (
          <span
            className="editor-badge editor-group__handle editor-group__handle--dragging"
            data-editor-ui=""
          >
            <span aria-hidden="true">⠿</span> {blockTypeLabel(t, moving.type)}
          </span>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** What a screen reader hears during a move, in the editor language; a position only when it changes. */
function announcementsFor(
  t: EditorDictionary,
  groups: readonly GroupSnapshot[],
  keyboard: boolean,
  spoken: { index: number },
): Announcements {
  const ids = groups.map((g) => g.id);
  const targetOf = (active: Active, over: Over | null) =>
    dropTargetIndex(ids, active.id, over, active.rect.current.translated, keyboard);
  const total = groups.length;
  const labelOf = (id: string | number) => {
    const group = groups.find((g) => g.id === id);
    return group ? blockTypeLabel(t, group.type) : '';
  };
  const fromOf = (id: string | number) => groups.findIndex((g) => g.id === id);
  const position = (template: string, active: Active, index: number) =>
    format(template, { label: labelOf(active.id), position: index + 1, total });
  const over = ({ active, over: target }: { active: Active; over: Over | null }) => {
    const index = targetOf(active, target);
    if (index === null || index === spoken.index) return undefined;
    spoken.index = index;
    return position(t.blockMoveOver, active, index);
  };
  return {
    onDragStart: ({ active }) => {
      spoken.index = fromOf(active.id);
      return position(t.blockMovePickedUp, active, spoken.index);
    },
    onDragMove: over,
    onDragOver: over,
    onDragEnd: ({ active, over: target }) => {
      const index = targetOf(active, target) ?? fromOf(active.id);
      return position(t.blockMoveDropped, active, index);
    },
    onDragCancel: ({ active }) => position(t.blockMoveCancelled, active, fromOf(active.id)),
  };
}
