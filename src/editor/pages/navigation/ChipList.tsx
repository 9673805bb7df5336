/** The chips beside a navigation entry (button, page role, password, draft). */
import type { PageChip } from './page-facts.ts';

/** Renders chips as a short list; nothing when there are none. */
export function ChipList({ chips }: { chips: readonly PageChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="editor-nav__chips">
      {chips.map((chip) => (
        <li key={chip.key} className={`editor-nav__chip editor-nav__chip--${chip.key}`}>
          {chip.text}
        </li>
      ))}
    </ul>
  );
}
