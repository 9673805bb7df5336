/** The collection editor's buttons in a block's context menu (editor spec §2). Issue 11 fills it in. */
import type { GroupSnapshot } from '../../lib/content.ts';

export function CollectionMenuItems(_props: { group: GroupSnapshot }) {
  return null;
}
