/**
 * The add-item button inside a collection container (editor spec §2: shown only in edit mode,
 * and only while the toolbar is on): it opens the collection editor, whose form adds the item.
 * Marked as editor UI, so a click on it does not select the block.
 */
import { useEditorTexts, useToolbarActive } from '../hooks.ts';
import { $panel } from '../store.ts';

export function CollectionAddButton({ groupId }: { groupId: string }) {
  const t = useEditorTexts();
  const active = useToolbarActive();
  if (!active) return null;
  return (
    <p className="editor-collection-add" data-editor-ui="">
      <button
        type="button"
        className="editor-button-secondary"
        onClick={() => $panel.set({ kind: 'collection', groupId })}
      >
        + {t.collectionAddItem}
      </button>
    </p>
  );
}
