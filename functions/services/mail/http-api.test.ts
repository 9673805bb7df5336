/**
 * Contract test of the Workers mail transport against a fake provider on 127.0.0.1: the request
 * it sends (method, bearer key, idempotency key, JSON body) and how it reads the answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpApiTransport, httpApiBody, type HttpApiMailBody } from './http-api.ts';
import type { MailMessage } from './transport.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: HttpApiMailBody;
}

const mail: MailMessage = {
  to: 'anna@example.ch',
  from: 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>',
  replyTo: 'besucher@example.ch',
  subject: 'Neue Anfrage',
  text: 'Grüezi\nZeile zwei',
  messageId: '<mail-1@optik-sonnenberg.ch>',
  language: 'de',
};

let server: Server;
let url: string;
const seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"id":"1"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as HttpApiMailBody,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen.length = 0;
  answer = { status: 200, body: '{"id":"49a3999c"}' };
});

describe('HTTP API transport', () => {
  it('POSTs one JSON message with the bearer key and the Message-ID as idempotency key', async () => {
    await createHttpApiTransport({ url, apiKey: 're_test_key' }).send(mail);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/emails');
    expect(request?.headers['authorization']).toBe('Bearer re_test_key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe('<mail-1@optik-sonnenberg.ch>');
    expect(request?.body).toEqual({
      from: '"Optik Sonnenberg" <noreply@optik-sonnenberg.ch>',
      to: ['anna@example.ch'],
      subject: 'Neue Anfrage',
      text: 'Grüezi\nZeile zwei',
      reply_to: 'besucher@example.ch',
      headers: { 'Message-ID': '<mail-1@optik-sonnenberg.ch>', 'Content-Language': 'de' },
    });
  });

  it('rejects on a refusal or a server error, with the status and the answer', async () => {
    const transport = createHttpApiTransport({ url, apiKey: 'k' });
    answer = { status: 422, body: '{"message":"Invalid `to` field"}' };
    await expect(transport.send(mail)).rejects.toThrow(/422.*Invalid/u);
    answer = { status: 503, body: 'unavailable' };
    await expect(transport.send(mail)).rejects.toThrow(/503/u);
  });

  it('rejects when nobody answers in time, and when nobody listens', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/emails`;
    await expect(
      createHttpApiTransport({ url: silentUrl, apiKey: 'k', timeoutMs: 100 }).send(mail),
    ).rejects.toThrow();
    silent.closeAllConnections();
    await new Promise<void>((done) => silent.close(() => done()));
    await expect(createHttpApiTransport({ url: silentUrl, apiKey: 'k' }).send(mail)).rejects.toThrow();
  });

  it('keeps the body to one recipient and one-line headers', () => {
    const body = httpApiBody({
      ...mail,
      to: 'Eve\r\nBcc: victim@example.org <eve@example.ch>',
      subject: 'Hallo\r\nBcc: victim@example.org',
    });
    expect(body.to).toHaveLength(1);
    expect(body.to[0]).toMatch(/<eve@example\.ch>$/u);
    expect(body.subject).not.toMatch(/[\r\n]/u);
    expect(JSON.stringify(body.to)).not.toMatch(/\\r|\\n/u);
    expect(() => httpApiBody({ ...mail, to: 'a@example.ch, b@example.ch' })).toThrow();
  });
});
