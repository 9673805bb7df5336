/** announcementBubble: a round floating badge with a short message, an optional image and a link. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f } from '../define.ts';

export const announcementBubbleSchema = defineBlockSchema({
  type: 'announcementBubble',
  kind: 'component',
  category: 'start',
  version: 1,
  migrations: [],
  dialog: true,
  opensPage: false,
  fields: [f.text('title'), f.text('description', { multiline: true }), f.media('image'), f.button('button')],
  options: v.object({
    /** Background of the bubble. Default 'secondary'. */
    backgroundColor: opt.color('secondary'),
    /** Horizontal position of the bubble. Default 'right'. */
    alignment: opt.alignment('right'),
    /** Vertical position of the bubble. Default 'bottom'. */
    verticalAlignment: opt.verticalAlignment('bottom'),
    /** Diameter of the bubble. Default 'medium'. */
    size: opt.size('medium'),
  }),
  optionConfig: { alignment: { alignments: ['left', 'right'] } },
});

export type AnnouncementBubbleOptions = v.InferOutput<typeof announcementBubbleSchema.options>;
