/**
 * The sponsor booking form (visitor spec §7): GET /api/v1/aspectSponsorForm/availability tells
 * the island which items are fully booked; POST /api/v1/aspectSponsorForm is the form kit
 * (functions/forms/define-form-route.ts) with what is the sponsor form's own: bookings closed by
 * the published block, and the capacity check that books the items in the submission's
 * transaction.
 */
import { count, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { sponsorBookings, sponsorItems } from '../../db/schema.ts';
import type { Tx } from '../../db/write.ts';
import { aspectSponsorFormSchema } from '../../src/blocks/aspectSponsorForm/schema.ts';
import {
  SponsorEnvelopeSchema,
  SponsorFormSchema,
  bookedItems,
  sponsorFieldErrors,
  sponsorTotal,
  type SponsorAvailability,
  type SponsorItemKey,
} from '../../src/lib/forms/sponsor.ts';
import { buildSponsorMails } from '../../src/lib/forms/sponsor-mails.ts';
import { ApiError } from '../errors.ts';
import { FormRefused, defineFormRoute } from '../forms/define-form-route.ts';
import { livePublishedOptions } from '../services/published-block.ts';
import type { AppEnv } from '../types.ts';

/** Bookings per client address: plenty for a person, too few for a script. */
export const SPONSOR_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/** A booking is a few kilobytes at most (the names lists are capped at 2000 characters each). */
export const SPONSOR_MAX_BODY_BYTES = 64 * 1024;

/** Booked count per item key (items nobody booked are missing). */
async function bookedCounts(db: Db | Tx, keys?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: sponsorBookings.itemKey, booked: count() })
    .from(sponsorBookings)
    .where(keys ? inArray(sponsorBookings.itemKey, [...keys]) : undefined)
    .groupBy(sponsorBookings.itemKey);
  return new Map(rows.map((r) => [r.key, r.booked]));
}

/** Every item with its capacity, how often it is booked, and whether it is full. */
export async function sponsorAvailability(db: Db): Promise<SponsorAvailability> {
  const [items, booked] = await Promise.all([db.select().from(sponsorItems), bookedCounts(db)]);
  return {
    items: Object.fromEntries(
      items.map((item) => {
        const n = booked.get(item.key) ?? 0;
        return [item.key, { capacity: item.capacity, booked: n, fullyBooked: n >= item.capacity }];
      }),
    ),
  };
}

/**
 * Whether the published sponsor form `groupId` has its bookings closed (its bookingsClosed
 * option); null when there is no such published form.
 */
export async function isBookingClosed(db: Db, groupId: string): Promise<boolean | null> {
  return (await livePublishedOptions(db, groupId, aspectSponsorFormSchema))?.bookingsClosed ?? null;
}

/**
 * Inside the submission's transaction: refuses the booking when any of its items would exceed
 * its capacity (409 'fully_booked' naming them in `items`, so nothing is stored), else books them.
 * Write transactions run one at a time (BEGIN IMMEDIATE, and db/write.ts queues them in this
 * process), so of two simultaneous last bookings exactly one sees the free place.
 */
async function bookItems(tx: Tx, submissionId: string, keys: SponsorItemKey[], at: string): Promise<void> {
  if (keys.length === 0) return;
  const capacities = await tx
    .select({ key: sponsorItems.key, capacity: sponsorItems.capacity })
    .from(sponsorItems)
    .where(inArray(sponsorItems.key, keys));
  const booked = await bookedCounts(tx, keys);
  const capacity = new Map(capacities.map((r) => [r.key, r.capacity]));
  const full = keys.filter((key) => (booked.get(key) ?? 0) >= (capacity.get(key) ?? 0));
  if (full.length > 0) throw new FormRefused(409, 'fully_booked', { items: full }, full.join(', '));
  await tx.insert(sponsorBookings).values(keys.map((itemKey) => ({ submissionId, itemKey, createdAt: at })));
}

export const sponsorRoutes = new Hono<AppEnv>()
  .get('/availability', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: await sponsorAvailability(c.var.db) });
  })
  .route(
    '/',
    defineFormRoute({
      kind: 'sponsor',
      fields: SponsorFormSchema,
      envelope: SponsorEnvelopeSchema,
      fieldErrors: sponsorFieldErrors,
      rateLimit: SPONSOR_RATE_LIMIT,
      maxBodyBytes: SPONSOR_MAX_BODY_BYTES,
      openForm: async (c, { groupId }) => {
        const closed = await isBookingClosed(c.var.db, groupId);
        if (closed) throw new ApiError(409, 'bookings_closed');
        return closed === null ? null : { bookingsClosed: false };
      },
      submission: async (_c, { values, envelope, locale, site, businessName, now }) => {
        const items = bookedItems(values);
        return {
          payload: { ...values, items, totalChf: sponsorTotal(values), groupId: envelope.groupId },
          mails: buildSponsorMails({
            values,
            locale,
            businessEmail: site.contact.email ?? site.business.email,
            businessName,
          }),
          within: (tx, submissionId) => bookItems(tx, submissionId, items, now.toISOString()),
        };
      },
    }),
  );
