/**
 * productCard: one product of a productBoard (image, name, short text, price in CHF, button), and
 * one course of a courses block, which also reads its date and duration.
 */
import * as v from 'valibot';
import { opt } from '../options.ts';
import { defineBlockSchema } from '../types.ts';

export const productCardSchema = defineBlockSchema({
  type: 'productCard',
  kind: 'component',
  category: 'collections',
  version: 1,
  migrations: [],
  fields: [
    { name: 'image', kind: 'media' },
    { name: 'title', kind: 'text' },
    { name: 'subtitle', kind: 'text' },
    { name: 'description', kind: 'richText' },
    /** Price in CHF, one value for all languages (e.g. 289 or '289.50'); other text is shown as typed. */
    { name: 'cost', kind: 'single' },
    { name: 'button', kind: 'button' },
    /** Course date 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM' (Zurich time); used by the courses block. */
    { name: 'date', kind: 'single' },
    /** Course duration as text, e.g. '3 Abende à 2 Stunden'; used by the courses block. */
    { name: 'duration', kind: 'text' },
  ],
  options: v.object({
    /** Portrait or square image. Default 'portrait'. */
    imageFormat: opt.imageFormat('portrait'),
    /** How the product photo fills its frame. Default 'contain'. */
    objectFit: opt.objectFit('contain'),
  }),
});

export type ProductCardOptions = v.InferOutput<typeof productCardSchema.options>;
