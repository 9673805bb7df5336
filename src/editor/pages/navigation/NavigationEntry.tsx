/**
 * One page entry of a navigation container: drag handle, page name with its chips, the appearance
 * (default or button) and removal from the navigation (the page itself stays).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { format } from '../../../i18n/editor.ts';
import type { NavigationChild, NavigationTree, PageSnapshot } from '../../../lib/content.ts';
import { removeChild, setChildAppearance } from '../../../lib/navigation-edit.ts';
import { useEditorTexts } from '../../hooks.ts';
import { pushToast } from '../../store.ts';
import { ChipList } from './ChipList.tsx';
import type { DragKind } from './dnd-keys.ts';
import { pageChips, pageName } from './page-facts.ts';

export interface NavigationEntryProps {
  child: NavigationChild;
  page: PageSnapshot | undefined;
  dragKind: DragKind | null;
  change: (edit: (tree: NavigationTree) => NavigationTree) => void;
}

/** A sortable page entry. */
export function NavigationEntry({ child, page, dragKind, change }: NavigationEntryProps) {
  const t = useEditorTexts();
  const name = pageName(page, t);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: `e:${child.id}`,
      data: { kind: 'child' },
      disabled: { draggable: false, droppable: dragKind === 'container' },
    });
  const appearanceId = `editor-nav-appearance-${child.id}`;

  return (
    <li
      ref={setNodeRef}
      className="editor-nav__entry"
      data-entry-id={child.id}
      data-page-id={child.pageId}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="editor-nav__handle"
        aria-label={format(t.navMoveItem, { label: name })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="editor-nav__name">{name}</span>
      <ChipList chips={pageChips(page, child.appearance === 'button', t)} />
      <label className="editor-sr-only" htmlFor={appearanceId}>
        {format(t.navAppearance, { label: name })}
      </label>
      <select
        id={appearanceId}
        className="editor-nav__appearance"
        value={child.appearance}
        onChange={(e) => {
          const appearance = e.currentTarget.value === 'button' ? 'button' : 'default';
          change((tree) => setChildAppearance(tree, child.id, appearance));
        }}
      >
        <option value="default">{t.navAppearanceDefault}</option>
        <option value="button">{t.navAppearanceButton}</option>
      </select>
      <button
        type="button"
        className="editor-nav__remove"
        aria-label={format(t.navRemove, { label: name })}
        title={format(t.navRemove, { label: name })}
        onClick={() => {
          change((tree) => removeChild(tree, child.id));
          pushToast('info', format(t.navRemoved, { label: name }));
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
