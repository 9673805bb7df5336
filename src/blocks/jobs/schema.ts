/** jobs: the job offers of the chosen branches as an accordion. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const jobsSchema = defineBlockSchema({
  type: 'jobs',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  /** Interactive (the accordion needs the browser): hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  fields: [...heading()],
  options: v.object({
    /** Ids of the branches whose jobs are listed. Default [] (all branches). */
    location: opt.location(),
    /** Section background. Default 'transparent'. */
    backgroundColor: opt.color('transparent'),
  }),
});

export type JobsOptions = v.InferOutput<typeof jobsSchema.options>;
