/**
 * Tests for how the game room answers messages and applies operations, without workerd: hello,
 * operations (group commit, duplicates, refusals) and restarts (a new room core over the same storage).
 */
import { describe, expect, it } from 'vitest';
import {
  emptyGameState,
  encodeClientMessage,
  MAX_MESSAGE_BYTES,
  MAX_PAGES,
  MAX_PLAYERS,
  PROTOCOL_VERSION,
} from '../src/game/protocol.ts';
import { GameRoomCore } from './room-core.ts';
import { MemoryStorage, quiet } from './test-support.ts';
import {
  addPlayer,
  createGame,
  hello,
  newRoom,
  NOW,
  opId,
  playedRoom,
  RecordingConnection,
  send,
  tap,
} from './test-support.ts';

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

describe('GameRoomCore: a room name that is not a valid game id', () => {
  it.each(['a'.repeat(65), 'dots.in.it', 'spaces in it', 'umlaut-ä', ''])(
    'welcomes nobody in room %j and stores nothing',
    async (roomId) => {
      const storage = new MemoryStorage();
      const core = new GameRoomCore({ roomId, storage, now: () => NOW, log: quiet });
      await core.load();
      const phone = new RecordingConnection();
      await send(core, phone, hello('create'));
      await send(core, phone, createGame());
      expect(phone.received.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual([
        'not_found',
        'invalid_message',
      ]);
      expect(core.connectionCount).toBe(0);
      expect(core.state.game).toBeNull();
      expect(storage.puts).toBe(0);
    },
  );
});

describe('GameRoomCore: ping', () => {
  it('answers pong, before hello too, without touching the game', async () => {
    const { core, storage, phone } = await playedRoom();
    const puts = storage.puts;
    await send(core, phone, { type: 'ping' });
    expect(phone.last).toEqual({ type: 'pong' });
    const stranger = new RecordingConnection();
    await send(core, stranger, { type: 'ping' });
    expect(stranger.received).toEqual([{ type: 'pong' }]);
    expect(storage.puts).toBe(puts);
  });
});

describe('GameRoomCore: limits', () => {
  it(`refuses a player beyond ${MAX_PLAYERS}: not acknowledged, not broadcast, not stored`, async () => {
    const { core, storage, phone } = await playedRoom(); // Anna and Ben
    const other = new RecordingConnection();
    await send(core, other, hello());
    for (let i = 2; i < MAX_PLAYERS; i++) await send(core, phone, addPlayer(`p${i}`));
    expect(core.state.players).toHaveLength(MAX_PLAYERS);
    const before = core.state;
    const puts = storage.puts;
    const broadcasts = other.ofType('applied').length;

    const extra = addPlayer('one-too-many');
    await send(core, phone, extra);
    expect(phone.last).toMatchObject({ type: 'error', code: 'limit_reached', opId: extra.opId });
    expect(phone.ofType('ack').some((ack) => ack.opId === extra.opId)).toBe(false);
    expect(other.ofType('applied')).toHaveLength(broadcasts);
    expect(core.state).toBe(before);
    expect(storage.puts).toBe(puts);

    // Renaming a player and adding one after a removal still work.
    await send(core, phone, { type: 'removePlayer', opId: opId(), playerId: 'p2' });
    await send(core, phone, addPlayer('late'));
    expect(core.state.players.at(-1)?.id).toBe('late');
  });

  it(`refuses a first score on a hole beyond ${MAX_PAGES}, and takes more taps on known holes`, async () => {
    const { core, phone } = await playedRoom();
    for (let i = 0; i < MAX_PAGES; i++) await send(core, phone, tap('anna', `h${i}`));
    const before = core.state;
    const beyond = tap('anna', 'one-hole-too-many');
    await send(core, phone, beyond);
    expect(phone.last).toMatchObject({ type: 'error', code: 'limit_reached', opId: beyond.opId });
    expect(core.state).toBe(before);
    expect(phone.ofType('applied').flatMap((m) => m.ops.map((op) => op.opId))).not.toContain(beyond.opId);

    const known = tap('ben', 'h0');
    await send(core, phone, known);
    expect(phone.last).toMatchObject({ type: 'ack', opId: known.opId, duplicate: false });
  });

  it('refuses the operations beyond a limit within one batch, applying the others', async () => {
    const { core, phone } = await playedRoom();
    const adds = Array.from({ length: MAX_PLAYERS + 2 }, (_, i) => addPlayer(`b${i}`));
    await Promise.all(adds.map((op) => send(core, phone, op)));
    expect(core.state.players).toHaveLength(MAX_PLAYERS);
    const refused = phone.ofType('error').map((e) => e.opId);
    expect(refused).toEqual(adds.slice(MAX_PLAYERS - 2).map((op) => op.opId));
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
    const applied = { type: 'applied', seq: 4, ops: [{ ...op, at: NOW.toISOString() }] };
    expect(anna.received.slice(1)).toEqual([
      applied,
      { type: 'ack', opId: op.opId, seq: 4, duplicate: false },
    ]);
    expect(ben.received.slice(1)).toEqual([applied]);
    expect(stranger.received).toEqual([]);
  });

  it('stamps createGame with the room id, the time and the default name', async () => {
    const { phone } = await playedRoom();
    expect(phone.ofType('applied')[0]?.ops[0]).toMatchObject({
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
    // Each operation's sequence number, from the writes that carried it.
    const seqs = (phone: RecordingConnection) =>
      phone.ofType('applied').flatMap((m) => m.ops.map((_, i) => m.seq - m.ops.length + 1 + i));
    expect(seqs(anna)).toEqual(Array.from({ length: 50 }, (_, i) => i + 4));
    expect(seqs(ben)).toEqual(seqs(anna));
    expect(anna.ofType('ack')).toHaveLength(25);
    // Group commit: fewer frames than taps (the taps that came during a write went out together).
    expect(anna.ofType('applied').length).toBeLessThan(50);
    expect(ben.ofType('applied')).toEqual(anna.ofType('applied'));
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

  it('handles messages delivered one by one before its next macrotask as one write and one frame', async () => {
    // The default scheduling, as in the real room: the runtime delivers a burst event by event.
    const storage = new MemoryStorage();
    const core = new GameRoomCore({ roomId: 'g1', storage, now: () => NOW, log: quiet });
    await core.load();
    const phone = new RecordingConnection();
    await send(core, phone, hello('create'));
    await send(core, phone, createGame());
    await send(core, phone, addPlayer('anna'));
    const puts = storage.puts;
    const taps = Array.from({ length: 5 }, () => tap('anna'));
    const answered: Promise<void>[] = [];
    for (const op of taps) {
      answered.push(send(core, phone, op));
      await Promise.resolve(); // the next message arrives in its own event
    }
    await Promise.all(answered);
    expect(storage.puts).toBe(puts + 1);
    expect(
      phone
        .ofType('applied')
        .at(-1)
        ?.ops.map((op) => op.opId),
    ).toEqual(taps.map((op) => op.opId));
    expect(
      phone
        .ofType('ack')
        .slice(-5)
        .map((ack) => ack.opId),
    ).toEqual(taps.map((op) => op.opId));
  });

  it('acks a duplicate within one batch only once the batch is stored', async () => {
    const { core, storage, phone } = await playedRoom();
    const op = tap('anna');
    const answers = () => phone.received.filter((message) => message.type !== 'applied');
    // Sent together, a tap and its resend form one batch; its write fails.
    storage.failPuts = 1;
    await Promise.all([send(core, phone, op), send(core, phone, op)]);
    expect(answers().slice(-2)).toEqual([
      expect.objectContaining({ type: 'error', code: 'unavailable', opId: op.opId }),
      expect.objectContaining({ type: 'error', code: 'unavailable', opId: op.opId }),
    ]);
    await Promise.all([send(core, phone, op), send(core, phone, op)]);
    expect(answers().slice(-2)).toEqual([
      expect.objectContaining({ type: 'ack', opId: op.opId, duplicate: false, seq: 4 }),
      expect.objectContaining({ type: 'ack', opId: op.opId, duplicate: true, seq: 4 }),
    ]);
    expect(core.state.holes.find((h) => h.playerId === 'anna')?.score).toBe(1);
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
    const first = phone
      .ofType('applied')
      .flatMap((m) => m.ops)
      .find((op) => op.type === 'score');
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
