import type { BlockDef } from '../types.ts';
import { newsFeedCardSchema } from './schema.ts';
import { NewsFeedCardView } from './View.tsx';

export const newsFeedCardBlock = { ...newsFeedCardSchema, View: NewsFeedCardView } satisfies BlockDef<
  'newsFeedCard',
  typeof newsFeedCardSchema.options
>;
