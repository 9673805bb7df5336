/** Machine translation of a field in its context menu (editor spec §2, §7). Issue 11 fills it in. */
import type { FieldSnapshot } from '../../lib/content.ts';

export function TranslateMenuItems(_props: { field: FieldSnapshot }) {
  return null;
}
