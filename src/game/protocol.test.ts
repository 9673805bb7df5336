/** Tests for the game wire protocol: what `parseClientMessage` accepts and how it refuses the rest. */
import { describe, expect, it } from 'vitest';
import {
  emptyGameState,
  encodeClientMessage,
  MAX_NAME_LENGTH,
  snapshotOf,
  encodeServerMessage,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  type ErrorCode,
  type ServerMessage,
} from './protocol.ts';

const validHello = { type: 'hello', version: PROTOCOL_VERSION, clientId: 'client-1', intent: 'join' };

function errorCodeOf(raw: string): ErrorCode | 'accepted' {
  const result = parseClientMessage(raw);
  return result.ok ? 'accepted' : result.error.code;
}

describe('parseClientMessage', () => {
  it('accepts a valid hello', () => {
    expect(parseClientMessage(JSON.stringify(validHello))).toEqual({ ok: true, message: validHello });
  });

  it('accepts a ping, and nothing more in it', () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: 'ping' } });
    expect(errorCodeOf('{"type":"ping","extra":1}')).toBe('invalid_message');
  });

  it('accepts client ids of 1 and 64 characters', () => {
    expect(errorCodeOf(JSON.stringify({ ...validHello, clientId: 'a' }))).toBe('accepted');
    expect(errorCodeOf(JSON.stringify({ ...validHello, clientId: 'a'.repeat(64) }))).toBe('accepted');
  });

  it.each([
    ['an unknown type', { ...validHello, type: 'welcome' }],
    ['no type', { version: PROTOCOL_VERSION, clientId: 'c', intent: 'join' }],
    ['no version', { type: 'hello', clientId: 'c', intent: 'join' }],
    ['no client id', { type: 'hello', version: PROTOCOL_VERSION, intent: 'join' }],
    ['no intent', { type: 'hello', version: PROTOCOL_VERSION, clientId: 'c' }],
    ['an unknown intent', { ...validHello, intent: 'watch' }],
    ['an empty client id', { ...validHello, clientId: '' }],
    ['a client id of 65 characters', { ...validHello, clientId: 'a'.repeat(65) }],
    ['a numeric client id', { ...validHello, clientId: 42 }],
    ['a version given as a string', { ...validHello, version: String(PROTOCOL_VERSION) }],
    ['an unexpected field', { ...validHello, admin: true }],
    ['an array', [validHello]],
    ['a string', 'hello'],
    ['null', null],
  ])('refuses a message with %s as invalid_message', (_case, message) => {
    expect(errorCodeOf(JSON.stringify(message))).toBe('invalid_message');
  });

  it.each(['', 'not json', '{"type":"hello",', '{type: "hello"}'])('refuses %j as invalid JSON', (raw) => {
    const result = parseClientMessage(raw);
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid_message', message: 'Message is not valid JSON.' },
    });
  });

  it('names the failing field without echoing the received value', () => {
    const result = parseClientMessage(JSON.stringify({ ...validHello, clientId: 'secret-'.repeat(20) }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain('"clientId"');
    expect(result.error.message).not.toContain('secret');
  });

  it('refuses a hello of another protocol version as version_mismatch, whatever its shape', () => {
    for (const version of [PROTOCOL_VERSION + 1, 0, 1.5]) {
      expect(errorCodeOf(JSON.stringify({ ...validHello, version }))).toBe('version_mismatch');
    }
    const futureHello = { type: 'hello', version: PROTOCOL_VERSION + 1, token: 'a-new-field' };
    const result = parseClientMessage(JSON.stringify(futureHello));
    expect(result).toMatchObject({ ok: false, error: { code: 'version_mismatch' } });
    if (!result.ok) expect(result.error.message).toContain(`version ${PROTOCOL_VERSION}`);
  });

  describe('size limit', () => {
    const utf8Length = (text: string): number => new TextEncoder().encode(text).length;
    /** A valid hello with this client id, padded with JSON whitespace to exactly `bytes` UTF-8 bytes. */
    const helloOfBytes = (clientId: string, bytes: number): string => {
      const json = JSON.stringify({ ...validHello, clientId });
      return `${json}${' '.repeat(bytes - utf8Length(json))}`;
    };

    it.each([
      ['ASCII', 'client-1'],
      ['2-byte characters', 'ü'.repeat(10)],
      ['3-byte characters', '⛳'.repeat(10)],
      ['surrogate pairs', '🏌'.repeat(10)],
    ])('accepts exactly MAX_MESSAGE_BYTES and refuses one byte more (%s)', (_case, clientId) => {
      const atLimit = helloOfBytes(clientId, MAX_MESSAGE_BYTES);
      expect(utf8Length(atLimit)).toBe(MAX_MESSAGE_BYTES);
      expect(errorCodeOf(atLimit)).toBe('accepted');
      expect(errorCodeOf(helloOfBytes(clientId, MAX_MESSAGE_BYTES + 1))).toBe('too_large');
    });

    it('counts UTF-8 bytes, not characters', () => {
      const raw = JSON.stringify({ ...validHello, clientId: '€'.repeat(MAX_MESSAGE_BYTES / 2) });
      expect(raw.length).toBeLessThan(MAX_MESSAGE_BYTES);
      expect(utf8Length(raw)).toBeGreaterThan(MAX_MESSAGE_BYTES);
      expect(errorCodeOf(raw)).toBe('too_large');
    });

    it('checks the size before parsing, so huge garbage is too_large', () => {
      expect(errorCodeOf('x'.repeat(MAX_MESSAGE_BYTES * 4))).toBe('too_large');
    });
  });

  it('never throws, whatever the input', () => {
    const inputs = ['{"__proto__":{"type":"hello"}}', '{"type":"hello","version":1e999}', '\u0000', '\ud800'];
    for (const raw of inputs) expect(() => parseClientMessage(raw)).not.toThrow();
  });
});

