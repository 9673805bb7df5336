/** stepFeedBoard: a numbered sequence of process steps (its stepFeedCard children). */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const stepFeedBoardSchema = defineBlockSchema({
  type: 'stepFeedBoard',
  kind: 'groupCollection',
  category: 'content',
  childType: 'stepFeedCard',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** Show the step number on each card. Default true. */
    showStepNumbers: opt.checkbox(true),
    /** Heading alignment. Default 'left'. */
    alignment: opt.alignment('left'),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type StepFeedBoardOptions = v.InferOutput<typeof stepFeedBoardSchema.options>;
