/** businessSearch: the searchable directory of member businesses with branches and programme seals. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const businessSearchSchema = defineBlockSchema({
  type: 'businessSearch',
  kind: 'component',
  category: 'various',
  version: 1,
  migrations: [],
  fields: [...heading()],
  /** Interactive (search, filters, accordion, open now): hydrates as an island when visible. */
  hydrate: 'visible',
  options: v.object({
    /** Only list health-optics members (with frequentLens: members of either programme). Default false. */
    healthOptics: opt.checkbox(false),
    /** Only list frequent-lens members (with healthOptics: members of either programme). Default false. */
    frequentLens: opt.checkbox(false),
  }),
});

export type BusinessSearchOptions = v.InferOutput<typeof businessSearchSchema.options>;
