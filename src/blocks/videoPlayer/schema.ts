/** videoPlayer: a hosted or video-sharing video behind a click-to-load facade, with an optional title and caption. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const videoPlayerSchema = defineBlockSchema({
  type: 'videoPlayer',
  kind: 'component',
  /** Interactive (the play button, autoplay in view): hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'content',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [f.text('title'), f.media('video'), f.media('image'), f.richText('description')],
  options: v.object({
    /** Whether the block plays the video or shows the still image instead. Default 'video'. */
    media: opt.media('video'),
    /** Width of the player. Default 'large'. */
    size: opt.size('large'),
    /** Start playing (muted) when the player scrolls into view. Default false. */
    autoplay: opt.checkbox(false),
    /** Play the video in a loop. Default false. */
    loop: opt.checkbox(false),
  }),
  optionConfig: {
    autoplay: { showIf: [{ option: 'media', operator: '=', value: 'video' }] },
    loop: { showIf: [{ option: 'media', operator: '=', value: 'video' }] },
  },
});

export type VideoPlayerOptions = v.InferOutput<typeof videoPlayerSchema.options>;
