/**
 * The businessSearch island: Astro hydrates it when the directory becomes visible (search,
 * programme filters, accordion and "open now" need the browser). It renders the block's own schema
 * and view through IslandRoot, with the network's directory passed in.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { businessSearchSchema } from './schema.ts';
import { BusinessSearchView } from './View.tsx';

export default function BusinessSearchIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={businessSearchSchema as never} View={BusinessSearchView} />;
}
