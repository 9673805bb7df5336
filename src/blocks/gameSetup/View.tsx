/** The gameSetup block view (being built in issue 6: the urban golf game). */
import type { BlockViewProps } from '../types.ts';
import type { GameSetupOptions } from './schema.ts';

export function GameSetupView(_props: BlockViewProps<GameSetupOptions>) {
  return null;
}
