/** Names of block types and add-block categories from the editor dictionary. */
import { getBlock } from '../../blocks/manifests.ts';
import type { BlockCategory } from '../../blocks/types.ts';
import type { EditorDictionary } from '../../i18n/editor.ts';
import { humanizeKey, lookup } from '../options/labels.ts';

/** The box name of a block type (its manifest's label key), else the type made readable. */
export function blockTypeLabel(t: EditorDictionary, type: string): string {
  const def = getBlock(type);
  return (def ? t[def.label] : null) ?? humanizeKey(type);
}

/** The heading of an add-block category. */
export function categoryLabel(t: EditorDictionary, category: BlockCategory): string {
  return lookup(t, `blocksCategory.${category}`) ?? humanizeKey(category);
}
