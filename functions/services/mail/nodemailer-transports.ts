/**
 * The Node transports, both built on nodemailer: SMTP (`SMTP_URL`) and the local default that
 * writes every message as an RFC 822 `.eml` file (shown at /dev/mail). Each message goes to the
 * one recipient of `mail.to` and nowhere else: the SMTP envelope is set explicitly from the parsed
 * mailbox, and addresses are handed over as objects, never as text that nodemailer would parse.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { headerSafe } from '../outbox.ts';
import { contentLanguage, singleMailbox, type MailMessage, type MailTransport } from './transport.ts';

/** nodemailer's message options for one MailMessage (one recipient, explicit envelope). */
export function nodemailerMessage(mail: MailMessage): SendMailOptions {
  const to = singleMailbox(mail.to);
  const from = singleMailbox(mail.from);
  const replyTo = mail.replyTo ? singleMailbox(mail.replyTo) : undefined;
  const language = contentLanguage(mail.language);
  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerSafe(mail.subject),
    text: mail.text,
    messageId: headerSafe(mail.messageId),
    ...(language ? { headers: { 'Content-Language': language } } : {}),
    envelope: { from: from.address, to: [to.address] },
    // Text only: no attachments, nothing read from files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface SmtpTransportOptions {
  /** e.g. `smtps://user:pass@mail.example.ch` or `smtp://127.0.0.1:2525?ignoreTLS=true`. */
  url: string;
  /** Connection, greeting and socket timeouts in ms (default 30 s), well below the outbox lease. */
  timeoutMs?: number;
}

/**
 * SMTP through nodemailer. One connection per message (no pool): the outbox sends little mail
 * and a fresh connection recovers by itself after the server was down.
 *
 * @example
 * const transport = createSmtpTransport({ url: process.env.SMTP_URL });
 */
export function createSmtpTransport({ url, timeoutMs = 30_000 }: SmtpTransportOptions): MailTransport & {
  close(): void;
} {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/** The file name of a message: its Message-ID made safe, so a repeated attempt rewrites one file. */
export function emlFileName(messageId: string): string {
  const id = messageId.replace(/^<|>$/gu, '').replace(/[^\w.@-]/gu, '_');
  return `${id}.eml`;
}

/** Builds the RFC 822 text of a message (CRLF line ends), as nodemailer would send it. */
export async function buildEml(mail: MailMessage, date?: Date): Promise<Buffer> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await builder.sendMail({ ...nodemailerMessage(mail), ...(date ? { date } : {}) });
  if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned no message buffer');
  return info.message;
}

/**
 * The local default without SMTP: each message becomes `<dir>/<message-id>.eml` (written to a
 * temp file, then renamed, so /dev/mail never reads half a file). `now` dates the messages.
 *
 * @example
 * const transport = createEmlFileTransport({ dir: 'data/outbox' });
 */
export function createEmlFileTransport({
  dir,
  now = () => new Date(),
}: {
  dir: string;
  now?: () => Date;
}): MailTransport {
  return {
    async send(mail) {
      const eml = await buildEml(mail, now());
      // Visitors' messages: readable by this user only (folder 0700, files 0600).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = join(dir, emlFileName(mail.messageId));
      const temp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await writeFile(temp, eml, { mode: 0o600 });
      await rename(temp, target);
    },
  };
}
