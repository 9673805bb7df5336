/**
 * Tests for the game room's decisions, without workerd: answers, operations, storage layout and
 * restarts (a new room core over the same storage), the database snapshot, and origin checks.
 */
import { describe, expect, it } from 'vitest';
import {
  emptyGameState,
  encodeClientMessage,
  MAX_APPLIED_OP_IDS,
  MAX_MESSAGE_BYTES,
  MAX_NAME_LENGTH,
  MAX_PAGES,
  MAX_PLAYERS,
  MAX_REMOVED_PLAYERS,
  PROTOCOL_VERSION,
  snapshotOf,
  type ClientMessage,
  type ClientOp,
  type GameState,
} from '../src/game/protocol.ts';
import {
  GameRoomCore,
  HOLES_KEY_PREFIX,
  isOriginAllowed,
  OPS_KEY_PREFIX,
  loadState,
  readStoredState,
  SNAPSHOT_PATH,
  SnapshotWriter,
  STATE_STORAGE_KEY,
  storageEntries,
  type SnapshotTimers,
} from './room-logic.ts';
import { MemoryStorage, RecordingConnection } from './test-support.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const quiet = () => undefined;

function newRoom(storage = new MemoryStorage()) {
  const core = new GameRoomCore({ roomId: 'g1', storage, now: () => NOW, log: quiet });
  return { core, storage };
}

const hello = (intent: 'join' | 'create' = 'join'): ClientMessage => ({
  type: 'hello',
  version: PROTOCOL_VERSION,
  clientId: 'client-1',
  intent,
});

let opCounter = 0;
const opId = () => `op-${++opCounter}`;
const createGame = (): ClientOp => ({ type: 'createGame', opId: opId() });
const addPlayer = (playerId: string, playerName = playerId): ClientOp => ({
  type: 'addPlayer',
  opId: opId(),
  playerId,
  playerName,
});
const tap = (playerId: string, pageId = 'h1', delta: 1 | -1 = 1): ClientOp => ({
  type: 'score',
  opId: opId(),
  pageId,
  playerId,
  delta,
});

const send = (core: GameRoomCore, connection: RecordingConnection, message: ClientMessage) =>
  core.receive(encodeClientMessage(message), connection);

/** A room with a created game and players Anna and Ben, and a welcomed connection. */
async function playedRoom() {
  const { core, storage } = newRoom();
  await core.load();
  const phone = new RecordingConnection();
  await send(core, phone, hello('create'));
  for (const op of [createGame(), addPlayer('anna', 'Anna'), addPlayer('ben', 'Ben')])
    await send(core, phone, op);
  return { core, storage, phone };
}

