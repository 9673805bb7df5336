import type { BlockDef } from '../types.ts';
import { imageCardSchema } from './schema.ts';
import { ImageCardView } from './View.tsx';

export const imageCardBlock = { ...imageCardSchema, View: ImageCardView } satisfies BlockDef<
  'imageCard',
  typeof imageCardSchema.options
>;
