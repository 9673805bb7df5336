/**
 * The production transport on Workers: a mail provider's HTTP API, called with `fetch` only.
 * The request has the shape of Resend's `POST /emails` (several providers accept the same):
 *
 *   POST {MAIL_API_URL}                       default https://api.resend.com/emails
 *   Authorization: Bearer {MAIL_API_KEY}
 *   Idempotency-Key: {the outbox row's Message-ID}
 *   { "from", "to": [one address], "subject", "text", "reply_to"?, "headers": { "Message-ID" } }
 *
 * Any 2xx is accepted delivery. Anything else (or no answer within the timeout) rejects with the
 * status and the start of the answer; the outbox retries. The Idempotency-Key makes a retry after
 * a lost answer safe: the provider sends a key it has seen once only (Resend: within 24 h).
 */
import { headerSafe } from '../outbox.ts';
import {
  contentLanguage,
  formatMailbox,
  singleMailbox,
  type MailMessage,
  type MailTransport,
} from './transport.ts';

/** Resend's send endpoint, the default of MAIL_API_URL. */
export const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';

export interface HttpApiTransportOptions {
  /** The provider's send endpoint. */
  url?: string;
  /** The API key, sent as a bearer token. */
  apiKey: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Time to wait for an answer, in ms (default 15 s). */
  timeoutMs?: number;
}

/** The JSON body the provider receives for one message. */
export interface HttpApiMailBody {
  from: string;
  to: [string];
  subject: string;
  text: string;
  reply_to?: string;
  headers: { 'Message-ID': string; 'Content-Language'?: string };
}

/** The request body for one message (exactly one recipient; header values on one line). */
export function httpApiBody(mail: MailMessage): HttpApiMailBody {
  const language = contentLanguage(mail.language);
  return {
    from: formatMailbox(singleMailbox(mail.from)),
    to: [formatMailbox(singleMailbox(mail.to))],
    subject: headerSafe(mail.subject),
    text: mail.text,
    ...(mail.replyTo ? { reply_to: formatMailbox(singleMailbox(mail.replyTo)) } : {}),
    headers: {
      'Message-ID': headerSafe(mail.messageId),
      ...(language ? { 'Content-Language': language } : {}),
    },
  };
}

/**
 * A transport over a provider's HTTP API.
 *
 * @example
 * const transport = createHttpApiTransport({ apiKey: env.MAIL_API_KEY, url: env.MAIL_API_URL });
 */
export function createHttpApiTransport(options: HttpApiTransportOptions): MailTransport {
  const url = options.url || DEFAULT_MAIL_API_URL;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async send(mail) {
      const body = httpApiBody(mail);
      const doFetch = options.fetch ?? fetch;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': body.headers['Message-ID'],
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const answer = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`mail API answered ${response.status}${answer ? `: ${answer}` : ''}`);
    },
  };
}