describe('GameRoomCore: hello', () => {
  it('welcomes a create hello in a fresh room with an empty state', async () => {
    const { core } = newRoom();
    await core.load();
    const phone = new RecordingConnection();
    await send(core, phone, hello('create'));
    expect(phone.received).toEqual([
      { type: 'welcome', version: PROTOCOL_VERSION, roomId: 'g1', state: emptyGameState() },
    ]);
  });

  it('answers a join hello with not_found while the game does not exist', async () => {
    const { core } = newRoom();
    await core.load();
    const phone = new RecordingConnection();
    await send(core, phone, hello('join'));
    expect(phone.received).toEqual([
      { type: 'error', code: 'not_found', message: 'This game does not exist.' },
    ]);
    // Not welcomed: its operations are refused.
    await send(core, phone, createGame());
    expect(phone.last).toMatchObject({
      type: 'error',
      code: 'invalid_message',
      message: 'Send hello first.',
    });
    expect(core.state.game).toBeNull();
  });

  it('welcomes a join hello once the game exists, with the full state', async () => {
    const { core } = await playedRoom();
    const other = new RecordingConnection();
    await send(core, other, hello('join'));
    expect(other.received).toEqual([
      { type: 'welcome', version: PROTOCOL_VERSION, roomId: 'g1', state: core.state },
    ]);
    expect(core.state.players.map((p) => p.playerName)).toEqual(['Anna', 'Ben']);
  });

  it('answers another protocol version with version_mismatch and no state', async () => {
    const { core } = await playedRoom();
    const phone = new RecordingConnection();
    await core.receive(JSON.stringify({ ...hello(), version: PROTOCOL_VERSION + 1 }), phone);
    expect(phone.received).toEqual([expect.objectContaining({ type: 'error', code: 'version_mismatch' })]);
  });

  it.each([
    ['garbage', 'garbage'],
    ['an unknown message type', JSON.stringify({ type: 'sync', version: PROTOCOL_VERSION })],
    [
      'a hello without client id',
      JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, intent: 'join' }),
    ],
  ])('answers %s with invalid_message', async (_case, raw) => {
    const { core } = newRoom();
    const phone = new RecordingConnection();
    await core.receive(raw, phone);
    expect(phone.received).toEqual([expect.objectContaining({ type: 'error', code: 'invalid_message' })]);
  });

  it('answers an oversized message with too_large, and binary frames as refused', async () => {
    const { core } = newRoom();
    const phone = new RecordingConnection();
    await core.receive(`${encodeClientMessage(hello())}${' '.repeat(MAX_MESSAGE_BYTES)}`, phone);
    await core.receive(new TextEncoder().encode(encodeClientMessage(hello())), phone);
    await core.receive(new Uint8Array(MAX_MESSAGE_BYTES + 1), phone);
    expect(phone.received.map((m) => m.type === 'error' && m.code)).toEqual([
      'too_large',
      'invalid_message',
      'too_large',
    ]);
  });
});

