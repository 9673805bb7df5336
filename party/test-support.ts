/**
 * Fakes for testing the room without workerd: an in-memory room storage (that can be told to fail,
 * and that survives a "restart" because a new room core can load from it) and a connection that
 * records what the room sent it; and the rooms, phones and operations the room tests share.
 */
import {
  encodeClientMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientOp,
  type ServerMessage,
} from '../src/game/protocol.ts';
import { GameRoomCore, type RoomConnection } from './room-core.ts';
import type { RoomStorage } from './room-storage.ts';

/** Room storage in a Map; values are deep-copied in and out, as a real storage serialises them. */
export class MemoryStorage implements RoomStorage {
  readonly values = new Map<string, unknown>();
  puts = 0;
  /** Makes the next `put` calls fail (without writing), e.g. to test `unavailable`. */
  failPuts = 0;

  async get(key: string): Promise<unknown> {
    const value = this.values.get(key);
    return value === undefined ? undefined : structuredClone(value);
  }

  async list({ prefix }: { prefix: string }): Promise<Map<string, unknown>> {
    const keys = [...this.values.keys()].filter((key) => key.startsWith(prefix)).sort();
    return new Map(keys.map((key) => [key, structuredClone(this.values.get(key))]));
  }

  async put(entries: Record<string, unknown>): Promise<void> {
    await Promise.resolve();
    if (this.failPuts > 0) {
      this.failPuts -= 1;
      throw new Error('disk full');
    }
    this.puts += 1;
    for (const [key, value] of Object.entries(entries)) this.values.set(key, structuredClone(value));
  }
}

/** A connection that keeps every message the room sent it, parsed. */
export class RecordingConnection implements RoomConnection {
  readonly received: ServerMessage[] = [];

  send(message: string): void {
    const parsed = parseServerMessage(message);
    if (!parsed.ok) throw new Error(`the room sent a message outside the protocol: ${message}`);
    this.received.push(parsed.message);
  }

  /** The messages of one type, in order. */
  ofType<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter(
      (message): message is Extract<ServerMessage, { type: T }> => message.type === type,
    );
  }

  get last(): ServerMessage | undefined {
    return this.received.at(-1);
  }
}

/** The clock of the room tests. */
export const NOW = new Date('2026-11-22T10:00:00.000Z');
/** A log that drops everything. */
export const quiet = () => undefined;

/**
 * A room core over `storage` (a fresh one by default), on the test clock; call `load()` first. It
 * handles messages a microtask after they arrive (the real room waits for the next macrotask, see
 * `GameRoomCore.receive`), so that long tests stay fast; messages sent together still form a batch.
 */
export function newRoom(storage = new MemoryStorage()) {
  const core = new GameRoomCore({ roomId: 'g1', storage, now: () => NOW, log: quiet, defer: queueMicrotask });
  return { core, storage };
}

/** The hello a phone sends first. */
export const hello = (intent: 'join' | 'create' = 'join'): ClientMessage => ({
  type: 'hello',
  version: PROTOCOL_VERSION,
  clientId: 'client-1',
  intent,
});

let opCounter = 0;
/** A fresh operation id. */
export const opId = () => `op-${++opCounter}`;
/** A phone's `createGame` operation (each operation below has a fresh id). */
export const createGame = (): ClientOp => ({ type: 'createGame', opId: opId() });
/** Adds a player under `playerId` (named after the id unless a name is given). */
export const addPlayer = (playerId: string, playerName = playerId): ClientOp => ({
  type: 'addPlayer',
  opId: opId(),
  playerId,
  playerName,
});
/** One tap on plus (or minus) for a player on a hole page. */
export const tap = (playerId: string, pageId = 'h1', delta: 1 | -1 = 1): ClientOp => ({
  type: 'score',
  opId: opId(),
  pageId,
  playerId,
  delta,
});

/** Sends a message from a connection, encoded, and waits for its answer. */
export const send = (core: GameRoomCore, connection: RecordingConnection, message: ClientMessage) =>
  core.receive(encodeClientMessage(message), connection);

/** A room with a created game and players Anna and Ben, and a welcomed connection. */
export async function playedRoom() {
  const { core, storage } = newRoom();
  await core.load();
  const phone = new RecordingConnection();
  await send(core, phone, hello('create'));
  for (const op of [createGame(), addPlayer('anna', 'Anna'), addPlayer('ben', 'Ben')])
    await send(core, phone, op);
  return { core, storage, phone };
}
