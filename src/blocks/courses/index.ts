import type { BlockDef } from '../types.ts';
import { coursesSchema } from './schema.ts';
import { CoursesView } from './View.tsx';

export const coursesBlock = { ...coursesSchema, View: CoursesView } satisfies BlockDef<
  'courses',
  typeof coursesSchema.options
>;