describe('GameRoomCore: operations', () => {
  it('refuses operations before hello', async () => {
    const { core } = newRoom();
    const phone = new RecordingConnection();
    const op = createGame();
    await send(core, phone, op);
    expect(phone.received).toEqual([
      { type: 'error', code: 'invalid_message', message: 'Send hello first.', opId: op.opId },
    ]);
  });

  it('answers not_found to an operation before the game is created', async () => {
    const { core, storage } = newRoom();
    const phone = new RecordingConnection();
    await send(core, phone, hello('create'));
    const op = addPlayer('anna');
    await send(core, phone, op);
    expect(phone.last).toEqual({
      type: 'error',
      code: 'not_found',
      message: 'This game does not exist.',
      opId: op.opId,
    });
    expect(storage.puts).toBe(0);
  });

  it('broadcasts an applied operation to every welcomed connection, then acks the sender', async () => {
    const { core } = await playedRoom();
    const anna = new RecordingConnection();
    const ben = new RecordingConnection();
    const stranger = new RecordingConnection();
    await send(core, anna, hello());
    await send(core, ben, hello());
    const op = tap('anna');
    await send(core, anna, op);
    const applied = { type: 'applied', seq: 4, op: { ...op, at: NOW.toISOString() } };
    expect(anna.received.slice(1)).toEqual([
      applied,
      { type: 'ack', opId: op.opId, seq: 4, duplicate: false },
    ]);
    expect(ben.received.slice(1)).toEqual([applied]);
    expect(stranger.received).toEqual([]);
  });

  it('stamps createGame with the room id, the time and the default name', async () => {
    const { phone } = await playedRoom();
    expect(phone.ofType('applied')[0]?.op).toMatchObject({
      type: 'createGame',
      gameId: 'g1',
      gameName: expect.stringMatching(/^Game \d\d\.\d\d\.\d{4}$/),
      at: NOW.toISOString(),
    });
  });

  it('acks a duplicate without applying, storing or broadcasting it', async () => {
    const { core, storage, phone } = await playedRoom();
    const other = new RecordingConnection();
    await send(core, other, hello());
    const op = tap('anna');
    await send(core, phone, op);
    const puts = storage.puts;
    const before = core.state;
    await send(core, phone, op);
    expect(phone.last).toEqual({ type: 'ack', opId: op.opId, seq: before.seq, duplicate: true });
    expect(core.state).toBe(before);
    expect(storage.puts).toBe(puts);
    expect(other.ofType('applied')).toHaveLength(1);
  });

  it('acks a -1 at 0 (recorded, nothing changes)', async () => {
    const { core, phone } = await playedRoom();
    const op = tap('anna', 'h1', -1);
    await send(core, phone, op);
    expect(phone.last).toEqual({ type: 'ack', opId: op.opId, seq: 4, duplicate: false });
    expect(core.state.holes).toEqual([]);
  });

  it('counts concurrent taps from two phones, each seeing every tap in the same order', async () => {
    const { core } = await playedRoom();
    const anna = new RecordingConnection();
    const ben = new RecordingConnection();
    await Promise.all([send(core, anna, hello()), send(core, ben, hello())]);
    const taps = Array.from({ length: 25 }, () => [tap('anna'), tap('anna')] as const);
    // Sent without waiting, interleaved, as two phones tapping at the same time.
    await Promise.all(taps.flatMap(([a, b]) => [send(core, anna, a), send(core, ben, b)]));
    expect(core.state.holes).toEqual([
      { pageId: 'h1', playerId: 'anna', score: 50, updatedAt: NOW.toISOString() },
    ]);
    const seqs = (phone: RecordingConnection) => phone.ofType('applied').map((m) => m.seq);
    expect(seqs(anna)).toEqual(Array.from({ length: 50 }, (_, i) => i + 4));
    expect(seqs(ben)).toEqual(seqs(anna));
    expect(anna.ofType('ack')).toHaveLength(25);
  });

  it('does not apply or ack an operation it could not store, and takes it when sent again', async () => {
    const { core, storage, phone } = await playedRoom();
    const before = core.state;
    const op = tap('anna');
    storage.failPuts = 1;
    await send(core, phone, op);
    expect(phone.last).toEqual({
      type: 'error',
      code: 'unavailable',
      message: 'The game could not be saved; the operation was not applied.',
      opId: op.opId,
    });
    expect(core.state).toBe(before);
    await send(core, phone, op);
    expect(phone.last).toMatchObject({ type: 'ack', opId: op.opId, duplicate: false });
    expect(core.state.holes[0]?.score).toBe(1);
  });

  it('stores operations that arrive during a write together (group commit), answering each', async () => {
    const { core, storage, phone } = await playedRoom();
    const puts = storage.puts;
    const taps = Array.from({ length: 30 }, () => tap('anna'));
    await Promise.all(taps.map((op) => send(core, phone, op)));
    expect(core.state.holes[0]?.score).toBe(30);
    expect(storage.puts - puts).toBeLessThan(5);
    const acks = phone.ofType('ack').slice(-30);
    expect(acks.map((ack) => ack.opId)).toEqual(taps.map((op) => op.opId));
    expect(acks.map((ack) => ack.seq)).toEqual(taps.map((_, i) => 4 + i));
  });

  it('acks a duplicate within one batch only once the batch is stored', async () => {
    const { core, storage, phone } = await playedRoom();
    const op = tap('anna');
    storage.failPuts = 1;
    // The first tap starts a write that fails; the next two arrive during it and form one batch.
    const first = tap('ben');
    await Promise.all([send(core, phone, first), send(core, phone, op), send(core, phone, op)]);
    const answers = () => phone.received.filter((message) => message.type !== 'applied');
    expect(answers().slice(-3)).toEqual([
      expect.objectContaining({ type: 'error', code: 'unavailable', opId: first.opId }),
      expect.objectContaining({ type: 'ack', opId: op.opId, duplicate: false }),
      expect.objectContaining({ type: 'ack', opId: op.opId, duplicate: true, seq: 4 }),
    ]);
    storage.failPuts = 1;
    const other = tap('anna');
    await Promise.all([send(core, phone, tap('ben')), send(core, phone, other), send(core, phone, other)]);
    expect(answers().slice(-2)).toEqual([
      expect.objectContaining({ type: 'ack', opId: other.opId, duplicate: false }),
      expect.objectContaining({ type: 'ack', opId: other.opId, duplicate: true }),
    ]);
    expect(core.state.holes.find((h) => h.playerId === 'anna')?.score).toBe(2);
  });

  it('refuses every operation of a batch whose write failed', async () => {
    const { core, storage, phone } = await playedRoom();
    const before = core.state;
    storage.failPuts = 2;
    const taps = Array.from({ length: 5 }, () => tap('anna'));
    await Promise.all(taps.map((op) => send(core, phone, op)));
    expect(phone.received.slice(-5)).toEqual(
      taps.map((op) => expect.objectContaining({ type: 'error', code: 'unavailable', opId: op.opId })),
    );
    expect(core.state).toBe(before);
  });

  it('stops sending to a closed connection', async () => {
    const { core, phone } = await playedRoom();
    const other = new RecordingConnection();
    await send(core, other, hello());
    expect(core.connectionCount).toBe(2);
    core.disconnect(other);
    expect(core.connectionCount).toBe(1);
    await send(core, phone, tap('anna'));
    expect(other.ofType('applied')).toHaveLength(0);
  });
});

