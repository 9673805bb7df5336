/** The Node transports: SMTP against a real server on 127.0.0.1, and the .eml files of the local default. */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEml } from './eml.ts';
import { createEmlFileTransport, createSmtpTransport, emlFileName } from './nodemailer-transports.ts';
import { startTestSmtp, type TestSmtpServer } from './test-smtp.ts';
import type { MailMessage } from './transport.ts';

const mail: MailMessage = {
  to: 'anna@example.ch',
  from: 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>',
  replyTo: 'besucher@example.ch',
  subject: 'Ihre Anfrage bei Optik Sonnenberg',
  text: 'Grüezi Frau Muster\n\nVielen Dank für Ihre Anfrage.',
  messageId: '<mail-1@optik-sonnenberg.ch>',
  language: 'de',
};

/** The header section of a raw message, one line per header (folded lines joined). */
const headerLines = (raw: string) =>
  (raw.split(/\r\n\r\n/u)[0] ?? '').replace(/\r\n[ \t]/gu, ' ').split('\r\n');

let smtp: TestSmtpServer;
let dir: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  dir = await mkdtemp(join(tmpdir(), 'lunette-mail-'));
});
afterAll(async () => {
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.onRcpt = () => null;
  smtp.onData = () => null;
});

describe('SMTP transport', () => {
  it('delivers one message to its one recipient with the given Message-ID', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    await transport.send(mail);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.rcptTo).toEqual(['anna@example.ch']);
    expect(received?.mailFrom).toBe('noreply@optik-sonnenberg.ch');
    expect(received?.messageId).toBe('<mail-1@optik-sonnenberg.ch>');
    const parsed = parseEml(received?.raw ?? '');
    expect(parsed).toMatchObject({ subject: mail.subject, replyTo: 'besucher@example.ch', language: 'de' });
    expect(parsed.text.trimEnd()).toBe(mail.text);
  });

  it('rejects when the server refuses (no retry of its own)', async () => {
    smtp.onRcpt = () => ({ code: 451, message: 'Try again later' });
    const transport = createSmtpTransport({ url: smtp.url });
    await expect(transport.send(mail)).rejects.toThrow(/451/u);
    smtp.onRcpt = () => null;
    smtp.onData = () => ({ code: 554, message: 'Rejected' });
    await expect(transport.send(mail)).rejects.toThrow(/554/u);
    expect(smtp.received).toHaveLength(0);
  });

  it('never adds a recipient or a header through CR/LF in a name, subject or address', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    await transport.send({
      ...mail,
      to: 'Eve Example\r\nBcc: victim@example.org\r\nX-Evil: 1 <eve@example.ch>',
      subject: 'Hallo\r\nBcc: victim@example.org\nCc: other@example.org',
      replyTo: 'Mallory\r\nTo: victim@example.org <mallory@example.ch>',
    });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.rcptTo).toEqual(['eve@example.ch']);
    const names = headerLines(received?.raw ?? '').map((line) => line.split(':')[0]?.toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-evil');
    expect(names.filter((n) => n === 'to')).toHaveLength(1);
    expect(received?.raw).not.toMatch(/victim@example\.org>/u);
  });

  it('refuses a recipient that is a list or a group instead of sending to several', async () => {
    const transport = createSmtpTransport({ url: smtp.url });
    await expect(transport.send({ ...mail, to: 'a@example.ch, b@example.ch' })).rejects.toThrow();
    await expect(transport.send({ ...mail, to: 'Team: a@example.ch, b@example.ch;' })).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('.eml file transport', () => {
  it('writes one RFC 822 file per message, named after its Message-ID; a repeat rewrites it', async () => {
    const outbox = join(dir, 'outbox');
    const transport = createEmlFileTransport({ dir: outbox, now: () => new Date('2026-11-22T10:00:00Z') });
    await transport.send(mail);
    await transport.send(mail);
    const files = await readdir(outbox);
    expect(files).toEqual([emlFileName(mail.messageId)]);
    // A visitor's message is readable by this user only.
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    expect((await stat(join(outbox, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    const raw = await readFile(join(outbox, files[0] ?? ''), 'latin1');
    expect(raw).toContain('\r\n');
    const parsed = parseEml(raw);
    expect(parsed).toMatchObject({
      messageId: mail.messageId,
      to: 'anna@example.ch',
      from: 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>',
      subject: mail.subject,
    });
    expect(new Date(parsed.date).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parsed.text.trimEnd()).toBe(mail.text);
  });
});
