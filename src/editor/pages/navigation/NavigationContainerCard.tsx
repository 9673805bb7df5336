/**
 * One navigation container in the manager: its drag handle, its label per language, the page it
 * links to itself (with chips), its entries (sortable, also across containers) and the picker that
 * adds a page it does not list yet.
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { format } from '../../../i18n/editor.ts';
import {
  VISITOR_LOCALES,
  type NavigationContainer,
  type NavigationTree,
  type PageSnapshot,
} from '../../../lib/content.ts';
import { insertChild, setContainerLabel } from '../../../lib/navigation-edit.ts';
import { useEditorTexts } from '../../hooks.ts';
import { AddPagePicker } from './AddPagePicker.tsx';
import { NavigationEntry } from './NavigationEntry.tsx';
import { ChipList } from './ChipList.tsx';
import { containerLabel, type DragKind } from './dnd-keys.ts';
import { pageChips, pageName } from './page-facts.ts';

export interface NavigationContainerCardProps {
  container: NavigationContainer;
  /** Every page that may be added (not deleted). */
  pages: readonly PageSnapshot[];
  pagesById: ReadonlyMap<string, PageSnapshot>;
  /** What is being dragged now: droppables of the other kind are switched off meanwhile. */
  dragKind: DragKind | null;
  change: (edit: (tree: NavigationTree) => NavigationTree) => void;
}

const LOCALE_NAME = { de: 'navLocaleDe', en: 'navLocaleEn' } as const;

/** A container with its entries. */
export function NavigationContainerCard({
  container,
  pages,
  pagesById,
  dragKind,
  change,
}: NavigationContainerCardProps) {
  const t = useEditorTexts();
  const label = containerLabel(container, pagesById, t);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: `c:${container.id}`,
      data: { kind: 'container' },
      disabled: { draggable: false, droppable: dragKind === 'child' },
    });
  const { setNodeRef: setListRef, isOver: overEmptyList } = useDroppable({
    id: `l:${container.id}`,
    data: { kind: 'list' },
    disabled: dragKind !== 'child' || container.children.length > 0,
  });
  const own = container.pageId ? pagesById.get(container.pageId) : undefined;
  const listId = `editor-nav-list-${container.id}`;

  return (
    <li
      ref={setNodeRef}
      className="editor-nav__container"
      data-container-id={container.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="editor-nav__container-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="editor-nav__handle"
          aria-label={format(t.navMoveContainer, { label })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="editor-nav__labels">
          {VISITOR_LOCALES.map((locale) => {
            const value = container.label[locale] ?? '';
            const id = `editor-nav-label-${container.id}-${locale}`;
            return (
              <div key={locale} className="editor-nav__label">
                <label htmlFor={id}>{format(t.navLabelIn, { locale: t[LOCALE_NAME[locale]] })}</label>
                <input
                  // Re-created when the stored label changes, so a failed save shows the stored value again.
                  key={value}
                  id={id}
                  type="text"
                  maxLength={80}
                  defaultValue={value}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') e.currentTarget.blur();
                  }}
                  onBlur={(e) => {
                    const next = e.currentTarget.value.trim();
                    if (next !== value) change((tree) => setContainerLabel(tree, container.id, locale, next));
                  }}
                />
              </div>
            );
          })}
        </div>
      </div>
      {own ? (
        <p className="editor-nav__own-page">
          <span>{pageName(own, t)}</span>
          <ChipList chips={pageChips(own, false, t)} />
        </p>
      ) : null}
      <SortableContext
        items={container.children.map((c) => `e:${c.id}`)}
        strategy={verticalListSortingStrategy}
      >
        <ul
          id={listId}
          ref={setListRef}
          className="editor-nav__entries"
          aria-label={format(t.navContainerPages, { label })}
          data-over={overEmptyList || undefined}
        >
          {container.children.length === 0 ? <li className="editor-nav__none">{t.navNoPages}</li> : null}
          {container.children.map((child) => (
            <NavigationEntry
              key={child.id}
              child={child}
              page={pagesById.get(child.pageId)}
              dragKind={dragKind}
              change={change}
            />
          ))}
        </ul>
      </SortableContext>
      <AddPagePicker
        container={container}
        containerLabel={label}
        pages={pages}
        onAdd={(pageId) =>
          change((tree) => insertChild(tree, container.id, { id: `nav-${crypto.randomUUID()}`, pageId }))
        }
      />
    </li>
  );
}
