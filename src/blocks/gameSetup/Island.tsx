/**
 * The gameSetup island: Astro hydrates it when it becomes visible. It renders the block's own schema
 * and view through IslandRoot, so the island bundles only this block's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { gameSetupSchema } from './schema.ts';
import { GameSetupView } from './View.tsx';

export default function GameSetupIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={gameSetupSchema as never} View={GameSetupView} />;
}
