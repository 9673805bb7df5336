/**
 * Contract test of the Custom Hostnames client against a fake Cloudflare API on 127.0.0.1 that
 * keeps the zone's hostnames and answers with Cloudflare's envelope: success, a duplicate
 * hostname (code 1406), a refused token, and a body that is not JSON.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CloudflareApiError,
  cloudflareHostnames,
  cloudflareHostnamesFromEnv,
} from './cloudflare-hostnames.ts';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let apiUrl: string;
const seen: Seen[] = [];
/** The zone's custom hostnames: id -> hostname. */
const zone = new Map<string, string>();
let refuseToken = false;
let garbage = false;

const envelope = (success: boolean, result: unknown, errors: { code: number; message: string }[] = []) =>
  JSON.stringify({ success, errors, messages: [], result });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as { hostname?: string }) : null;
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (garbage) return send(502, '<html>Bad gateway</html>');
      if (refuseToken)
        return send(403, envelope(false, null, [{ code: 10000, message: 'Authentication error' }]));
      const url = new URL(req.url ?? '/', 'http://x');
      const prefix = '/client/v4/zones/zone-1/custom_hostnames';
      if (!url.pathname.startsWith(prefix))
        return send(404, envelope(false, null, [{ code: 7003, message: 'No route' }]));
      if (req.method === 'POST') {
        const hostname = body?.hostname ?? '';
        if ([...zone.values()].includes(hostname))
          return send(
            409,
            envelope(false, null, [{ code: 1406, message: 'Duplicate custom hostname found.' }]),
          );
        const id = `ch-${zone.size + 1}`;
        zone.set(id, hostname);
        return send(201, envelope(true, { id, hostname, status: 'pending' }));
      }
      if (req.method === 'GET') {
        const wanted = url.searchParams.get('hostname');
        const result = [...zone].filter(([, h]) => h === wanted).map(([id, hostname]) => ({ id, hostname }));
        return send(200, envelope(true, result));
      }
      if (req.method === 'DELETE') {
        const id = decodeURIComponent(url.pathname.slice(prefix.length + 1));
        if (!zone.delete(id))
          return send(
            404,
            envelope(false, null, [{ code: 1436, message: 'The custom hostname was not found.' }]),
          );
        return send(200, envelope(true, { id }));
      }
      return send(405, envelope(false, null, [{ code: 10405, message: 'Method not allowed' }]));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});
beforeEach(() => {
  seen.length = 0;
  zone.clear();
  refuseToken = false;
  garbage = false;
});

const hostnames = () =>
  cloudflareHostnames({ token: 'cf-token', zoneId: 'zone-1', apiUrl, platformDomain: 'lunette.ch' });

describe('Cloudflare custom hostnames', () => {
  it('registers a hostname with HTTP DCV and a DV certificate', async () => {
    await hostnames().add('www.optik-alpenblick.ch');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/client/v4/zones/zone-1/custom_hostnames',
        authorization: 'Bearer cf-token',
        body: { hostname: 'www.optik-alpenblick.ch', ssl: { method: 'http', type: 'dv' } },
      },
    ]);
    expect([...zone.values()]).toEqual(['www.optik-alpenblick.ch']);
  });

  it("refuses a duplicate hostname with Cloudflare's message and code", async () => {
    await hostnames().add('optik-alpenblick.ch');
    const error = await hostnames()
      .add('optik-alpenblick.ch')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudflareApiError);
    expect((error as CloudflareApiError).codes).toEqual([1406]);
    expect((error as Error).message).toBe(
      'Cloudflare add custom hostname optik-alpenblick.ch: 409 Duplicate custom hostname found. (1406)',
    );
  });

  it('reports a refused token and a non-JSON answer', async () => {
    refuseToken = true;
    await expect(hostnames().add('a.ch')).rejects.toThrow(
      'Cloudflare add custom hostname a.ch: 403 Authentication error (10000)',
    );
    refuseToken = false;
    garbage = true;
    await expect(hostnames().remove('a.ch')).rejects.toThrow(
      'Cloudflare remove custom hostname a.ch: 502 <html>Bad gateway</html>',
    );
  });

  it('removes a hostname by looking up its id; an unknown one is no error', async () => {
    await hostnames().add('optik-alpenblick.ch');
    await hostnames().add('www.optik-alpenblick.ch');
    seen.length = 0;
    await hostnames().remove('optik-alpenblick.ch');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /client/v4/zones/zone-1/custom_hostnames?hostname=optik-alpenblick.ch',
      'DELETE /client/v4/zones/zone-1/custom_hostnames/ch-1',
    ]);
    expect([...zone.values()]).toEqual(['www.optik-alpenblick.ch']);
    await hostnames().remove('nowhere.ch');
  });

  it('leaves platform and .localhost names alone', () => {
    const registrar = hostnames();
    expect(registrar.handles('alpenblick.localhost')).toBe(false);
    expect(registrar.handles('alpenblick.lunette.ch')).toBe(false);
    expect(registrar.handles('optik-alpenblick.ch')).toBe(true);
  });

  it('is configured by CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID', () => {
    expect(cloudflareHostnamesFromEnv({ CLOUDFLARE_API_TOKEN: 't' })).toBeUndefined();
    expect(cloudflareHostnamesFromEnv({ CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ZONE_ID: 'z' })).toBeDefined();
  });
});