describe('GameRoomCore: restart', () => {
  it('keeps every acknowledged operation across a restart', async () => {
    const { core, storage, phone } = await playedRoom();
    for (let i = 0; i < 10; i++) await send(core, phone, tap(i % 2 ? 'anna' : 'ben', `h${i % 3}`));
    await send(core, phone, { type: 'removePlayer', opId: opId(), playerId: 'ben' });
    const acknowledged = phone.ofType('ack').map((ack) => ack.opId);

    const restarted = newRoom(storage).core;
    await restarted.load();
    expect(restarted.state).toEqual(core.state);
    for (const id of acknowledged) expect(restarted.state.appliedOpIds).toContain(id);

    // A phone that missed the restart resends an acknowledged tap: it is still a duplicate.
    const again = new RecordingConnection();
    await send(restarted, again, hello());
    const first = phone.ofType('applied').find((m) => m.op.type === 'score')?.op;
    if (first?.type !== 'score') throw new Error('no tap was applied');
    const { at: _at, ...resent } = first;
    await send(restarted, again, resent);
    expect(again.last).toMatchObject({ type: 'ack', duplicate: true });
  });

  it('loses an operation whose storage failed only if it was never acknowledged', async () => {
    const { core, storage, phone } = await playedRoom();
    storage.failPuts = 1;
    await send(core, phone, tap('anna'));
    const restarted = newRoom(storage).core;
    await restarted.load();
    expect(restarted.state).toEqual(core.state);
    expect(restarted.state.holes).toEqual([]);
  });
});

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

// ---------------------------------------------------------------------------------------------------

/** Timers that run only when the test advances the clock. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: SnapshotTimers = {
    set: (callback, ms) => {
      pending.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  /** Moves the clock forward, running due timers in order; waits for the writes they start. */
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    }
    now = until;
  }
  return { timers, now: () => now, advance, pendingCount: () => pending.size };
}

function snapshotHarness(options: { apiUrl?: unknown; secret?: unknown; failures?: number } = {}) {
  const clock = manualClock();
  const calls: { url: string; init: RequestInit; body: unknown }[] = [];
  const logs: string[] = [];
  let failures = options.failures ?? 0;
  let state: GameState = {
    ...emptyGameState(),
    game: { id: 'g1', gameName: 'Game 22.11.2026', createdAt: NOW.toISOString() },
    seq: 1,
  };
  const fakeFetch = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body)) });
    if (failures > 0) {
      failures -= 1;
      return new Response('down', { status: 503 });
    }
    return new Response('{"success":true}', { status: 200 });
  }) as typeof fetch;
  const writer = new SnapshotWriter({
    apiUrl: 'apiUrl' in options ? options.apiUrl : 'http://127.0.0.1:4321',
    secret: 'secret' in options ? options.secret : 's3cret',
    read: () => state,
    fetch: fakeFetch,
    timers: clock.timers,
    now: clock.now,
    log: (message) => logs.push(message),
  });
  return {
    writer,
    clock,
    calls,
    logs,
    setState: (next: GameState) => (state = next),
    state: () => state,
  };
}

