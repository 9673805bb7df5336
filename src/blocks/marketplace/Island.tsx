/**
 * The marketplace island: Astro hydrates it when the list becomes visible; it fetches the
 * network's current items and runs the accordion. It renders the block's own schema and view
 * through IslandRoot.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { marketplaceSchema } from './schema.ts';
import { MarketplaceView } from './View.tsx';

export default function MarketplaceIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={marketplaceSchema as never} View={MarketplaceView} />;
}
