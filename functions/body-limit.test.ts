/** The request-size guard: bounded reads, Content-Length refusals, route limits, JSON depth. */
import { request as httpRequest } from 'node:http';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiBodyLimit,
  limitsOwnBody,
  nestsDeeperThan,
  rawBodyLimit,
  readBodyWithin,
  streamingBodyLimit,
} from './body-limit.ts';

/** `chunks` chunks of `size` bytes, counting the bytes pulled. */
function counting(chunks: number, size: number) {
  let pulled = 0;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent++ >= chunks) return controller.close();
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x31));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const post = (app: Hono, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBodyWithin', () => {
  it('reads a body within the limit whole, and stops at the chunk that passes it', async () => {
    expect(new TextDecoder().decode((await readBodyWithin(new Response('hello').body, 5)) ?? undefined)).toBe(
      'hello',
    );
    expect(await readBodyWithin(null, 0)).toEqual(new Uint8Array(0));
    const body = counting(1000, 1024);
    expect(await readBodyWithin(body.stream, 10 * 1024)).toBeNull();
    expect(body.pulled()).toBe(11 * 1024);
  });
});

describe('nestsDeeperThan', () => {
  const deeper = (text: string, max: number) => nestsDeeperThan(new TextEncoder().encode(text), max);
  it('counts arrays and objects, not brackets in strings', () => {
    expect(deeper('[[1]]', 2)).toBe(false);
    expect(deeper('[[1]]', 1)).toBe(true);
    expect(deeper('{"a":{"b":[]}}', 2)).toBe(true);
    expect(deeper('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(deeper('[1],[2],[3]', 1)).toBe(false);
  });
});

describe('route limits', () => {
  const app = new Hono()
    .use('*', apiBodyLimit(100))
    .post('/default', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)))
    .post('/small', streamingBodyLimit(10), async (c) => c.text(await c.req.text()))
    .post('/large', streamingBodyLimit(1000), async (c) =>
      c.text(String((await c.req.arrayBuffer()).byteLength)),
    )
    .post(
      '/own',
      limitsOwnBody(async (_c, next) => next()),
      async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)),
    );

  it('applies the default, or the limit the route declares', async () => {
    expect((await post(app, '/default', 'x'.repeat(100))).status).toBe(200);
    expect((await post(app, '/default', 'x'.repeat(101))).status).toBe(413);
    expect((await post(app, '/small', 'x'.repeat(11))).status).toBe(413);
    expect(await (await post(app, '/small', '{"a":1}')).text()).toBe('{"a":1}');
    expect(await (await post(app, '/large', 'x'.repeat(900))).text()).toBe('900');
    expect(await (await post(app, '/own', 'x'.repeat(5000))).text()).toBe('5000');
  });

  it('refuses a declared length over the limit without reading, and counts a chunked body', async () => {
    const announced = counting(4, 64);
    const refused = await post(app, '/large', announced.stream, { 'content-length': '1001' });
    expect([refused.status, announced.pulled()]).toEqual([413, 0]);
    const chunked = counting(1000, 64);
    expect((await post(app, '/large', chunked.stream)).status).toBe(413);
    expect(chunked.pulled()).toBe(1024);
    expect((await post(app, '/default', 'x', { 'content-length': 'abc' })).status).toBe(400);
  });

  it('refuses JSON nested too deeply with 400, whatever the route', async () => {
    const deep = '['.repeat(300) + ']'.repeat(300);
    expect((await post(app, '/large', deep, { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post(app, '/large', '[[1]]', { 'content-type': 'application/json' })).status).toBe(200);
  });
});

describe('handing the body on', () => {
  const app = new Hono()
    .use('*', apiBodyLimit(1000))
    .post('/json', streamingBodyLimit(100), async (c) => c.json({ got: await c.req.json() }))
    .post('/form', async (c) => c.json(await c.req.parseBody()))
    .post('/raw', rawBodyLimit(100), async (c) =>
      c.json({ length: c.req.raw.headers.get('content-length'), got: await c.req.raw.json() }),
    );

  it('serves the bytes read to every reading of the body, from memory', async () => {
    const body = JSON.stringify({ text: 'Grüezi ✓' });
    expect(await (await post(app, '/json', body, { 'content-type': 'application/json' })).json()).toEqual({
      got: { text: 'Grüezi ✓' },
    });
    const form = new URLSearchParams({ name: 'Anna', city: 'Zürich' });
    expect(await (await post(app, '/form', form)).json()).toEqual({ name: 'Anna', city: 'Zürich' });
  });

  it('hands a handler that reads the raw request a Request holding the bytes', async () => {
    const body = counting(3, 10); // chunked: no length announced
    const answer = await post(app, '/raw', body.stream, { 'content-type': 'application/json' });
    // 30 bytes of '1': the JSON number 111...1.
    expect(await answer.json()).toEqual({ length: '30', got: Number('1'.repeat(30)) });
  });
});

describe('on the Node server', () => {
  // Read straight from the Node request stream: the web Request behind `c.req.raw` stays unread.
  const app = new Hono<{ Bindings: HttpBindings }>()
    .use('*', apiBodyLimit(1000))
    .post('/json', streamingBodyLimit(100), async (c) =>
      c.json({
        got: await c.req.json(),
        fromNodeStream: c.env.incoming.readableDidRead && !c.req.raw.bodyUsed,
      }),
    )
    .post('/raw', rawBodyLimit(100), async (c) => c.json({ got: await c.req.raw.json() }))
    .get('/inner', (c): Response | Promise<Response> =>
      app.request(
        '/json',
        { method: 'POST', body: '{"inner":true}', headers: { 'content-type': 'application/json' } },
        c.env,
      ),
    );
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    server = await new Promise<ServerType>((done) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(listening));
    });
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  /** POSTs `chunks` to `path` (chunked when there are several); the status and body text. */
  const send = (path: string, chunks: string[]) =>
    new Promise<{ status: number; text: string }>((done, fail) => {
      const req = httpRequest(
        { port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => done({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', fail);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('reads a body within the limit from the Node stream, in chunks too', async () => {
    const whole = await send('/json', ['{"text":"Grüezi ✓"}']);
    expect(JSON.parse(whole.text)).toEqual({ got: { text: 'Grüezi ✓' }, fromNodeStream: true });
    const chunked = await send('/json', ['{"text":', '"Grüezi', ' ✓"}']);
    expect(JSON.parse(chunked.text)).toEqual({ got: { text: 'Grüezi ✓' }, fromNodeStream: true });
  });

  it('answers 413 to a chunked body past the limit, and still serves the next request', async () => {
    const tooLarge = await send('/json', ['{"text":"', 'x'.repeat(60), 'y'.repeat(60), '"}']);
    expect(tooLarge.status).toBe(413);
    expect((await send('/json', ['{"a":1}'])).status).toBe(200);
  });

  it("reads a request's own body when a GET hands its bindings on to it", async () => {
    const answer = await new Promise<string>((done, fail) => {
      httpRequest({ port, host: '127.0.0.1', path: '/inner' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => done(text));
      })
        .on('error', fail)
        .end();
    });
    expect(JSON.parse(answer)).toEqual({ got: { inner: true }, fromNodeStream: false });
  });

  it('hands a handler that reads the raw request the bytes read', async () => {
    const answer = await send('/raw', ['{"email":', '"anna@optik.test"}']);
    expect(JSON.parse(answer.text)).toEqual({ got: { email: 'anna@optik.test' } });
  });
});
