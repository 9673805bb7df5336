/**
 * POST /api/v1/contact: the contact / appointment request form (visitor spec §7), on the form kit
 * (functions/forms/define-form-route.ts). What is the contact form's own: the recipient, read from
 * the published contactForm block the request names (never from the request) with the settings
 * as fallback, the topics that block offers, and the two e-mails.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { contactFormSchema, type ContactFormOptions } from '../../src/blocks/contactForm/schema.ts';
import {
  ContactEnvelopeSchema,
  ContactFormSchema,
  contactFieldErrors,
  offeredTopics,
} from '../../src/lib/forms/contact.ts';
import { buildContactMails } from '../../src/lib/forms/contact-mails.ts';
import { invalidFieldsAnswer } from '../errors.ts';
import { defineFormRoute } from '../forms/define-form-route.ts';
import { livePublishedOptions } from '../services/published-block.ts';
import type { AppEnv } from '../types.ts';

/**
 * Requests per client address: 5 in 10 minutes. A person sends one request, perhaps a corrected
 * second; a script hammering the form (and our mail reputation) is stopped after five.
 */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** A request is a few kilobytes at most (the remarks are capped at 5000 characters). */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

const isEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && v.is(v.pipe(v.string(), v.email(), v.maxLength(254)), value);

/** The options of the contactForm block `groupId` as published, or null when no such form is live. */
export function liveContactFormOptions(db: Db, groupId: string): Promise<ContactFormOptions | null> {
  return livePublishedOptions(db, groupId, contactFormSchema);
}

export const contactRoutes = new Hono<AppEnv>().route(
  '/',
  defineFormRoute({
    kind: 'contact',
    fields: ContactFormSchema,
    envelope: ContactEnvelopeSchema,
    fieldErrors: contactFieldErrors,
    rateLimit: CONTACT_RATE_LIMIT,
    maxBodyBytes: CONTACT_MAX_BODY_BYTES,
    openForm: (c, { groupId }) => liveContactFormOptions(c.var.db, groupId),
    submission: async (c, { values, envelope, form, locale, site, businessName, now }) => {
      // Only topics this form offers (an option switched off since the page loaded, or a crafted request).
      const offered = offeredTopics(form);
      if (values.themes.some((key) => !offered.includes(key)))
        return invalidFieldsAnswer(c, { themes: 'themesRequired' });

      const recipient =
        [form.contactEmail?.trim(), site.contact.email, site.business.email].find(isEmail) ?? null;
      if (!recipient) console.warn('[contact] no business e-mail configured: only the confirmation is sent');
      return {
        payload: { ...values, groupId: envelope.groupId },
        mails: buildContactMails({ values, locale, notifyTo: recipient, businessName, receivedAt: now }),
      };
    },
  }),
);
