/** marketplace manifest: interactive; its island (Island.tsx, rendered by Blocks.astro) hydrates as its schema says. */
import { defineBlock } from '../types.ts';
import { marketplaceSchema } from './schema.ts';
import { MarketplaceView } from './View.tsx';

export const marketplaceBlock = defineBlock({
  ...marketplaceSchema,
  View: MarketplaceView,
  label: 'blocksType.marketplace',
});
