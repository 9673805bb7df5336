/** stepFeedCard: one step of a stepFeedBoard: title, text, optional image and duration. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, f, titleAndText } from '../define.ts';

export const stepFeedCardSchema = defineBlockSchema({
  type: 'stepFeedCard',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  fields: [...titleAndText(), f.media('image'), f.text('duration')],
  options: v.object({
    /** How the image fills its frame. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
  }),
});

export type StepFeedCardOptions = v.InferOutput<typeof stepFeedCardSchema.options>;