describe('encoding', () => {
  it('round-trips every server message through parseServerMessage', () => {
    const messages: ServerMessage[] = [
      {
        type: 'welcome',
        version: PROTOCOL_VERSION,
        roomId: 'room-1',
        state: {
          game: { id: 'g1', gameName: 'Game 22.11.2026', createdAt: '2026-11-22T10:00:00.000Z' },
          players: [{ id: 'p1', playerName: 'Anna', createdAt: '2026-11-22T10:01:00.000Z' }],
          holes: [{ pageId: 'page-1', playerId: 'p1', score: 3, updatedAt: '2026-11-22T10:05:00.000Z' }],
          secondLastPage: null,
          removedPlayerIds: [],
          appliedOpIds: ['o1', 'o2'],
          seq: 2,
        },
      },
      {
        type: 'applied',
        seq: 3,
        ops: [
          {
            type: 'score',
            opId: 'o3',
            pageId: 'page-1',
            playerId: 'p1',
            delta: -1,
            at: '2026-11-22T10:06:00.000Z',
          },
        ],
      },
      {
        type: 'applied',
        seq: 1,
        ops: [
          {
            type: 'createGame',
            opId: 'o1',
            gameId: 'g1',
            gameName: 'Game 22.11.2026',
            at: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
      { type: 'ack', opId: 'o3', seq: 3, duplicate: false },
      { type: 'error', code: 'too_large', message: 'Too large.' },
      { type: 'error', code: 'not_found', message: 'No such game.', opId: 'o4' },
      { type: 'error', code: 'limit_reached', message: 'Full.', opId: 'o5' },
      { type: 'pong' },
    ];
    for (const message of messages) {
      expect(parseServerMessage(encodeServerMessage(message))).toEqual({ ok: true, message });
    }
  });

  it('refuses a welcome whose state breaks the schema', () => {
    const negativeScore = {
      type: 'welcome',
      version: PROTOCOL_VERSION,
      roomId: 'r',
      state: {
        game: null,
        players: [],
        holes: [{ pageId: 'p', playerId: 'x', score: -1, updatedAt: 'now' }],
      },
    };
    expect(parseServerMessage(JSON.stringify(negativeScore))).toMatchObject({
      ok: false,
      error: { code: 'invalid_message' },
    });
  });

  it('encodes a hello the room accepts', () => {
    const hello = { type: 'hello', version: PROTOCOL_VERSION, clientId: 'c', intent: 'create' } as const;
    expect(parseClientMessage(encodeClientMessage(hello))).toEqual({ ok: true, message: hello });
  });
});

describe('operations', () => {
  const ops = {
    createGame: { type: 'createGame', opId: 'o1' },
    createGameNamed: { type: 'createGame', opId: 'o1', gameName: 'Altstadt' },
    addPlayer: { type: 'addPlayer', opId: 'o2', playerId: 'p1', playerName: ' Anna ' },
    renamePlayer: { type: 'renamePlayer', opId: 'o3', playerId: 'p1', playerName: 'Anna B.' },
    removePlayer: { type: 'removePlayer', opId: 'o4', playerId: 'p1' },
    scorePlus: { type: 'score', opId: 'o5', pageId: 'page-hole-1', playerId: 'p1', delta: 1 },
    scoreMinus: { type: 'score', opId: 'o6', pageId: 'page-hole-1', playerId: 'p1', delta: -1 },
    reportPageComplete: { type: 'reportPageComplete', opId: 'o7', pageId: 'page-hole-5', complete: true },
  };

  it.each(Object.entries(ops))('accepts %s', (_name, op) => {
    expect(parseClientMessage(JSON.stringify(op))).toEqual({ ok: true, message: op });
  });

  it.each([
    ['a delta of 2', { ...ops.scorePlus, delta: 2 }],
    ['a delta of 0', { ...ops.scorePlus, delta: 0 }],
    ['a delta given as a string', { ...ops.scorePlus, delta: '1' }],
    ['an absolute score', { ...ops.scorePlus, score: 5 }],
    ['no operation id', { type: 'removePlayer', playerId: 'p1' }],
    ['an operation id with spaces', { ...ops.removePlayer, opId: 'a b' }],
    ['an operation id of 65 characters', { ...ops.removePlayer, opId: 'a'.repeat(65) }],
    ['an empty player id', { ...ops.removePlayer, playerId: '' }],
    ['a page id with a slash', { ...ops.scorePlus, pageId: 'a/b' }],
    ['a name that is too long', { ...ops.addPlayer, playerName: 'x'.repeat(MAX_NAME_LENGTH + 1) }],
    ['a numeric name', { ...ops.addPlayer, playerName: 42 }],
    ['a completeness given as a string', { ...ops.reportPageComplete, complete: 'yes' }],
    ['a room-side stamp', { ...ops.scorePlus, at: '2026-11-22T10:00:00.000Z' }],
  ])('refuses an operation with %s as invalid_message', (_case, op) => {
    expect(errorCodeOf(JSON.stringify(op))).toBe('invalid_message');
  });

  it('names the operation id of a refused operation when it is valid, so that the client can drop it', () => {
    expect(parseClientMessage(JSON.stringify({ ...ops.scorePlus, delta: 2 }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_message', opId: 'o5' },
    });
    const badId = parseClientMessage(JSON.stringify({ ...ops.scorePlus, opId: 'a b' }));
    expect(badId.ok === false && 'opId' in badId.error).toBe(false);
  });

  it('accepts names of exactly MAX_NAME_LENGTH characters', () => {
    expect(errorCodeOf(JSON.stringify({ ...ops.addPlayer, playerName: 'x'.repeat(MAX_NAME_LENGTH) }))).toBe(
      'accepted',
    );
  });

  it('refuses an applied operation without its stamp', () => {
    const unstamped = { type: 'applied', seq: 1, ops: [ops.scorePlus] };
    expect(parseServerMessage(JSON.stringify(unstamped))).toMatchObject({ ok: false });
  });

  it('refuses an applied message without operations, or with more than its sequence number allows', () => {
    const stamped = { ...ops.scorePlus, at: '2026-11-22T10:06:00.000Z' };
    expect(parseServerMessage(JSON.stringify({ type: 'applied', seq: 1, ops: [] }))).toMatchObject({
      ok: false,
    });
    expect(
      parseServerMessage(JSON.stringify({ type: 'applied', seq: 1, ops: [stamped, stamped] })),
    ).toMatchObject({ ok: false });
  });
});

describe('snapshotOf', () => {
  it('is null before the game exists', () => {
    expect(snapshotOf(emptyGameState())).toBeNull();
  });

  it("keeps the game's data and drops the room's bookkeeping", () => {
    const game = { id: 'g1', gameName: 'Game 22.11.2026', createdAt: '2026-11-22T10:00:00.000Z' };
    const state = { ...emptyGameState(), game, appliedOpIds: ['o1'], removedPlayerIds: ['x'], seq: 1 };
    expect(snapshotOf(state)).toEqual({ game, players: [], holes: [], secondLastPage: null, seq: 1 });
  });
});
