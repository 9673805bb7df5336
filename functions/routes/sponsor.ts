/**
 * The sponsor booking form (visitor spec §7): GET /api/v1/aspectSponsorForm/availability tells
 * the island which items are fully booked; POST /api/v1/aspectSponsorForm validates a booking
 * with the form's own schema, refuses it when the form's bookings are closed or an item would
 * exceed its capacity, and otherwise stores it with its bookings and e-mails in one transaction.
 */
import { count, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { sponsorBookings, sponsorItems } from '../../db/schema.ts';
import type { Tx } from '../../db/write.ts';
import { aspectSponsorFormSchema } from '../../src/blocks/aspectSponsorForm/schema.ts';
import {
  SponsorEnvelopeSchema,
  SponsorFormSchema,
  bookedItems,
  buildSponsorMails,
  isTrapFilled,
  sponsorFieldErrors,
  sponsorTotal,
  type SponsorAvailability,
  type SponsorItemKey,
} from '../../src/lib/forms/sponsor.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { ApiError, errorBody, invalidFieldsAnswer } from '../errors.ts';
import { createRateLimiter, rateLimitByClient } from '../rate-limit.ts';
import { storeSubmission } from '../services/outbox.ts';
import { livePublishedOptions } from '../services/published-block.ts';
import type { AppEnv } from '../types.ts';

/** Bookings per client address: plenty for a person, too few for a script. */
export const SPONSOR_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const limiter = createRateLimiter(SPONSOR_RATE_LIMIT);

/** What a stored booking and a dropped trap submission both answer: a bot cannot tell them apart. */
const SENT = { success: true as const, data: { status: 'sent' as const } };

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
 * its capacity (ApiError 'fully_booked' naming them, so nothing is stored), else books them.
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
  if (full.length > 0) throw new FullyBooked(full);
  await tx.insert(sponsorBookings).values(keys.map((itemKey) => ({ submissionId, itemKey, createdAt: at })));
}

/** The items that are full; answered as 409 'fully_booked' with their keys. */
class FullyBooked extends ApiError {
  readonly items: SponsorItemKey[];
  constructor(items: SponsorItemKey[]) {
    super(409, 'fully_booked', items.join(', '));
    this.items = items;
  }
}

export const sponsorRoutes = new Hono<AppEnv>()
  .get('/availability', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: await sponsorAvailability(c.var.db) });
  })
  .post('/', rateLimitByClient(limiter), async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    if (isTrapFilled(body)) return c.json(SENT);

    const envelope = v.safeParse(SponsorEnvelopeSchema, body);
    if (!envelope.success) {
      const fields = Object.fromEntries(
        envelope.issues.map((issue) => [v.getDotPath(issue) ?? 'body', 'invalid']),
      );
      return c.json(errorBody(c, 'invalid_input', Object.keys(fields).join(', ')), 400);
    }
    const { groupId, lang } = envelope.output;
    const closed = await isBookingClosed(c.var.db, groupId);
    if (closed === null) throw new ApiError(404, 'not_found');
    if (closed) throw new ApiError(409, 'bookings_closed');

    const parsed = v.safeParse(SponsorFormSchema, body);
    if (!parsed.success) return invalidFieldsAnswer(c, sponsorFieldErrors(parsed.issues));
    const { website: _trap, ...values } = parsed.output;

    const siteRow = await c.var.db.query.settings.findFirst();
    const site = readSettings(siteRow?.published ?? {});
    const now = c.var.services.now();
    const items = bookedItems(values);
    try {
      await storeSubmission(
        c.var.db,
        {
          kind: 'sponsor',
          payload: { ...values, items, totalChf: sponsorTotal(values), groupId },
          locale: lang,
          clientAddress: c.var.services.clientAddress(c.req.raw, c.env),
          mails: buildSponsorMails({
            values: parsed.output,
            locale: lang,
            businessEmail: site.contact.email ?? site.business.email,
            businessName: site.contact.companyName ?? site.business.name ?? 'Lunette',
          }),
        },
        (tx, submissionId) => bookItems(tx, submissionId, items, now.toISOString()),
        now,
      );
    } catch (error) {
      if (!(error instanceof FullyBooked)) throw error;
      const answer = errorBody(c, 'fully_booked', error.detail);
      return c.json({ ...answer, error: { ...answer.error, items: error.items } }, 409);
    }
    c.var.services.outbox.wake();
    return c.json(SENT);
  });
