/**
 * Contract test of the Turso provisioner against a fake Platform API on 127.0.0.1: the requests
 * it sends (path, bearer token, JSON body) and how it reads every kind of answer, a slow one too.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TursoApiError,
  tursoDatabaseName,
  tursoDatabases,
  tursoDatabasesFromEnv,
} from './turso-databases.ts';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = { status: number; body: string } | 'slow';

let server: Server;
let apiUrl: string;
const seen: Seen[] = [];
let answer: Answer;
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as unknown) : null,
      });
      if (answer === 'slow') {
        held.push(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});
beforeEach(() => {
  seen.length = 0;
  answer = {
    status: 200,
    body: JSON.stringify({
      database: { Name: 'lunette-alpenblick', Hostname: 'lunette-alpenblick-optik.turso.io', DbId: 'db-1' },
    }),
  };
});

const logged: string[] = [];
const provisioner = (extra: { timeoutMs?: number; group?: string } = {}) =>
  tursoDatabases({ org: 'optik', token: 'turso-token', apiUrl, log: (m) => logged.push(m), ...extra });

describe('Turso databases', () => {
  it('creates lunette-{id} in the group and answers its libsql URL', async () => {
    const { url } = await provisioner({ group: 'eu' }).create('alpenblick');
    expect(url).toBe('libsql://lunette-alpenblick-optik.turso.io');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/organizations/optik/databases',
        authorization: 'Bearer turso-token',
        body: { name: 'lunette-alpenblick', group: 'eu' },
      },
    ]);
    expect(tursoDatabaseName('alpenblick')).toBe('lunette-alpenblick');
  });

  it('puts new databases into the group "default" unless told', async () => {
    await provisioner().create('alpenblick');
    expect(seen[0]?.body).toEqual({ name: 'lunette-alpenblick', group: 'default' });
  });

  it('deletes by name, and a database that is gone already is no error', async () => {
    answer = { status: 200, body: '{"database":"lunette-alpenblick"}' };
    await provisioner().remove('alpenblick', 'libsql://lunette-alpenblick-optik.turso.io');
    answer = { status: 404, body: '{"error":"database not found"}' };
    await provisioner().remove('alpenblick', 'libsql://x');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'DELETE /v1/organizations/optik/databases/lunette-alpenblick',
      'DELETE /v1/organizations/optik/databases/lunette-alpenblick',
    ]);
  });

  it('refuses to take over an existing database (409)', async () => {
    logged.length = 0;
    answer = { status: 409, body: '{"error":"database with name lunette-alpenblick already exists"}' };
    const error = await provisioner()
      .create('alpenblick')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TursoApiError);
    expect((error as TursoApiError).status).toBe(409);
    expect((error as Error).message).toBe(
      'Turso create database lunette-alpenblick: a database lunette-alpenblick exists already',
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^turso: create database lunette-alpenblick failed: /u);
  });

  it('rejects a refusal or a server error with its status and reason', async () => {
    answer = { status: 401, body: '{"error":"invalid token"}' };
    await expect(provisioner().create('alpenblick')).rejects.toThrow(/: 401 invalid token$/u);
    answer = { status: 503, body: 'upstream\n unavailable' };
    await expect(provisioner().create('alpenblick')).rejects.toThrow(/: 503 upstream unavailable$/u);
    answer = { status: 500, body: '' };
    await expect(provisioner().remove('alpenblick', 'libsql://x')).rejects.toThrow(
      /delete database lunette-alpenblick: 500$/u,
    );
  });

  it('rejects a malformed answer', async () => {
    for (const body of [
      'not json',
      '{}',
      '{"database":{"Name":"lunette-alpenblick"}}',
      '{"database":{"Hostname":"evil.example/path?x="}}',
    ]) {
      answer = { status: 200, body };
      await expect(provisioner().create('alpenblick')).rejects.toThrow(/malformed answer/u);
    }
  });

  it('gives up on a slow answer after the timeout, and on nobody listening', async () => {
    logged.length = 0;
    answer = 'slow';
    const started = performance.now();
    await expect(provisioner({ timeoutMs: 150 }).create('alpenblick')).rejects.toThrow(
      'Turso create database lunette-alpenblick: no answer within 150 ms',
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(logged).toHaveLength(1);
    const closed = tursoDatabases({ org: 'optik', token: 't', apiUrl: 'http://127.0.0.1:9', log: () => {} });
    await expect(closed.create('alpenblick')).rejects.toThrow(/not reachable/u);
  });

  it('is used only when the token and the organisation are set', () => {
    expect(tursoDatabasesFromEnv({})).toBeNull();
    expect(tursoDatabasesFromEnv({ TURSO_API_TOKEN: 't' })).toBeNull();
    expect(tursoDatabasesFromEnv({ TURSO_ORG: 'optik' })).toBeNull();
    expect(tursoDatabasesFromEnv({ TURSO_API_TOKEN: 't', TURSO_ORG: 'optik' })).not.toBeNull();
  });
});
