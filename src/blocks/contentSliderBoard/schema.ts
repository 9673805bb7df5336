/** contentSliderBoard: full-screen slides (its contentSliderCard children) changed by dragging. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const contentSliderBoardSchema = defineBlockSchema({
  type: 'contentSliderBoard',
  kind: 'groupCollection',
  /** Interactive: hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'content',
  childType: 'contentSliderCard',
  version: 1,
  migrations: [],
  fields: [f.text('kicker'), f.text('title')],
  options: v.object({
    /** Show the scroll-down hint on the first slide (never shown to editors). Default true. */
    showScrollHint: opt.checkbox(true),
    /** Background behind the slides. Default 'background'. */
    backgroundColor: opt.color('background'),
  }),
});

export type ContentSliderBoardOptions = v.InferOutput<typeof contentSliderBoardSchema.options>;
