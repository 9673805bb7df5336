import type { BlockDef } from '../types.ts';
import { newsFeedBoardSchema } from './schema.ts';
import { NewsFeedBoardView } from './View.tsx';

export const newsFeedBoardBlock = { ...newsFeedBoardSchema, View: NewsFeedBoardView } satisfies BlockDef<
  'newsFeedBoard',
  typeof newsFeedBoardSchema.options
>;
