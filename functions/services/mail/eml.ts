/**
 * Reads the RFC 822 messages the .eml transport writes (single-part text/plain, as nodemailer
 * builds them): unfolded headers with RFC 2047 encoded words decoded, and the body decoded from
 * quoted-printable, base64 or 7/8 bit. Enough for /dev/mail; not a general MIME parser.
 */

/** The parts of a message /dev/mail shows. */
export interface ParsedEml {
  messageId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The Date header as written (empty when missing). */
  date: string;
  /** The Content-Language header (empty when missing). */
  language: string;
  /** The plain-text body with LF line ends. */
  text: string;
}

/** Bytes from a binary string (each char code 0-255). */
const bytesOf = (binary: string): Uint8Array => Uint8Array.from(binary, (ch) => ch.charCodeAt(0) & 0xff);

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Quoted-printable to bytes (soft line breaks removed). */
function quotedPrintableBytes(text: string, headerWord = false): Uint8Array {
  const source = (headerWord ? text.replace(/_/gu, ' ') : text).replace(/=\r?\n/gu, '');
  const out: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i] ?? '';
    const hex = source.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/u.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      // Characters outside Latin-1 cannot appear in a valid QP text; keep them as UTF-8.
      out.push(...new TextEncoder().encode(ch));
    }
  }
  return Uint8Array.from(out);
}

const base64Bytes = (text: string): Uint8Array => bytesOf(atob(text.replace(/[^A-Za-z0-9+/=]/gu, '')));

/** Decodes RFC 2047 encoded words (whitespace between two adjacent words is dropped). */
export function decodeHeaderValue(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/gu;
  const joined = value.replace(/(\?=)\s+(?==\?)/gu, '$1');
  return joined.replace(word, (_match, charset: string, encoding: string, encoded: string) => {
    const bytes = encoding.toUpperCase() === 'B' ? base64Bytes(encoded) : quotedPrintableBytes(encoded, true);
    return decodeBytes(bytes, charset.replace(/\*.*$/u, ''));
  });
}

/** The headers of a message, lower-case names, folded lines joined (first occurrence wins). */
function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]/gu, ' ');
  for (const line of unfolded.split(/\r?\n/u)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Parses one message.
 *
 * @example
 * parseEml(await readFile('data/outbox/mail-1@optik.ch.eml', 'latin1')).subject;
 */
export function parseEml(raw: string): ParsedEml {
  const split = /\r?\n\r?\n/u.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = readHeaders(head);
  const header = (name: string) => decodeHeaderValue(headers.get(name) ?? '');

  const charset = /charset="?([\w-]+)"?/iu.exec(headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body)
      : encoding === 'base64'
        ? base64Bytes(body)
        : bytesOf(body);
  return {
    messageId: headers.get('message-id') ?? '',
    from: header('from'),
    to: header('to'),
    replyTo: header('reply-to'),
    subject: header('subject'),
    date: headers.get('date') ?? '',
    language: headers.get('content-language') ?? '',
    text: decodeBytes(bytes, charset).replace(/\r\n/gu, '\n'),
  };
}
