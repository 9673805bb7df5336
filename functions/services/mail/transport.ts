/**
 * The one interface every mail transport implements (SMTP, .eml files, a provider's HTTP API),
 * and the rules they share: one message has exactly one recipient, header values never hold CR
 * or LF, and every outbox row keeps one stable Message-ID across all its delivery attempts.
 * Pure: runs on Node and on Workers.
 */
import { headerSafe } from '../outbox.ts';

/** One message as the outbox sender hands it to a transport. */
export interface MailMessage {
  /** Exactly one recipient: `address` or `Name <address>`. */
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** `address` or `Name <address>`. */
  from: string;
  /** Where replies go (the visitor's address on a notification to the business). */
  replyTo?: string;
  /** `<id@domain>`, the same on every attempt of one outbox row. */
  messageId: string;
  /** The language the text is written in ('de', 'en'): the Content-Language header. */
  language?: string;
}

/**
 * The Content-Language value of a message: a plain language tag, else none.
 *
 * @example
 * contentLanguage('en'); // 'en'
 * contentLanguage('en\r\nBcc: x'); // undefined
 */
export function contentLanguage(language: string | undefined): string | undefined {
  return language && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/u.test(language) ? language : undefined;
}

/**
 * Delivers one message; resolves once the receiving side accepted it, rejects otherwise (the
 * outbox sender then retries later). Transports never retry on their own.
 *
 * @example
 * await transport.send({ to: 'info@optik.ch', from: 'Lunette <noreply@optik.ch>', subject, text, messageId });
 */
export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
}

/** The sender address when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Lunette <noreply@lunette.localhost>';

/** A mailbox: an optional display name and one address. */
export interface Mailbox {
  name: string;
  address: string;
}

/**
 * A plain address: no spaces, quotes, commas, colons, semicolons or angle brackets, so it can never
 * be read as a list, a group or a second mailbox.
 */
const ADDRESS = /^[^\s"(),:;<>@[\]\\]+@[^\s"(),:;<>@[\]\\]+\.[^\s"(),:;<>@[\]\\]+$/u;

/**
 * Reads exactly one mailbox from `address` or `Name <address>` (control characters removed
 * first). Throws when that is not one plain address: a value like `Eve: a@x.ch, b@y.ch` (a group)
 * or `a@x.ch, b@y.ch` (a list) is refused instead of adding recipients.
 *
 * @example
 * singleMailbox('Anna Muster <anna@example.ch>'); // { name: 'Anna Muster', address: 'anna@example.ch' }
 */
export function singleMailbox(value: string): Mailbox {
  const safe = headerSafe(value);
  const angle = /^(.*?)\s*<([^<>]*)>$/u.exec(safe);
  const name = angle ? (angle[1] ?? '').replace(/^"(.*)"$/u, '$1').trim() : '';
  const address = (angle ? (angle[2] ?? '') : safe).trim();
  if (!ADDRESS.test(address)) throw new Error(`not a single e-mail address: ${JSON.stringify(safe)}`);
  return { name, address };
}

/** A mailbox as header text (`"Name" <address>` or the bare address); for transports that take strings. */
export function formatMailbox({ name, address }: Mailbox): string {
  return name ? `"${name.replace(/["\\]/gu, '')}" <${address}>` : address;
}

/**
 * The Message-ID of an outbox row: its id at the sender's domain, so every attempt of one row
 * carries the same ID and receivers (and tests) can tell a repeat from a new message.
 *
 * @example
 * messageIdFor('mail-1234', 'Optik <noreply@optik.ch>'); // '<mail-1234@optik.ch>'
 */
export function messageIdFor(rowId: string, from: string): string {
  let domain = 'lunette.localhost';
  try {
    domain = singleMailbox(from).address.split('@')[1] ?? domain;
  } catch {
    // An unusable MAIL_FROM fails at sending time; the ID only needs a domain.
  }
  return `<${rowId.replace(/[^\w.-]/gu, '-')}@${domain}>`;
}
