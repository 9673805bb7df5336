/**
 * A fake PartyKit server for testing the browser store against the real room core: rooms reachable
 * through a fake WebSocket that can be cut (phone offline), stalled (the network silently stops:
 * nothing arrives, nothing closes) and whose rooms can restart or turn connections away with a
 * close code, and browser storage in a Map (a new store over the same storage is a reload).
 */
import { GameRoomCore, type RoomConnection } from './room-core.ts';
import { MemoryStorage } from './test-support.ts';

/** The rooms of a fake PartyKit server, reachable through `FakeWebSocket`s. */
export class FakeParty {
  online = true;
  /** While true, nothing is delivered either way and no connection opens or closes. */
  stalled = false;
  /** Rooms that close every connection at once with this code (as `game.ts` does at connect). */
  readonly refusing = new Map<string, { code: number; reason: string }>();
  readonly storages = new Map<string, MemoryStorage>();
  readonly cores = new Map<string, Promise<GameRoomCore>>();
  readonly sockets = new Set<FakeSocketBase>();
  readonly WebSocket: typeof WebSocket;

  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below closes over its party
    const party = this;
    this.WebSocket = class extends FakeSocketBase {
      constructor(url: string | URL) {
        super(party, String(url));
      }
    } as unknown as typeof WebSocket;
  }

  core(room: string): Promise<GameRoomCore> {
    let core = this.cores.get(room);
    if (core === undefined) {
      const storage = this.storages.get(room) ?? new MemoryStorage();
      this.storages.set(room, storage);
      const created = new GameRoomCore({ roomId: room, storage, log: () => undefined });
      core = created.load().then(() => created);
      this.cores.set(room, core);
    }
    return core;
  }

  /** Every connection drops and no new one succeeds until `restore()`. */
  cut(): void {
    this.online = false;
    for (const socket of [...this.sockets]) socket.drop();
  }

  restore(): void {
    this.online = true;
  }

  /** The room process restarts: connections drop, the rooms reload from their storage. */
  restart(): void {
    for (const socket of [...this.sockets]) socket.drop();
    this.cores.clear();
  }
}

/** Just enough of a browser WebSocket for partysocket; messages are delivered asynchronously. */
class FakeSocketBase extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  readonly #party: FakeParty;
  readonly #room: string;
  readonly #connection: RoomConnection;

  constructor(party: FakeParty, url: string) {
    super();
    this.#party = party;
    this.#room = new URL(url).pathname.split('/').at(-1) ?? '';
    this.#connection = { send: (message) => this.#deliver(message) };
    const opening = () => {
      if (this.readyState !== 0) return;
      if (party.stalled) {
        setTimeout(opening, 5);
        return;
      }
      if (!party.online) {
        this.readyState = 3;
        this.dispatchEvent(new Event('error'));
        this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
        return;
      }
      this.readyState = 1;
      party.sockets.add(this);
      this.dispatchEvent(new Event('open'));
      const refusal = party.refusing.get(this.#room);
      if (refusal !== undefined) this.#end(refusal.code, refusal.reason);
    };
    setTimeout(opening, 1);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    if (this.#party.stalled) return;
    void this.#party.core(this.#room).then((core) => core.receive(data, this.#connection));
  }

  close(): void {
    this.#end(1000);
  }

  /** The network dropped the connection. */
  drop(): void {
    this.#end(1006);
  }

  #end(code: number, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.#party.sockets.delete(this);
    void this.#party.core(this.#room).then((core) => core.disconnect(this.#connection));
    setTimeout(() => this.dispatchEvent(new CloseEvent('close', { code, reason })), 0);
  }

  #deliver(message: string): void {
    if (this.#party.stalled) return;
    setTimeout(() => {
      if (this.readyState === 1) this.dispatchEvent(new MessageEvent('message', { data: message }));
    }, 0);
  }
}

/** Browser storage in a Map. */
export class MemoryBrowserStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
