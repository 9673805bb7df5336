/**
 * The jobs island: Astro hydrates it when the list becomes visible (the accordion needs the
 * browser). It renders the block's own schema and view through IslandRoot.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { jobsSchema } from './schema.ts';
import { JobsView } from './View.tsx';

export default function JobsIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={jobsSchema as never} View={JobsView} />;
}
