import type { BlockDef } from '../types.ts';
import { serviceBoardSchema } from './schema.ts';
import { ServiceBoardView } from './View.tsx';

export const serviceBoardBlock = { ...serviceBoardSchema, View: ServiceBoardView } satisfies BlockDef<
  'serviceBoard',
  typeof serviceBoardSchema.options
>;
