/** serviceBoard manifest: a static block (plain HTML, no JavaScript). */
import { defineBlock } from '../types.ts';
import { serviceBoardIcon } from './icon.tsx';
import { serviceBoardSchema } from './schema.ts';
import { ServiceBoardView } from './View.tsx';

export const serviceBoardBlock = defineBlock({
  ...serviceBoardSchema,
  View: ServiceBoardView,
  icon: serviceBoardIcon,
  label: 'blocksType.serviceBoard',
});
