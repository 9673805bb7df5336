/**
 * GET /api/v1/health: the database, and on Node the game-room server the launcher supervises
 * (scripts/room-supervisor.ts). Workers inject no room state and answer as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { createApp } from '../app.ts';
import type { RoomServerHealth } from '../types.ts';

let dir: string;
let handle: DbHandle;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-health-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
});
afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const now = () => new Date('2026-11-28T10:00:00Z');

async function health(rooms?: () => RoomServerHealth) {
  const app = createApp({ db: handle.db, services: { now, ...(rooms ? { rooms } : {}) } });
  const res = await app.request('/api/v1/health');
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

describe('GET /api/v1/health', () => {
  it('reports no rooms where this process runs none (Workers: PartyKit hosts them)', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { success: true, data: { status: 'ok', database: 'ok', time: '2026-11-28T10:00:00.000Z' } },
    });
  });

  it("reports the supervised room server's state, degraded (still 200) while it is not up", async () => {
    let state: RoomServerHealth = { status: 'up', restarts: 0, since: '2026-11-28T09:00:00.000Z' };
    const up = await health(() => state);
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ status: 'ok', database: 'ok', rooms: state });

    state = { status: 'restarting', restarts: 1, since: '2026-11-28T09:59:58.000Z' };
    const down = await health(() => state);
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ status: 'degraded', database: 'ok', rooms: state });
  });
});
