/**
 * The collection editor's button in a block's context menu (editor spec §2): only container blocks
 * of an editable collection (team, services, testimonials) get it; it opens the collection panel.
 */
import { getBlock } from '../../blocks/manifests.ts';
import { isEditableCollection } from '../../lib/collections.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { useEditorTexts } from '../hooks.ts';
import { $panel } from '../store.ts';

export function CollectionMenuItems({ group }: { group: GroupSnapshot }) {
  const t = useEditorTexts();
  if (!isEditableCollection(getBlock(group.type)?.collection)) return null;
  return (
    <button
      type="button"
      className="editor-menu__button"
      onClick={() => $panel.set({ kind: 'collection', groupId: group.id })}
    >
      {t.collectionEdit}
    </button>
  );
}
