/**
 * The navigation manager inside the pages panel (editor spec §2, §3 Navigation): the containers
 * with their pages, reordered by dragging (after 3 px) or by keyboard, with labels per language,
 * the appearance of each entry, adding and removing pages, and chips for button, page role and
 * password. Every change is saved at once and is live on the site (see ./use-navigation-tree.ts).
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { format } from '../../../i18n/editor.ts';
import type { NavigationTree, PageSnapshot } from '../../../lib/content.ts';
import { applyDrop, itemPosition, type DragItem, type DropTarget } from '../../../lib/navigation-edit.ts';
import { useEditorTexts } from '../../hooks.ts';
import { $draft } from '../../store.ts';
import { NavigationContainerCard } from './NavigationContainerCard.tsx';
import { containerLabel, dragItemOf, droppedBelow, dropTargetOf, type DragKind } from './dnd-keys.ts';
import { pageName } from './page-facts.ts';
import { useNavigationTree } from './use-navigation-tree.ts';
import './navigation.css';

/** The navigation section of the pages panel (reads the site's pages from the draft). */
export function NavigationSection() {
  const t = useEditorTexts();
  const draft = useStore($draft);
  const { tree, loadError, status, reload, change } = useNavigationTree();
  const [dragKind, setDragKind] = useState<DragKind | null>(null);
  const pages = useMemo(
    () => (draft?.site.pages ?? []).filter((p) => p.status !== 'deleted' && p.status !== 'markedForDeletion'),
    [draft],
  );
  const pagesById = useMemo(() => new Map(pages.map((p) => [p.id, p])), [pages]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 3 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const collision: CollisionDetection = (args) => {
    const kind = args.active.data.current?.['kind'] as DragKind | undefined;
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((d) => {
        const target = d.data.current?.['kind'];
        return kind === 'container' ? target === 'container' : target === 'child' || target === 'list';
      }),
    });
  };

  const announcements = useMemo(
    () => (tree ? announcementsFor(tree, pagesById, t) : undefined),
    [tree, pagesById, t],
  );

  const onDragStart = (event: DragStartEvent) => setDragKind(dragItemOf(event.active.id)?.kind ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragKind(null);
    const item = dragItemOf(event.active.id);
    const over = event.over;
    if (!item || !over) return;
    const translated = event.active.rect.current.translated;
    const below = translated ? droppedBelow(translated, over.rect, event.delta.y) : false;
    const target = dropTargetOf(over.id, below);
    if (target) change((current) => applyDrop(current, item, target));
  };

  return (
    <section className="editor-nav" aria-labelledby="editor-nav-heading" data-editor-ui="">
      <div className="editor-nav__head">
        <h2 id="editor-nav-heading">{t.navHeading}</h2>
        <p className="editor-nav__status" role="status" data-status={status}>
          {status === 'saving' ? (
            <>
              <span className="editor-nav__spinner" aria-hidden="true" />
              {t.navSaving}
            </>
          ) : status === 'saved' ? (
            t.navSaved
          ) : null}
        </p>
      </div>
      <p className="editor-nav__hint">{t.navHint}</p>
      {loadError ? (
        <p className="editor-nav__error" role="alert">
          {t.navLoadError}{' '}
          <button type="button" className="editor-button-secondary" onClick={reload}>
            {t.navRetry}
          </button>
        </p>
      ) : !tree ? (
        <p>{t.navLoading}</p>
      ) : tree.containers.length === 0 ? (
        <p>{t.navEmpty}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragKind(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.navDndInstructions } }}
        >
          <SortableContext
            items={tree.containers.map((c) => `c:${c.id}`)}
            strategy={verticalListSortingStrategy}
          >
            <ol className="editor-nav__containers">
              {tree.containers.map((container) => (
                <NavigationContainerCard
                  key={container.id}
                  container={container}
                  pages={pages}
                  pagesById={pagesById}
                  dragKind={dragKind}
                  change={change}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

type Texts = ReturnType<typeof useEditorTexts>;

/** Screen-reader announcements of a drag, in the editor language. */
function announcementsFor(
  tree: NavigationTree,
  pagesById: Map<string, PageSnapshot>,
  t: Texts,
): Announcements {
  const labelOf = (item: DragItem): string => {
    if (item.kind === 'container') {
      const container = tree.containers.find((c) => c.id === item.id);
      return container ? containerLabel(container, pagesById, t) : '';
    }
    const pageId = tree.containers.flatMap((c) => c.children).find((c) => c.id === item.id)?.pageId;
    return pageName(pageId ? pagesById.get(pageId) : undefined, t);
  };
  const describe = (template: string, activeId: UniqueIdentifier, overId: UniqueIdentifier | null) => {
    const item = dragItemOf(activeId);
    if (!item) return undefined;
    const target: DropTarget | null = overId === null ? null : dropTargetOf(overId, false);
    const after = target ? applyDrop(tree, item, target) : tree;
    const place = itemPosition(after, item);
    if (!place) return undefined;
    return format(template, {
      label: labelOf(item),
      position: place.position,
      total: place.total,
      container: place.container ? containerLabel(place.container, pagesById, t) : t.navHeading,
    });
  };
  return {
    onDragStart: ({ active }) => describe(t.navDndPickedUp, active.id, null),
    onDragOver: ({ active, over }) => (over ? describe(t.navDndOver, active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => (over ? describe(t.navDndDropped, active.id, over.id) : undefined),
    onDragCancel: ({ active }) => {
      const item = dragItemOf(active.id);
      return item ? format(t.navDndCancelled, { label: labelOf(item) }) : undefined;
    },
  };
}
