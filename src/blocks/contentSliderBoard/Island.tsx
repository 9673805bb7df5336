/**
 * The contentSliderBoard island: Astro hydrates this when the slider becomes visible. It renders
 * the board's own schema and view through IslandRoot, so the island bundles only slider code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { contentSliderBoardSchema } from './schema.ts';
import { ContentSliderBoardView } from './View.tsx';

export default function ContentSliderIsland(props: IslandProps) {
  // IslandRoot types `schema` with `never` options (any block's schema fits after a cast); the
  // view below is this schema's own, so the options it receives match.
  return <IslandRoot {...props} schema={contentSliderBoardSchema as never} View={ContentSliderBoardView} />;
}
