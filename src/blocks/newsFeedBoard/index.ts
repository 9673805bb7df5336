/** newsFeedBoard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { newsFeedBoardIcon } from './icon.tsx';
import { newsFeedBoardSchema } from './schema.ts';
import { NewsFeedBoardView } from './View.tsx';

export const newsFeedBoardBlock = defineBlock({
  ...newsFeedBoardSchema,
  View: NewsFeedBoardView,
  icon: newsFeedBoardIcon,
  label: 'blocksType.newsFeedBoard',
});
