/**
 * Form submissions and their mail: a submission is stored together with one outbox row per
 * message in a single transaction, before any e-mail is attempted. Delivery happens afterwards
 * (the outbox sender drains pending rows with retries and backoff, exactly once per message), so
 * a request is never lost, whatever the mail server does.
 */
import { outbox, submissions } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { writeTransaction, type Tx } from '../../db/write.ts';
import type { Locale } from '../../src/lib/content.ts';

export type SubmissionKind = 'contact' | 'sponsor';

/** One message to send for a submission. Header values never contain CR or LF. */
export interface OutgoingMail {
  /** 'notification' goes to the business, 'confirmation' to the visitor. */
  purpose: 'notification' | 'confirmation';
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The language it is written in (its Content-Language header). */
  language: Locale;
}

export interface NewSubmission {
  kind: SubmissionKind;
  /** The validated form fields (trap field removed). */
  payload: Record<string, unknown>;
  locale: Locale;
  clientAddress: string | null;
  mails: OutgoingMail[];
}

/** Removes CR/LF (and other control characters) so a value can never add a mail header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * Stores a submission and its outbox rows atomically. `within` runs inside the same transaction
 * first (e.g. the sponsor capacity check and booking rows); when it throws, nothing is stored.
 */
export async function storeSubmission(
  db: Db,
  input: NewSubmission,
  within?: (tx: Tx, submissionId: string) => Promise<void>,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = `submission-${crypto.randomUUID()}`;
  const at = now.toISOString();
  await writeTransaction(db, async (tx) => {
    await tx.insert(submissions).values({
      id,
      kind: input.kind,
      payload: input.payload,
      locale: input.locale,
      clientAddress: input.clientAddress,
      createdAt: at,
    });
    if (within) await within(tx, id);
    if (input.mails.length > 0) {
      await tx.insert(outbox).values(
        input.mails.map((mail) => ({
          id: `mail-${crypto.randomUUID()}`,
          submissionId: id,
          purpose: mail.purpose,
          recipient: headerSafe(mail.to),
          subject: headerSafe(mail.subject),
          body: mail.text,
          language: mail.language,
          status: 'pending' as const,
          nextAttemptAt: at,
          createdAt: at,
        })),
      );
    }
  });
  return { id };
}

/** Wakes the outbox sender after a commit (it also polls on its own). */
export interface MailOutbox {
  wake(): void;
}

/** No sender (tests that only check what is stored). */
export const noOutbox: MailOutbox = { wake: () => undefined };
