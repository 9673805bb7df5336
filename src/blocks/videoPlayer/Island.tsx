/**
 * The videoPlayer island: Astro hydrates it when the player becomes visible (the play button and
 * autoplay need the browser). It renders the block's own schema and view through IslandRoot.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { videoPlayerSchema } from './schema.ts';
import { VideoPlayerView } from './View.tsx';

export default function VideoPlayerIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={videoPlayerSchema as never} View={VideoPlayerView} />;
}
