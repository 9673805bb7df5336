/** courses manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { coursesSchema } from './schema.ts';
import { CoursesView } from './View.tsx';

export const coursesBlock = defineBlock({
  ...coursesSchema,
  View: CoursesView,
  label: 'blocksType.courses',
});
