/**
 * /api/v1/game: the rooms' address, snapshots stored by the rooms (shared secret, never replacing
 * a newer one), and a stored snapshot read back. The real app over a fresh libSQL file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import type { GameSnapshot } from '../../src/game/protocol.ts';
import { createApp } from '../app.ts';

const SECRET = 'test-snapshot-secret';
const SNAPSHOT_URL = 'http://localhost/api/v1/game/snapshot';
/** Bindings as a Worker gets them (the Node entry reads process.env instead). */
const ENV = { GAME_SNAPSHOT_SECRET: SECRET };

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-games-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  app = createApp({ db: handle.db, services: { now: () => new Date('2026-11-22T12:00:00Z') } });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const snapshot = (seq: number, score = seq): GameSnapshot => ({
  game: { id: 'game1', gameName: 'Game 22.11.2026', createdAt: '2026-11-22T10:00:00.000Z' },
  players: [{ id: 'anna', playerName: 'Anna', createdAt: '2026-11-22T10:01:00.000Z' }],
  holes: [{ pageId: 'h1', playerId: 'anna', score, updatedAt: '2026-11-22T10:05:00.000Z' }],
  secondLastPage: null,
  seq,
});

/** A snapshot post as the room sends it (its Origin names the API, see party/snapshot-writer.ts). */
function postSnapshot(body: unknown, headers: Record<string, string> = {}, env: object = ENV) {
  return app.request(
    SNAPSHOT_URL,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        authorization: `Bearer ${SECRET}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    env,
  );
}

async function readGame(id: string) {
  const res = await app.request(`http://localhost/api/v1/game/${id}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON paths
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('GET /api/v1/game/config', () => {
  it('points at the rooms beside the site on PARTY_PORT (default 1999)', async () => {
    const res = await app.request('http://192.168.1.20:4321/api/v1/game/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, data: { partyHost: 'ws://192.168.1.20:1999' } });
    const custom = await app.request('http://127.0.0.1:4321/api/v1/game/config', {}, { PARTY_PORT: '2999' });
    expect(await custom.json()).toEqual({ success: true, data: { partyHost: 'ws://127.0.0.1:2999' } });
  });

  it('uses wss beside an https site, and PUBLIC_PARTYKIT_HOST when set', async () => {
    const secure = await app.request('https://optik.example/api/v1/game/config');
    expect(await secure.json()).toMatchObject({ data: { partyHost: 'wss://optik.example:1999' } });
    const configured = await app.request(
      'https://optik.example/api/v1/game/config',
      {},
      { PUBLIC_PARTYKIT_HOST: 'lunette-golf.optik.partykit.dev' },
    );
    expect(await configured.json()).toMatchObject({ data: { partyHost: 'lunette-golf.optik.partykit.dev' } });
  });
});

describe('POST /api/v1/game/snapshot', () => {
  it('stores a snapshot sent with the secret, and GET /:id returns it', async () => {
    const res = await postSnapshot(snapshot(3));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { stored: true } });
    expect(await readGame('game1')).toEqual({
      status: 200,
      body: { success: true, data: { ...snapshot(3), updatedAt: '2026-11-22T12:00:00.000Z' } },
    });
  });

  it('replaces an older snapshot but never a newer one', async () => {
    await postSnapshot(snapshot(10));
    const late = await postSnapshot(snapshot(9, 99));
    expect(await late.json()).toEqual({ success: true, data: { stored: false } });
    expect((await readGame('game1')).body.data.seq).toBe(10);
    await postSnapshot(snapshot(11));
    expect((await readGame('game1')).body.data.holes[0].score).toBe(11);
  });

  it('refuses a missing secret with 401 and a wrong one with 403, storing nothing', async () => {
    const body = { ...snapshot(50), game: { ...snapshot(50).game, id: 'other' } };
    expect((await postSnapshot(body, { authorization: '' })).status).toBe(401);
    expect((await postSnapshot(body, { authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await postSnapshot(body, { authorization: `Basic ${SECRET}` })).status).toBe(401);
    expect((await readGame('other')).status).toBe(404);
  });

  it('refuses every snapshot when the API has no secret configured', async () => {
    const env = { GAME_SNAPSHOT_SECRET: '' };
    const previous = process.env['GAME_SNAPSHOT_SECRET'];
    delete process.env['GAME_SNAPSHOT_SECRET'];
    try {
      const res = await postSnapshot(snapshot(60), {}, env);
      expect(res.status).toBe(403);
    } finally {
      if (previous !== undefined) process.env['GAME_SNAPSHOT_SECRET'] = previous;
    }
  });

  it('refuses a snapshot that does not match the schema with 400, naming the field', async () => {
    const negative = { ...snapshot(70), holes: [{ ...snapshot(70).holes[0], score: -1 }] };
    const res = await postSnapshot(negative);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain('holes.0.score');
    expect((await postSnapshot('not json')).status).toBe(400);
  });

  it('refuses a body over 512 KB with 413', async () => {
    const huge = { ...snapshot(80), padding: 'x'.repeat(600 * 1024) };
    expect((await postSnapshot(huge)).status).toBe(413);
  });

  it('refuses a post from a foreign browser origin (CSRF guard) with 403', async () => {
    expect((await postSnapshot(snapshot(90), { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('GET /api/v1/game/:id', () => {
  it('answers 404 for an unknown game and 400 for an invalid id', async () => {
    expect(await readGame('nosuchgame')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    expect((await readGame('bad%20id')).status).toBe(400);
  });
});

describe('GET /game/origin (a room asking which origins may play)', () => {
  const ask = async (origin: string) => {
    const res = await app.request(`http://localhost/api/v1/game/origin?origin=${encodeURIComponent(origin)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { allowed: boolean } }).data.allowed;
  };

  it("allows a single site's own origin only", async () => {
    expect(await ask('http://localhost')).toBe(true);
    expect(await ask('https://evil.example')).toBe(false);
    expect(await ask('http://localhost/de/')).toBe(false);
    expect(await ask('not an origin')).toBe(false);
  });
});
