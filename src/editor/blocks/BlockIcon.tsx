/**
 * Small outline pictures of the box types in the add-block dialog, taken from each block's
 * manifest (`src/blocks/<type>/icon.tsx`). A type without its own picture (and every type under
 * 'remaining') gets the generic box.
 */
import { getBlock } from '../../blocks/manifests.ts';
import { OUTLINE } from '../../components/outline.ts';

const GENERIC = (
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" {...OUTLINE} />
    <path d="M7 9h10M7 12.5h10M7 16h6" {...OUTLINE} />
  </>
);

/** The picture of a box type; `generic` forces the generic box. */
export function BlockIcon({ type, generic = false }: { type: string; generic?: boolean }) {
  const icon = generic ? undefined : getBlock(type)?.icon;
  return (
    <svg
      className="lu-addblock__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      {icon ?? GENERIC}
    </svg>
  );
}
