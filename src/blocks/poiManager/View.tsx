/** The poiManager block view (being built in issue 6: the urban golf game). */
import type { BlockViewProps } from '../types.ts';
import type { PoiManagerOptions } from './schema.ts';

export function PoiManagerView(_props: BlockViewProps<PoiManagerOptions>) {
  return null;
}
