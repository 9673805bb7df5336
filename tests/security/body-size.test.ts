/**
 * Request size: every write route of the app (read from the app, so a new route is covered) answers
 * an oversized body with 413 before reading past its limit, whether the body is chunked (counted
 * as it streams) or announces its size (refused without reading a byte); and the real Node server
 * answers 413 over a raw socket while the client is still sending.
 */
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, routeBodyLimit } from '../../functions/body-limit.ts';
import { Hono } from 'hono';
import {
  ORIGIN,
  countingStream,
  databaseFingerprint,
  openSecurityApp,
  writeRoutes,
  type SecurityApp,
} from './support.ts';

let s: SecurityApp;
beforeAll(async () => {
  s = await openSecurityApp('body');
});
afterAll(async () => {
  await s.close();
});

const CHUNK = 16 * 1024;

/** The limit the app applies to a route: asked from the app's own routing. */
async function limitOf(method: string, path: string): Promise<number | 'own'> {
  let found: number | 'own' = DEFAULT_BODY_LIMIT;
  const probe = new Hono().use('*', async (c, next) => {
    found = routeBodyLimit(c, DEFAULT_BODY_LIMIT);
    await next();
  });
  probe.route('/', s.app);
  await probe.request(path, { method, headers: { origin: 'https://probe.invalid' } });
  return found;
}

describe('every write route', () => {
  const routes = () => writeRoutes(s.app);

  it('is found in the app (sign-in, forms, editor, media upload, game snapshots)', () => {
    const paths = routes().map((r) => `${r.method} ${r.pattern}`);
    for (const expected of [
      'POST /api/v1/auth/*',
      'POST /api/v1/contact',
      'POST /api/v1/aspectSponsorForm',
      'POST /api/v1/data',
      'PUT /api/v1/media/upload/:id',
      'POST /api/v1/game/snapshot',
    ])
      expect(paths).toContain(expected);
    expect(paths.length).toBeGreaterThan(40);
  });

  it('stops reading a chunked body at its limit and answers 413, changing nothing', async () => {
    const before = await databaseFingerprint(s.handle);
    const cookie = await s.signInAdmin();
    const failures: string[] = [];
    for (const route of routes()) {
      const limit = await limitOf(route.method, route.path);
      const max = limit === 'own' ? 0 : limit;
      const chunks = Math.ceil((max + 1) / CHUNK) + 64;
      const body = countingStream(chunks, CHUNK);
      const res = await s.app.request(route.path, {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      // The media upload limits its own body by the upload's type; an unknown upload is 404 unread.
      const expected = limit === 'own' ? 404 : 413;
      if (res.status !== expected || body.pulled() > max + CHUNK)
        failures.push(
          `${route.method} ${route.path}: ${res.status}, pulled ${body.pulled()} of limit ${max}`,
        );
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(s.handle)).toBe(before);
  });

  it('refuses a Content-Length over its limit without reading a byte', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const limit = await limitOf(route.method, route.path);
      if (limit === 'own') continue;
      const body = countingStream(4, CHUNK);
      const res = await s.app.request(route.path, {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(limit + 1) },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      if (res.status !== 413 || body.pulled() !== 0)
        failures.push(`${route.method} ${route.path}: ${res.status}, pulled ${body.pulled()}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 413 in the error shape, in the caller language', async () => {
    const res = await s.app.request('/api/v1/auth/sign-in/email?lang=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: countingStream(64, CHUNK).stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'invalid_input' } });
    expect(
      await (
        await s.app.request('/api/v1/contact', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            'accept-language': 'en',
            'content-length': '99999999',
          },
          body: 'x',
        })
      ).json(),
    ).toMatchObject({ error: { message: expect.stringMatching(/^Invalid input/) } });
  });

  it('still accepts a body within the limit sent in chunks', async () => {
    const res = await s.app.request('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '203.0.113.250' },
      body: new Blob([JSON.stringify({ email: 'nobody@optik.test', password: 'x'.repeat(20) })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
  });
});

describe('the real Node server', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    server = await new Promise<ServerType>((done) => {
      const listening = serve({ fetch: s.node.fetch, port: 0, hostname: '127.0.0.1' }, () => done(listening));
    });
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  /**
   * Sends `total` bytes of chunked body to `path` over a raw socket as fast as the server takes
   * them; resolves with the status line and how much had been sent when the answer came.
   */
  function sendChunked(path: string, total: number): Promise<{ status: string; sentWhenAnswered: number }> {
    return new Promise((done, fail) => {
      const socket = connect(port, '127.0.0.1');
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const frame = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      let sent = 0;
      let answered = false;
      socket.on('connect', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\n` +
            'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!socket.write(frame)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      socket.on('data', (data: Buffer) => {
        if (answered) return;
        answered = true;
        done({ status: data.toString('latin1').split('\r\n')[0] ?? '', sentWhenAnswered: sent });
        socket.destroy();
      });
      socket.on('error', (error) => {
        if (!answered) fail(error);
      });
    });
  }

  it('answers 413 to an endless chunked sign-in and form post while the client is still sending', async () => {
    const total = 256 * 1024 * 1024;
    for (const path of ['/api/v1/auth/sign-in/email', '/api/v1/aspectSponsorForm', '/api/v1/data']) {
      const { status, sentWhenAnswered } = await sendChunked(path, total);
      expect(status, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(sentWhenAnswered, path).toBeLessThan(total);
    }
  });
});
