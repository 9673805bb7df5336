/**
 * The job board's button in a block's context menu: a jobs block opens the jobs panel, a
 * marketplace block the panel of the site's own marketplace items.
 */
import type { GroupSnapshot } from '../../lib/content.ts';
import { useEditorTexts } from '../hooks.ts';
import { $panel } from '../store.ts';

export function JobBoardMenuItems({ group }: { group: GroupSnapshot }) {
  const t = useEditorTexts();
  if (group.type !== 'jobs' && group.type !== 'marketplace') return null;
  const board = group.type;
  return (
    <button
      type="button"
      className="editor-menu__button"
      onClick={() => $panel.set({ kind: 'jobBoard', board })}
    >
      {board === 'jobs' ? t.jobsEdit : t.marketplaceEdit}
    </button>
  );
}
