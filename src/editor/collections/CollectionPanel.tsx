/**
 * The collection editor (editor spec §2, §4): the items of the collection a container block lists,
 * the shown ones in their order (move up / down with buttons, so the keyboard can reorder too) and
 * the archive grouped by archive key; show or archive an item, open its page, remove it (after a
 * confirmation), and add a new one by name. A new item is a draft page: the editor fills in the
 * rest on that page with the usual field editors and publishes it there.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getBlock } from '../../blocks/manifests.ts';
import { format } from '../../i18n/editor.ts';
import { splitArchive } from '../../lib/collection-archive.ts';
import {
  allCollectionItems,
  DEFAULT_ARCHIVE_KEY,
  isEditableCollection,
  itemName,
  shownNeighbour,
} from '../../lib/collections.ts';
import type { PageSnapshot } from '../../lib/content.ts';
import { withFlags } from '../../lib/edit-route.ts';
import { pagePath } from '../../lib/routes.ts';
import { useEditor } from '../context.tsx';
import { ConfirmDialog, Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $draft, $flags, findGroup } from '../store.ts';
import { addItem, removeItem, setItemShown, sortItems, type CollectionTarget } from './actions.ts';
import './collections.css';

interface Item {
  id: string;
  name: string;
  page: PageSnapshot;
}

export default function CollectionPanel({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useEditorTexts();
  const { locale, pages } = useEditor();
  const draft = useStore($draft);
  const flags = useStore($flags);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Item | null>(null);
  const list = useRef<HTMLDivElement>(null);
  /** The move button to focus once the moved row is rendered and enabled again. */
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || busy) return;
    refocus.current = null;
    // The row moved in the DOM: give the focus back to its button (or the other one at an end).
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-move-item="${wanted.id}"]`);
    const enabled = [...(buttons ?? [])].filter((b) => !b.disabled);
    (enabled.find((b) => b.dataset['direction'] === wanted.direction) ?? enabled[0])?.focus();
  }, [busy]);
  const group = draft ? findGroup(draft.page, groupId) : null;
  const collection = getBlock(group?.type ?? '')?.collection;
  if (!group || !isEditableCollection(collection)) return null;
  const target: CollectionTarget = { collectionId: group.id, collectionName: collection };

  const toItem = ({ page }: { page: PageSnapshot }): Item => ({
    id: page.id,
    name: itemName(page, locale),
    page,
  });
  const { shown, archive } = splitArchive(allCollectionItems(pages, collection).map(toItem));

  const run = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const move = (item: Item, direction: 'up' | 'down') =>
    run(async () => {
      const over = shownNeighbour(
        shown.map((s) => s.id),
        item.id,
        direction,
      );
      if (over && (await sortItems(target, item.id, over))) refocus.current = { id: item.id, direction };
    });

  const editHref = (item: Item) => withFlags(pagePath(item.page, locale, 'edit'), flags);

  const actionsOf = (item: Item, isShown: boolean) => (
    <>
      <button
        type="button"
        className="editor-button-secondary"
        disabled={busy}
        aria-label={format(isShown ? t.collectionHideLabel : t.collectionShowLabel, { name: item.name })}
        onClick={() => run(() => setItemShown(target, item, !isShown))}
      >
        {isShown ? t.collectionHide : t.collectionShow}
      </button>
      <a
        className="editor-button-secondary"
        href={editHref(item)}
        aria-label={format(t.collectionOpenLabel, { name: item.name })}
      >
        {t.collectionOpen}
      </a>
      <button
        type="button"
        className="editor-button-danger"
        disabled={busy}
        aria-label={format(t.collectionRemoveLabel, { name: item.name })}
        onClick={() => setConfirm(item)}
      >
        {t.collectionRemove}
      </button>
    </>
  );

  return (
    <Dialog
      title={format(t.collectionTitle, { collection: t[`collectionName.${collection}`] })}
      onClose={onClose}
    >
      <div className="editor-collection" ref={list}>
        <AddItemForm busy={busy} onAdd={async (name) => (await run(() => addItem(target, name))) !== null} />
        <section aria-labelledby={`${group.id}-shown`}>
          <h3 id={`${group.id}-shown`} className="editor-collection__heading">
            {t.collectionShown}
          </h3>
          {shown.length === 0 ? <p>{t.collectionShownEmpty}</p> : null}
          <ol className="editor-collection__list">
            {shown.map((item, index) => (
              <li key={item.id} className="editor-collection__item" data-item-id={item.id}>
                <span className="editor-collection__label">
                  <span className="editor-collection__name">{item.name}</span>
                  {item.page.status === 'draft' ? (
                    <span className="editor-badge editor-badge--draft">{t.collectionDraft}</span>
                  ) : null}
                </span>
                <span className="editor-collection__actions">
                  <button
                    type="button"
                    className="editor-icon-button"
                    data-move-item={item.id}
                    data-direction="up"
                    disabled={busy || index === 0}
                    aria-label={format(t.collectionMoveUp, { name: item.name })}
                    onClick={() => move(item, 'up')}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="editor-icon-button"
                    data-move-item={item.id}
                    data-direction="down"
                    disabled={busy || index === shown.length - 1}
                    aria-label={format(t.collectionMoveDown, { name: item.name })}
                    onClick={() => move(item, 'down')}
                  >
                    ↓
                  </button>
                  {actionsOf(item, true)}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${group.id}-archive`}>
          <h3 id={`${group.id}-archive`} className="editor-collection__heading">
            {t.collectionArchive}
          </h3>
          {archive.length === 0 ? <p>{t.collectionArchiveEmpty}</p> : null}
          {archive.map((archived) => (
            <div key={archived.key}>
              <h4 className="editor-collection__key">
                {archived.key === DEFAULT_ARCHIVE_KEY ? t.collectionArchiveUncategorized : archived.key}
              </h4>
              <ul className="editor-collection__list">
                {archived.items.map((item) => (
                  <li key={item.id} className="editor-collection__item" data-item-id={item.id}>
                    <span className="editor-collection__name">{item.name}</span>
                    <span className="editor-collection__actions">{actionsOf(item, false)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
      {confirm ? (
        <ConfirmDialog
          title={t.collectionRemoveTitle}
          message={format(t.collectionRemoveMessage, { name: confirm.name })}
          confirmLabel={t.collectionRemove}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const item = confirm;
            setConfirm(null);
            void run(() => removeItem(target, item));
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** The name input and the add button; an empty name is refused with a message, nothing is sent. */
function AddItemForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  /** Resolves to whether the item was added (the name is kept after a failure). */
  onAdd: (name: string) => Promise<boolean>;
}) {
  const t = useEditorTexts();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Adding is what the panel is most often opened for. A frame later: the dialog focuses its first
  // button when it opens, after this form has mounted.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(true);
      return;
    }
    setError(false);
    if (await onAdd(name)) setName('');
  };
  return (
    <form className="editor-collection__add" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="editor-collection__heading">{t.collectionNewItem}</h3>
      <label htmlFor={inputId}>{t.collectionItemName}</label>
      <input
        id={inputId}
        ref={input}
        value={name}
        required
        maxLength={120}
        aria-invalid={error}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="editor-button-primary" disabled={busy}>
        {t.collectionAdd}
      </button>
      {error ? (
        <p id={errorId} className="editor-collection__error" role="alert">
          {t.collectionNameRequired}
        </p>
      ) : null}
    </form>
  );
}
