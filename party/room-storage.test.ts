/**
 * Tests for the room's storage layout: the split keys, what an operation rewrites, the operation id
 * chunks across restarts, the first layout's migration and the 128 KiB value limit.
 */
import { describe, expect, it } from 'vitest';
import {
  emptyGameState,
  MAX_APPLIED_OP_IDS,
  MAX_NAME_LENGTH,
  MAX_PAGES,
  MAX_PLAYERS,
  MAX_REMOVED_PLAYERS,
  type GameState,
} from '../src/game/protocol.ts';
import {
  HOLES_KEY_PREFIX,
  loadState,
  OPS_KEY_PREFIX,
  readStoredState,
  STATE_STORAGE_KEY,
  storageEntries,
} from './room-storage.ts';
import { hello, MemoryStorage, newRoom, NOW, opId, playedRoom, send, tap } from './test-support.ts';

describe('storage layout', () => {
  it('keeps the state without hole rows under `state` and each page under `holes:<pageId>`', async () => {
    const { core, storage, phone } = await playedRoom();
    await send(core, phone, tap('anna', 'h1'));
    await send(core, phone, tap('ben', 'h2'));
    expect(storage.values.get(STATE_STORAGE_KEY)).toMatchObject({ holes: [], appliedOpIds: [], seq: 5 });
    expect(storage.values.get(`${OPS_KEY_PREFIX}0`)).toEqual({ chunk: 0, ids: core.state.appliedOpIds });
    expect(storage.values.get(`${HOLES_KEY_PREFIX}h1`)).toEqual([
      { pageId: 'h1', playerId: 'anna', score: 1, updatedAt: NOW.toISOString() },
    ]);
    expect(storage.values.get(`${HOLES_KEY_PREFIX}h2`)).toHaveLength(1);
  });

  it('writes only the state and the changed pages; a page that lost its rows is written empty', async () => {
    const { core, phone } = await playedRoom();
    await send(core, phone, tap('anna', 'h1'));
    await send(core, phone, tap('ben', 'h2'));
    const before = core.state;
    await send(core, phone, tap('anna', 'h1'));
    expect(Object.keys(storageEntries(before, core.state)).sort()).toEqual(['holes:h1', 'ops:0', 'state']);
    await send(core, phone, { type: 'removePlayer', opId: opId(), playerId: 'ben' });
    const removed = core.state;
    expect(storageEntries(before, removed)).toMatchObject({ 'holes:h2': [] });
  });

  it('keeps the last 1000 operation ids in chunks of 100 across restarts, however long the game', async () => {
    const { core, storage, phone } = await playedRoom();
    const restartAt = new Set([150, 999, 1000, 1001, 1234, 2100]);
    let room = core;
    for (let i = 4; i <= 2345; i++) {
      await send(room, phone, tap('anna', `h${i % 3}`));
      if (restartAt.has(i)) {
        const restarted = newRoom(storage).core;
        await restarted.load();
        expect(restarted.state).toEqual(room.state);
        room = restarted;
        await send(room, phone, hello());
      }
    }
    expect(room.state.seq).toBe(2345);
    expect(room.state.appliedOpIds).toHaveLength(MAX_APPLIED_OP_IDS);
    const opKeys = [...storage.values.keys()].filter((key) => key.startsWith(OPS_KEY_PREFIX));
    expect(opKeys).toHaveLength(11);
    const restarted = newRoom(storage).core;
    await restarted.load();
    expect(restarted.state).toEqual(room.state);
  });

  it('throws when a remembered operation id is missing from storage', async () => {
    const { core, storage, phone } = await playedRoom();
    await send(core, phone, tap('anna'));
    storage.values.delete(`${OPS_KEY_PREFIX}0`);
    await expect(loadState(storage)).rejects.toThrow(/sequence number 1 is missing/);
  });

  it('reads nothing stored as an empty game', async () => {
    expect(await loadState(new MemoryStorage())).toEqual(emptyGameState());
  });

  it('moves a state of the first layout (everything under `state`) to the split layout', async () => {
    const storage = new MemoryStorage();
    const v1 = {
      game: { id: 'g1', gameName: 'Game 22.11.2026', createdAt: NOW.toISOString() },
      players: [{ id: 'p1', playerName: 'Anna', createdAt: NOW.toISOString() }],
      holes: [{ pageId: 'page-1', playerId: 'p1', score: 2, updatedAt: NOW.toISOString() }],
      appliedOpIds: ['o1', 'o2', 'o3'],
      seq: 3,
    };
    storage.values.set(STATE_STORAGE_KEY, v1);
    const state = await loadState(storage);
    expect(state).toEqual({ ...emptyGameState(), ...v1 });
    expect(storage.values.get(STATE_STORAGE_KEY)).toMatchObject({ holes: [], appliedOpIds: [] });
    expect(storage.values.get(`${HOLES_KEY_PREFIX}page-1`)).toEqual(v1.holes);
    expect(storage.values.get(`${OPS_KEY_PREFIX}0`)).toEqual({ chunk: 0, ids: ['o1', 'o2', 'o3'] });
    expect(await loadState(storage)).toEqual(state);
  });

  it('throws on a stored value that does not match the schema rather than starting over', async () => {
    expect(() => readStoredState({ game: null, players: 'none', holes: [] })).toThrow(/players/);
    expect(() => readStoredState(null)).toThrow(/does not match/);
    const storage = new MemoryStorage();
    storage.values.set(STATE_STORAGE_KEY, emptyGameState());
    storage.values.set(`${HOLES_KEY_PREFIX}h1`, [{ pageId: 'h1', playerId: 'p1', score: -1 }]);
    await expect(loadState(storage)).rejects.toThrow(/holes/);
  });

  it('keeps every stored value under the 128 KiB a Durable Object value may hold, at the limits', () => {
    const id = (prefix: string, i: number) => `${prefix}${i}`.padEnd(64, 'x');
    const at = NOW.toISOString();
    const name = 'ü'.repeat(MAX_NAME_LENGTH);
    const pages = Array.from({ length: MAX_PAGES }, (_, i) => id('page', i));
    const players = Array.from({ length: MAX_PLAYERS }, (_, i) => ({
      id: id('player', i),
      playerName: name,
      createdAt: at,
    }));
    const state: GameState = {
      game: { id: id('game', 0), gameName: name, createdAt: at },
      players,
      holes: pages.flatMap((pageId) =>
        players.map((player) => ({ pageId, playerId: player.id, score: 99_999, updatedAt: at })),
      ),
      secondLastPage: { pageId: pages[0] ?? '', complete: true, updatedAt: at },
      removedPlayerIds: Array.from({ length: MAX_REMOVED_PLAYERS }, (_, i) => id('removed', i)),
      appliedOpIds: Array.from({ length: MAX_APPLIED_OP_IDS }, (_, i) => id('op', i)),
      seq: 1_000_000,
    };
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    const sizes = Object.values(storageEntries(null, state)).map(bytes);
    expect(sizes).toHaveLength(1 + MAX_PAGES + 10);
    expect(Math.max(...sizes)).toBeLessThan(128 * 1024);
  });
});
