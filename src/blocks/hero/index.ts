import type { BlockDef } from '../types.ts';
import { heroSchema } from './schema.ts';
import { HeroView } from './View.tsx';

export const heroBlock = { ...heroSchema, View: HeroView } satisfies BlockDef<
  'hero',
  typeof heroSchema.options
>;