describe('SnapshotWriter', () => {
  it('posts the snapshot with the secret, as JSON, naming the API origin', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.clock.advance(0);
    expect(h.calls).toHaveLength(1);
    const [call] = h.calls;
    expect(call?.url).toBe(`http://127.0.0.1:4321${SNAPSHOT_PATH}`);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer s3cret',
      origin: 'http://127.0.0.1:4321',
    });
    expect(call?.body).toEqual(snapshotOf(h.state()));
  });

  it('writes at most every 2 s while the game changes, always the latest state', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.clock.advance(0);
    for (let seq = 2; seq <= 6; seq++) {
      h.setState({ ...h.state(), seq });
      h.writer.changed();
      await h.clock.advance(300);
    }
    expect(h.calls).toHaveLength(1);
    await h.clock.advance(2000);
    expect(h.calls.map((c) => (c.body as { seq: number }).seq)).toEqual([1, 6]);
  });

  it('flushes at once (game end) and not again without a change', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.writer.flush();
    await h.writer.flush();
    await h.clock.advance(10_000);
    expect(h.calls).toHaveLength(1);
    expect(h.clock.pendingCount()).toBe(0);
  });

  it('logs a failed write and retries with growing pauses until it succeeds', async () => {
    const h = snapshotHarness({ failures: 2 });
    h.writer.changed();
    await h.clock.advance(0);
    expect(h.calls).toHaveLength(1);
    expect(h.logs.at(-1)).toMatch(/snapshot of game g1 failed \(Error: status 503\); retrying in 4000 ms/);
    await h.clock.advance(4000);
    expect(h.calls).toHaveLength(2);
    await h.clock.advance(8000);
    expect(h.calls).toHaveLength(3);
    await h.clock.advance(60_000);
    expect(h.calls).toHaveLength(3);
  });

  it('writes nothing before the game exists', async () => {
    const h = snapshotHarness();
    h.setState(emptyGameState());
    h.writer.changed();
    await h.clock.advance(5000);
    expect(h.calls).toEqual([]);
  });

  it.each([
    ['no API URL', { apiUrl: undefined }],
    ['no secret', { secret: '' }],
    ['an API URL that is not a URL', { apiUrl: 'not a url' }],
  ])('is disabled with %s, and says so once', async (_case, options) => {
    const h = snapshotHarness(options);
    expect(h.writer.enabled).toBe(false);
    h.writer.changed();
    await h.writer.flush();
    await h.clock.advance(5000);
    expect(h.calls).toEqual([]);
    expect(h.logs).toEqual([expect.stringContaining('no snapshots are written')]);
  });
});

describe('isOriginAllowed', () => {
  describe('without ALLOWED_ORIGINS', () => {
    it.each([undefined, '', ' , '])('allows requests without Origin and local origins (%j)', (env) => {
      expect(isOriginAllowed(null, env)).toBe(true);
      expect(isOriginAllowed('http://localhost:4321', env)).toBe(true);
      expect(isOriginAllowed('http://127.0.0.1:1999', env)).toBe(true);
      expect(isOriginAllowed('https://localhost', env)).toBe(true);
    });

    it.each([
      'https://lunette.ch',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'null',
      '',
      'file:///tmp/x.html',
    ])('refuses %j', (origin) => {
      expect(isOriginAllowed(origin, undefined)).toBe(false);
    });
  });

  describe('with ALLOWED_ORIGINS', () => {
    const env = 'https://lunette.ch, https://www.lunette.ch/';

    it('allows listed origins, compared as origins', () => {
      expect(isOriginAllowed('https://lunette.ch', env)).toBe(true);
      expect(isOriginAllowed('https://www.lunette.ch', env)).toBe(true);
      expect(isOriginAllowed('https://LUNETTE.ch', env)).toBe(true);
    });

    it('still allows requests without Origin', () => {
      expect(isOriginAllowed(null, env)).toBe(true);
    });

    it.each([
      'http://lunette.ch',
      'https://lunette.ch:8443',
      'https://evil.example',
      'http://localhost:4321',
    ])('refuses %j, localhost included', (origin) => {
      expect(isOriginAllowed(origin, env)).toBe(false);
    });
  });
});
