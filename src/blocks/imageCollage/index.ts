import type { BlockDef } from '../types.ts';
import { imageCollageSchema } from './schema.ts';
import { ImageCollageView } from './View.tsx';

export const imageCollageBlock = { ...imageCollageSchema, View: ImageCollageView } satisfies BlockDef<
  'imageCollage',
  typeof imageCollageSchema.options
>;
