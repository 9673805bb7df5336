/**
 * POST /api/v1/contact: the contact / appointment request form (visitor spec §7). Validates the
 * body with the form's own schema (src/lib/forms/contact.ts, the one the island uses), reads the
 * recipient from the published contactForm block the request names (never from the request), and
 * stores the request with its two e-mails in one transaction before any mail is attempted.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { contactFormSchema, type ContactFormOptions } from '../../src/blocks/contactForm/schema.ts';
import {
  ContactEnvelopeSchema,
  ContactFormSchema,
  buildContactMails,
  contactFieldErrors,
  isTrapFilled,
  offeredTopics,
} from '../../src/lib/forms/contact.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { ApiError, errorBody, invalidFieldsAnswer, requestLocale } from '../errors.ts';
import { createRateLimiter, rateLimitByClient } from '../rate-limit.ts';
import { storeSubmission } from '../services/outbox.ts';
import { livePublishedOptions } from '../services/published-block.ts';
import type { AppEnv } from '../types.ts';

/**
 * Requests per client address: 5 in 10 minutes. A person sends one request, perhaps a corrected
 * second; a script hammering the form (and our mail reputation) is stopped after five.
 */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;
const limiter = createRateLimiter(CONTACT_RATE_LIMIT);

/** A request is a few kilobytes at most (the remarks are capped at 5000 characters). */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

/** What a stored request and a dropped trap submission both answer: a bot cannot tell them apart. */
const SENT = { success: true as const, data: { status: 'sent' as const } };

const isEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && v.is(v.pipe(v.string(), v.email(), v.maxLength(254)), value);

/** The options of the contactForm block `groupId` as published, or null when no such form is live. */
export function liveContactFormOptions(db: Db, groupId: string): Promise<ContactFormOptions | null> {
  return livePublishedOptions(db, groupId, contactFormSchema);
}

export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimitByClient(limiter),
  bodyLimit({
    maxSize: CONTACT_MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(c, 'invalid_input'), 413),
  }),
  async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    // Checked before anything else, so a bot learns nothing from our other answers either.
    if (isTrapFilled(body)) return c.json(SENT);

    const parsed = v.safeParse(ContactFormSchema, body);
    const envelope = v.safeParse(ContactEnvelopeSchema, body);
    if (!parsed.success || !envelope.success) {
      const fields: Record<string, string> = parsed.success ? {} : contactFieldErrors(parsed.issues);
      if (!envelope.success) {
        for (const issue of envelope.issues) fields[String(issue.path?.[0]?.key ?? 'body')] = 'invalidValue';
      }
      return invalidFieldsAnswer(c, fields);
    }
    const { groupId } = envelope.output;
    const locale = envelope.output.lang ?? requestLocale(c);
    const options = await liveContactFormOptions(c.var.db, groupId);
    if (!options) throw new ApiError(404, 'not_found');
    const { website: _trap, ...values } = parsed.output;
    // Only topics this form offers (an option switched off since the page loaded, or a crafted request).
    const offered = offeredTopics(options);
    if (values.themes.some((key) => !offered.includes(key)))
      return invalidFieldsAnswer(c, { themes: 'themesRequired' });

    const siteRow = await c.var.db.query.settings.findFirst();
    const site = readSettings(siteRow?.published ?? {});
    const recipient =
      [options.contactEmail?.trim(), site.contact.email, site.business.email].find(isEmail) ?? null;
    if (!recipient) console.warn('[contact] no business e-mail configured: only the confirmation is sent');
    const now = c.var.services.now();
    await storeSubmission(
      c.var.db,
      {
        kind: 'contact',
        payload: { ...values, groupId },
        locale,
        clientAddress: c.var.services.clientAddress(c.req.raw, c.env),
        mails: buildContactMails({
          values: parsed.output,
          locale,
          notifyTo: recipient,
          businessName: site.contact.companyName ?? site.business.name ?? 'Lunette',
          receivedAt: now,
        }),
      },
      undefined,
      now,
    );
    c.var.services.outbox.wake();
    return c.json(SENT);
  },
);
