/**
 * Fakes for testing the room without workerd: an in-memory room storage (that can be told to fail,
 * and that survives a "restart" because a new room core can load from it) and a connection that
 * records what the room sent it.
 */
import { parseServerMessage, type ServerMessage } from '../src/game/protocol.ts';
import type { RoomConnection, RoomStorage } from './room-logic.ts';

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
