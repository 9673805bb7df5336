import type { BlockDef } from '../types.ts';
import { imageBoardSchema } from './schema.ts';
import { ImageBoardView } from './View.tsx';

export const imageBoardBlock = { ...imageBoardSchema, View: ImageBoardView } satisfies BlockDef<
  'imageBoard',
  typeof imageBoardSchema.options
>;
