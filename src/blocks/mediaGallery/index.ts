import { PENDING_VIEW, type BlockDef } from '../types.ts';
import { mediaGallerySchema } from './schema.ts';

/** View pending: built in a later issue (renders nothing live, a marker in edit mode). */
export const mediaGalleryBlock = { ...mediaGallerySchema, View: PENDING_VIEW } satisfies BlockDef<
  'mediaGallery',
  typeof mediaGallerySchema.options
>;
