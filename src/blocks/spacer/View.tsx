/** spacer view: fixed vertical space, optionally with a divider line. */
import type { BlockProps } from '../types.ts';
import { SPACER_HEIGHTS, type spacerSchema } from './schema.ts';

export function SpacerView({ options }: BlockProps<typeof spacerSchema>) {
  return (
    <div className="block spacer" aria-hidden="true" style={{ height: SPACER_HEIGHTS[options.size] }}>
      {options.divider ? <hr className="spacer__divider" /> : null}
    </div>
  );
}
