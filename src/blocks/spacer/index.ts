import type { BlockDef } from '../types.ts';
import { spacerSchema } from './schema.ts';
import { SpacerView } from './View.tsx';

export const spacerBlock = { ...spacerSchema, View: SpacerView } satisfies BlockDef<
  'spacer',
  typeof spacerSchema.options
>;
