/** The mapContainer block view (being built in issue 6: the urban golf game). */
import type { BlockViewProps } from '../types.ts';
import type { MapContainerOptions } from './schema.ts';

export function MapContainerView(_props: BlockViewProps<MapContainerOptions>) {
  return null;
}
