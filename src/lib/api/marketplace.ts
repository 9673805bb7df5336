/**
 * Marketplace requests: an item as the editor form sends it, and the answer of the public
 * GET /marketplace (the network's published items). Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { ContentStatusSchema, IdSchema } from './common.ts';
import {
  ITEM_KINDS,
  LISTING_DIRECTIONS,
  MarketplaceItemSnapshotSchema,
  PlainDescriptionSchema,
} from './jobs.ts';

const ShortText = v.pipe(v.string(), v.trim(), v.maxLength(100));

/** POST /marketplace/own and PUT /marketplace/own/:id. */
export const MarketplaceItemInputSchema = v.object({
  kind: v.picklist(ITEM_KINDS),
  direction: v.picklist(LISTING_DIRECTIONS),
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'title'), v.maxLength(200, 'title')),
  /** CHF, at most 1 000 000, two decimals; null: no price given. */
  costChf: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.minValue(0),
        v.maxValue(1_000_000),
        v.check((n) => Math.round(n * 100) === n * 100, 'cost'),
      ),
    ),
  ),
  description: v.optional(PlainDescriptionSchema),
  options: v.optional(
    v.object({
      toBePickedUp: v.boolean(),
      subjectToPostage: v.boolean(),
      askingPrice: v.boolean(),
    }),
  ),
  branchId: v.optional(v.nullable(IdSchema)),
  staffMember: v.optional(v.object({ firstName: ShortText, lastName: ShortText })),
  status: v.optional(ContentStatusSchema),
});
export type MarketplaceItemInput = v.InferOutput<typeof MarketplaceItemInputSchema>;

/** GET /marketplace: the published items of the network (or of the site outside a network). */
export const MarketplaceListSchema = v.object({ items: v.array(MarketplaceItemSnapshotSchema) });
export type MarketplaceList = v.InferOutput<typeof MarketplaceListSchema>;
