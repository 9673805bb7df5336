/** newsFeedCard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { newsFeedCardSchema } from './schema.ts';
import { NewsFeedCardView } from './View.tsx';

export const newsFeedCardBlock = defineBlock({
  ...newsFeedCardSchema,
  View: NewsFeedCardView,
  label: 'blocksType.newsFeedCard',
});
