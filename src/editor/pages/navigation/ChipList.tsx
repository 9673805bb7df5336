/** The chips beside a navigation entry (button, page role, password, draft). */
import type { PageChip } from './page-facts.ts';

/** The editor's badge colours the chips reuse (editor.css): blue, red and amber. */
const BADGE: Record<PageChip['key'], string> = {
  button: 'editor-badge--changed',
  role: '',
  password: 'editor-badge--markedForDeletion',
  draft: 'editor-badge--draft',
};

/** Renders chips as a short list; nothing when there are none. */
export function ChipList({ chips }: { chips: readonly PageChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="editor-nav__chips">
      {chips.map((chip) => (
        <li key={chip.key} className={`editor-badge ${BADGE[chip.key]} editor-nav__chip--${chip.key}`}>
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
