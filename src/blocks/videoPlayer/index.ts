/** videoPlayer manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { videoPlayerIcon } from './icon.tsx';
import { videoPlayerSchema } from './schema.ts';
import { VideoPlayerView } from './View.tsx';

export const videoPlayerBlock = defineBlock({
  ...videoPlayerSchema,
  View: VideoPlayerView,
  icon: videoPlayerIcon,
  label: 'blocksType.videoPlayer',
});
