/**
 * The poiManager island: Astro hydrates it when it becomes visible. It renders the block's own schema
 * and view through IslandRoot, so the island bundles only this block's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { poiManagerSchema } from './schema.ts';
import { PoiManagerView } from './View.tsx';

export default function PoiManagerIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={poiManagerSchema as never} View={PoiManagerView} />;
}
