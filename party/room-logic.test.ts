/** Tests for the game room's decisions, without workerd: replies, stored state and origin checks. */
import { describe, expect, it } from 'vitest';
import { emptyGameState, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type GameState } from '../src/game/protocol.ts';
import { isOriginAllowed, readStoredState, replyToClientMessage } from './room-logic.ts';

const playedState: GameState = {
  game: { id: 'g1', gameName: 'Game 22.11.2026', createdAt: '2026-11-22T10:00:00.000Z' },
  players: [{ id: 'p1', playerName: 'Anna', createdAt: '2026-11-22T10:01:00.000Z' }],
  holes: [{ pageId: 'page-1', playerId: 'p1', score: 2, updatedAt: '2026-11-22T10:05:00.000Z' }],
};
const room = { roomId: 'room-1', state: playedState };
const hello = (version: number) => JSON.stringify({ type: 'hello', version, clientId: 'client-1' });

describe('replyToClientMessage', () => {
  it('welcomes a valid hello with the room id and its state', () => {
    expect(replyToClientMessage(hello(PROTOCOL_VERSION), room)).toEqual({
      type: 'welcome',
      version: PROTOCOL_VERSION,
      roomId: 'room-1',
      state: playedState,
    });
  });

  it('welcomes into an empty state for a fresh room', () => {
    const reply = replyToClientMessage(hello(PROTOCOL_VERSION), { roomId: 'r', state: emptyGameState() });
    expect(reply).toMatchObject({ type: 'welcome', state: { game: null, players: [], holes: [] } });
  });

  it('answers a hello of another version with version_mismatch and no state', () => {
    const reply = replyToClientMessage(hello(PROTOCOL_VERSION + 1), room);
    expect(reply).toMatchObject({ type: 'error', code: 'version_mismatch' });
    expect(reply).not.toHaveProperty('state');
  });

  it.each([
    ['garbage', 'garbage'],
    ['an unknown message type', JSON.stringify({ type: 'score', version: PROTOCOL_VERSION })],
    ['a hello without client id', JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION })],
  ])('answers %s with invalid_message', (_case, raw) => {
    expect(replyToClientMessage(raw, room)).toMatchObject({ type: 'error', code: 'invalid_message' });
  });

  it('answers an oversized message with too_large', () => {
    const raw = `${hello(PROTOCOL_VERSION)}${' '.repeat(MAX_MESSAGE_BYTES)}`;
    expect(replyToClientMessage(raw, room)).toMatchObject({ type: 'error', code: 'too_large' });
  });

  it('refuses binary frames, even one holding a valid hello', () => {
    const bytes = new TextEncoder().encode(hello(PROTOCOL_VERSION));
    expect(replyToClientMessage(bytes, room)).toMatchObject({ type: 'error', code: 'invalid_message' });
    expect(replyToClientMessage(bytes.buffer, room)).toMatchObject({
      type: 'error',
      code: 'invalid_message',
    });
    const huge = new Uint8Array(MAX_MESSAGE_BYTES + 1);
    expect(replyToClientMessage(huge, room)).toMatchObject({ type: 'error', code: 'too_large' });
  });
});

describe('readStoredState', () => {
  it('reads nothing stored as an empty game', () => {
    expect(readStoredState(undefined)).toEqual({ game: null, players: [], holes: [] });
  });

  it('reads back a stored state', () => {
    expect(readStoredState(structuredClone(playedState))).toEqual(playedState);
  });

  it('throws on a state that does not match the schema rather than starting over', () => {
    expect(() => readStoredState({ game: null, players: 'none' })).toThrow(/players/);
    expect(() => readStoredState(null)).toThrow(/does not match/);
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
