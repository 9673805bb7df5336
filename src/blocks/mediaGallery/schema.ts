/** mediaGallery: a grid of the group's images with a lightbox and a 'load more' button. */
import * as v from 'valibot';
import { opt } from '../../lib/block-options.ts';
import { defineBlockSchema, heading } from '../define.ts';

export const mediaGallerySchema = defineBlockSchema({
  type: 'mediaGallery',
  kind: 'component',
  /** Interactive ('load more', the lightbox): hydrates as an island when it becomes visible. */
  hydrate: 'visible',
  category: 'content',
  version: 1,
  migrations: [],
  dialog: true,
  fields: [...heading()],
  options: v.object({
    /** Items shown at first and added per 'load more'. Default 24 (min 6, max 96). */
    batchSize: opt.number(24, 6, 96),
    /** Columns on desktop. Default 4. */
    columnLayout: opt.columnLayout(4),
    /** How each image fills its tile. Default 'cover'. */
    objectFit: opt.objectFit('cover'),
  }),
});

export type MediaGalleryOptions = v.InferOutput<typeof mediaGallerySchema.options>;
