/** The scoreTracker block view (being built in issue 6: the urban golf game). */
import type { BlockViewProps } from '../types.ts';
import type { ScoreTrackerOptions } from './schema.ts';

export function ScoreTrackerView(_props: BlockViewProps<ScoreTrackerOptions>) {
  return null;
}
