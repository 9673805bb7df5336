/**
 * One host per request (issue 25, item 13): the real Node server over a raw socket, with an
 * absolute URI in the request line (`POST http://evil.example/api/v1/data HTTP/1.1`), which
 * @hono/node-server takes as the request's URL while `Host` names the site. The CSRF check, the
 * auth service's origin check and the Content-Security-Policy judge by `Host`, as the site lookup
 * does: a foreign origin naming itself in the URI is refused, and the policy names the site's rooms.
 */
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../functions/security-headers.ts';
import { databaseFingerprint, openSecurityApp, type SecurityApp } from './support.ts';

let s: SecurityApp;
let server: ServerType;
let port = 0;
let cookie = '';

beforeAll(async () => {
  s = await openSecurityApp('host');
  cookie = await s.signInAdmin();
  server = await new Promise<ServerType>((done) => {
    const listening = serve({ fetch: s.node.fetch, port: 0, hostname: '127.0.0.1' }, () => done(listening));
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await s.close();
});

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends one request as written (request line and headers) and reads the whole answer. */
function raw(requestLine: string, headers: Record<string, string>, body = ''): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      const lines = Object.entries({
        host: `localhost:${port}`,
        ...headers,
        ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    socket.on('data', (data: Buffer) => chunks.push(data));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const answerHeaders = new Map<string, string>();
      for (const line of headerLines) {
        const at = line.indexOf(':');
        answerHeaders.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
      }
      done({ status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('an absolute URI in the request line', () => {
  it('names no origin for the CSRF check: a write from the foreign origin is refused, nothing changes', async () => {
    const before = await databaseFingerprint(s.handle);
    const answer = await raw(
      'POST http://evil.example/api/v1/data HTTP/1.1',
      { origin: 'http://evil.example', cookie, 'content-type': 'application/json' },
      '{}',
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('forbidden_origin');
    expect(await databaseFingerprint(s.handle)).toBe(before);
  });

  it('names no origin for the auth service: a foreign sign-out leaves the session', async () => {
    const answer = await raw(
      'POST http://evil.example/api/v1/auth/sign-out HTTP/1.1',
      { origin: 'http://evil.example', cookie, 'content-type': 'application/json' },
      '{}',
    );
    expect(answer.status).toBe(403);
    expect(await s.auth.editorFromHeaders(new Headers({ cookie }))).not.toBeNull();
  });

  it("gives the page policy the site's own host (its game rooms), not the URI's", async () => {
    const answer = await raw('GET http://evil.example/de/ HTTP/1.1', {});
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('connect-src');
    expect(policy).toContain('ws://localhost:1999');
    expect(policy).not.toContain('evil.example');
    expect(answer.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('changes nothing for the site itself: its own origin still writes', async () => {
    const answer = await raw(
      'POST /api/v1/data HTTP/1.1',
      { origin: `http://localhost:${port}`, cookie, 'content-type': 'application/json' },
      '{}',
    );
    expect(answer.status).not.toBe(403);
  });
});
