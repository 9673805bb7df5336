/**
 * The mapContainer island: Astro hydrates it when it becomes visible. It renders the block's own schema
 * and view through IslandRoot, so the island bundles only this block's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

export default function MapContainerIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={mapContainerSchema as never} View={MapContainerView} />;
}
