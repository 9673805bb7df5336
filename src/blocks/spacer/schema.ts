/** spacer: vertical white space between sections. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema } from '../define.ts';

/** Spacer heights in pixels per size option. */
export const SPACER_HEIGHTS = { small: 24, medium: 56, large: 96 } as const;

export const spacerSchema = defineBlockSchema({
  type: 'spacer',
  kind: 'component',
  category: 'content',
  version: 1,
  migrations: [],
  dialog: true,
  opensPage: false,
  fields: [],
  options: v.object({
    /** Height of the space. Default 'medium'. */
    size: opt.size('medium'),
    /** Show a thin divider line in the middle. Default false. */
    divider: opt.checkbox(false),
  }),
});

export type SpacerOptions = v.InferOutput<typeof spacerSchema.options>;
