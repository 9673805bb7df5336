/**
 * The scoreTracker island: Astro hydrates it when it becomes visible. It renders the block's own schema
 * and view through IslandRoot, so the island bundles only this block's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

export default function ScoreTrackerIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={scoreTrackerSchema as never} View={ScoreTrackerView} />;
}
