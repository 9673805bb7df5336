/**
 * Tests for the PartyKit wiring of the room (`game.ts`) over a fake room: which connections it turns
 * away at connect (a room name that is not a valid game id, a phone of another site) with the close
 * codes the client understands, and that nothing they still send reaches the game.
 */
import type * as Party from 'partykit/server';
import { describe, expect, it } from 'vitest';
import { encodeClientMessage, ROOM_CLOSE, type ServerMessage } from '../src/game/protocol.ts';
import GameRoom from './game.ts';
import { createGame, hello } from './test-support.ts';

/** Room storage with both `put` forms PartyKit offers. */
class FakeRoomStorage {
  readonly values = new Map<string, unknown>();
  async get(key: string): Promise<unknown> {
    return this.values.get(key);
  }
  async list({ prefix }: { prefix: string }): Promise<Map<string, unknown>> {
    return new Map([...this.values].filter(([key]) => key.startsWith(prefix)));
  }
  async put(keyOrEntries: string | Record<string, unknown>, value?: unknown): Promise<void> {
    if (typeof keyOrEntries === 'string') this.values.set(keyOrEntries, value);
    else for (const [key, entry] of Object.entries(keyOrEntries)) this.values.set(key, entry);
  }
}

class FakeConnection {
  readonly received: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  send(message: string): void {
    this.received.push(JSON.parse(message) as ServerMessage);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
}

async function startRoom(id: string) {
  const storage = new FakeRoomStorage();
  const room = { id, env: {}, storage } as unknown as Party.Room;
  const server = new GameRoom(room);
  await server.onStart();
  const connect = async (origin: string) => {
    const connection = new FakeConnection();
    const request = new Request('http://127.0.0.1:1999/parties/main/x', { headers: { Origin: origin } });
    await server.onConnect(
      connection as unknown as Party.Connection,
      {
        request,
      } as unknown as Party.ConnectionContext,
    );
    const say = (message: Parameters<typeof encodeClientMessage>[0]) =>
      server.onMessage(encodeClientMessage(message), connection as unknown as Party.Connection);
    return { connection, say };
  };
  return { server, storage, connect };
}

describe('GameRoom at connect', () => {
  it('turns every connection away from a room whose name is not a valid game id', async () => {
    const { storage, connect } = await startRoom('not a valid id!');
    const phone = await connect('http://localhost:4321');
    expect(phone.connection.closed).toEqual(ROOM_CLOSE.invalidGameId);
    await phone.say(hello('create'));
    await phone.say(createGame());
    expect(phone.connection.received).toEqual([]);
    expect(storage.values.size).toBe(0);
  });

  it('welcomes phones of the site the game belongs to and turns away another site', async () => {
    const { storage, connect } = await startRoom('good-game_1');
    const first = await connect('http://optik-a.localhost:4321');
    expect(first.connection.closed).toBeNull();
    await first.say(hello('create'));
    await first.say(createGame());
    expect(first.connection.received.map((m) => m.type)).toEqual(['welcome', 'applied', 'ack']);
    expect(storage.values.get('site-host')).toBe('optik-a.localhost');

    const other = await connect('http://optik-b.localhost:4321');
    expect(other.connection.closed).toEqual(ROOM_CLOSE.otherSite);
    await other.say(hello('join'));
    expect(other.connection.received).toEqual([]);
  });
});
