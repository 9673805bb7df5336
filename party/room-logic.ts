/**
 * The game room's decisions, kept free of PartyKit so they run in plain unit tests: how messages
 * are answered and operations applied (`GameRoomCore`), how the state is laid out in room storage,
 * when the database snapshot is written (`SnapshotWriter`), and which browser origins may connect.
 * `party/game.ts` only wires these to the PartyKit lifecycle.
 */
import * as v from 'valibot';
import { applyOp, isApplied, stampOp } from '../src/game/reducer.ts';
import {
  emptyGameState,
  encodeServerMessage,
  GameStateSchema,
  IdSchema,
  MAX_APPLIED_OP_IDS,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  PROTOCOL_VERSION,
  snapshotOf,
  type AppliedOp,
  type ClientOp,
  type GameState,
  type HelloMessage,
  type HoleScore,
  type ServerMessage,
} from '../src/game/protocol.ts';

// ---------------------------------------------------------------------------------------------------
// Storage layout. A Durable Object value holds at most 128 KiB, and a write costs in proportion to
// its size, so the state is split and an operation rewrites only the small parts it changed, in one
// atomic `put`:
// - `state`: the state without its hole rows and applied operation ids;
// - `holes:<pageId>`: one page's hole rows;
// - `ops:<n mod 11>`: the applied operation ids of sequence numbers n*100+1 to n*100+100, as
//   `{ chunk: n, ids }`; eleven slots hold the last 1000 ids with room to spare.

/** Storage key of the state without its hole rows and operation ids. */
export const STATE_STORAGE_KEY = 'state';
/** Prefix of the storage keys holding one page's hole rows each. */
export const HOLES_KEY_PREFIX = 'holes:';
/** Prefix of the storage keys holding applied operation ids, 100 per key. */
export const OPS_KEY_PREFIX = 'ops:';
const OPS_PER_CHUNK = 100;
const OPS_SLOTS = Math.ceil(MAX_APPLIED_OP_IDS / OPS_PER_CHUNK) + 1;

const OpsChunkSchema = v.object({
  chunk: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ids: v.pipe(v.array(IdSchema), v.maxLength(OPS_PER_CHUNK)),
});

/** The part of PartyKit's room storage the room uses (a Durable Object's storage in production). */
export interface RoomStorage {
  get(key: string): Promise<unknown>;
  list(options: { prefix: string }): Promise<Map<string, unknown>>;
  /** Writes all entries atomically. */
  put(entries: Record<string, unknown>): Promise<void>;
}

/**
 * Reads the room's state from storage: nothing stored means an empty game. A state of the first
 * layout (hole rows and operation ids inside `state`) is moved to the split layout at once. A value
 * that does not match the schema throws instead of being replaced by an empty state, so that a
 * later write cannot silently wipe a game; a future shape change adds a migration here.
 *
 * @example
 * const state = await loadState(room.storage);
 */
export async function loadState(storage: RoomStorage): Promise<GameState> {
  const stored = await storage.get(STATE_STORAGE_KEY);
  if (stored === undefined) return emptyGameState();
  const core = readStoredState(stored);
  const pages = await storage.list({ prefix: HOLES_KEY_PREFIX });
  const rows = [...pages.values()].flatMap((value) => readStoredState({ ...core, holes: value }).holes);
  const firstLayout = core.holes.length > 0 || core.appliedOpIds.length > 0;
  const appliedOpIds = firstLayout ? core.appliedOpIds : await loadOpIds(storage, core.seq);
  const state = readStoredState({ ...core, holes: sortHoles([...core.holes, ...rows]), appliedOpIds });
  if (firstLayout) await storage.put(storageEntries(null, state));
  return state;
}

/** The applied operation ids of the latest `MAX_APPLIED_OP_IDS` sequence numbers up to `seq`. */
async function loadOpIds(storage: RoomStorage, seq: number): Promise<string[]> {
  const bySeq = new Map<number, string>();
  for (const [key, value] of await storage.list({ prefix: OPS_KEY_PREFIX })) {
    const chunk = v.safeParse(OpsChunkSchema, value);
    if (!chunk.success) throw new Error(`Stored operation ids under "${key}" do not match their schema`);
    chunk.output.ids.forEach((id, i) => bySeq.set(chunk.output.chunk * OPS_PER_CHUNK + i + 1, id));
  }
  const ids: string[] = [];
  for (let s = Math.max(1, seq - MAX_APPLIED_OP_IDS + 1); s <= seq; s++) {
    const id = bySeq.get(s);
    if (id === undefined) throw new Error(`Stored operation id of sequence number ${s} is missing`);
    ids.push(id);
  }
  return ids;
}

/**
 * Validates a stored state value (see `loadState`).
 *
 * @example
 * readStoredState({ game: null, players: [], holes: [] }); // an empty state
 */
export function readStoredState(stored: unknown): GameState {
  const result = v.safeParse(GameStateSchema, stored);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(
    `Stored game state does not match protocol version ${PROTOCOL_VERSION} at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
  );
}

/**
 * The storage entries that turn `previous` into `next`: the state without hole rows and operation
 * ids, every page whose rows differ (an empty list for a page that lost all its rows), and the
 * operation id chunks of the sequence numbers in between. `previous` null writes everything.
 *
 * @example
 * await storage.put(storageEntries(state, next));
 */
export function storageEntries(previous: GameState | null, next: GameState): Record<string, unknown> {
  const entries: Record<string, unknown> = { [STATE_STORAGE_KEY]: { ...next, holes: [], appliedOpIds: [] } };
  const before = previous === null ? new Map<string, HoleScore[]>() : holesByPage(previous.holes);
  const after = holesByPage(next.holes);
  for (const pageId of new Set([...before.keys(), ...after.keys()])) {
    const rows = after.get(pageId) ?? [];
    if (previous === null || JSON.stringify(before.get(pageId) ?? []) !== JSON.stringify(rows)) {
      entries[`${HOLES_KEY_PREFIX}${pageId}`] = rows;
    }
  }
  // appliedOpIds[i] was applied at sequence number firstSeq + i.
  const firstSeq = next.seq - next.appliedOpIds.length + 1;
  const fromSeq = Math.max(firstSeq, (previous?.seq ?? 0) + 1);
  if (fromSeq <= next.seq) {
    const chunkOf = (seq: number) => Math.floor((seq - 1) / OPS_PER_CHUNK);
    for (let chunk = chunkOf(fromSeq); chunk <= chunkOf(next.seq); chunk++) {
      const chunkStart = chunk * OPS_PER_CHUNK + 1;
      const from = Math.max(chunkStart, firstSeq) - firstSeq;
      const ids = next.appliedOpIds.slice(from, chunkStart + OPS_PER_CHUNK - firstSeq);
      // A chunk that starts before the remembered window keeps only its remembered end; pad
      // its start so that positions still map to sequence numbers (never read back).
      const padded =
        chunkStart < firstSeq ? [...Array<string>(firstSeq - chunkStart).fill('-'), ...ids] : ids;
      entries[`${OPS_KEY_PREFIX}${chunk % OPS_SLOTS}`] = { chunk, ids: padded };
    }
  }
  return entries;
}

function holesByPage(holes: readonly HoleScore[]): Map<string, HoleScore[]> {
  const pages = new Map<string, HoleScore[]>();
  for (const hole of holes) pages.set(hole.pageId, [...(pages.get(hole.pageId) ?? []), hole]);
  return pages;
}

function sortHoles(holes: HoleScore[]): HoleScore[] {
  const key = (hole: HoleScore) => [hole.pageId, hole.playerId] as const;
  return holes.sort((a, b) => {
    const [pageA, playerA] = key(a);
    const [pageB, playerB] = key(b);
    if (pageA !== pageB) return pageA < pageB ? -1 : 1;
    return playerA < playerB ? -1 : playerA > playerB ? 1 : 0;
  });
}

// ---------------------------------------------------------------------------------------------------
// The room.

/** One client connection, as the room sees it. */
export interface RoomConnection {
  send(message: string): void;
}

export interface GameRoomCoreOptions {
  /** The room name, which is the game id. */
  roomId: string;
  storage: RoomStorage;
  now?: () => Date;
  /** Called after an operation was stored and broadcast (e.g. to schedule the database snapshot). */
  onApplied?: (op: AppliedOp, state: GameState) => void;
  log?: (message: string) => void;
}

/**
 * What a batch of operations sends once its storage write is done: plain replies as they are; an
 * applied operation as its broadcast and the sender's ack (or `unavailable` if the write failed);
 * a duplicate of an operation in the same batch as an ack (or `unavailable`).
 */
type Effect =
  | { kind: 'reply'; connection: RoomConnection; message: ServerMessage }
  | { kind: 'applied'; connection: RoomConnection; op: AppliedOp; seq: number }
  | { kind: 'duplicate'; connection: RoomConnection; opId: string; seq: number };

interface Batch {
  /** The stored state the batch started from. */
  base: GameState;
  /** The state with the batch's operations applied. */
  working: GameState;
  effects: Effect[];
}

/**
 * The authoritative game of one room. Messages are handled in arrival order, each operation on the
 * state its predecessors left. An operation is acknowledged (and broadcast) only after the state
 * holding it is in storage, so an acknowledged score survives a restart. Operations that arrive
 * while a write is under way are applied together and stored with one write (group commit), which
 * keeps a burst of taps from queueing behind one write each.
 *
 * @example
 * const core = new GameRoomCore({ roomId: room.id, storage: room.storage });
 * await core.load();
 * connection.onmessage = (event) => core.receive(event.data, connection);
 */
export class GameRoomCore {
  readonly #options: GameRoomCoreOptions;
  readonly #welcomed = new Set<RoomConnection>();
  readonly #inbox: {
    raw: string | ArrayBuffer | ArrayBufferView;
    connection: RoomConnection;
    done: () => void;
  }[] = [];
  #draining = false;
  #state: GameState = emptyGameState();

  constructor(options: GameRoomCoreOptions) {
    this.#options = options;
  }

  /** The current state (the stored one). */
  get state(): GameState {
    return this.#state;
  }

  /** How many connections said hello and are still open. */
  get connectionCount(): number {
    return this.#welcomed.size;
  }

  /** Reads the stored state; call before the first message. */
  async load(): Promise<void> {
    this.#state = await loadState(this.#options.storage);
  }

  /**
   * Handles one raw message from a connection; resolves when it is answered (after the messages
   * received before it).
   */
  receive(raw: string | ArrayBuffer | ArrayBufferView, connection: RoomConnection): Promise<void> {
    return new Promise((done) => {
      this.#inbox.push({ raw, connection, done });
      if (!this.#draining) void this.#drain();
    });
  }

  /** Forgets a closed connection. */
  disconnect(connection: RoomConnection): void {
    this.#welcomed.delete(connection);
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    while (this.#inbox.length > 0) {
      const messages = this.#inbox.splice(0);
      try {
        let batch = this.#newBatch();
        for (const { raw, connection } of messages) {
          const parsed = parseRaw(raw);
          if (!parsed.ok)
            batch.effects.push({ kind: 'reply', connection, message: { type: 'error', ...parsed.error } });
          else if (parsed.message.type === 'hello') {
            // A welcome carries the stored state: first store (and send) what came before it.
            await this.#commit(batch);
            batch = this.#newBatch();
            this.#hello(parsed.message, connection);
          } else this.#stage(batch, parsed.message, connection);
        }
        await this.#commit(batch);
      } catch (error) {
        this.#log(`message handling failed: ${String(error)}`);
      } finally {
        for (const { done } of messages) done();
      }
    }
    this.#draining = false;
  }

  #newBatch(): Batch {
    return { base: this.#state, working: this.#state, effects: [] };
  }

  #hello(hello: HelloMessage, connection: RoomConnection): void {
    if (hello.intent === 'join' && this.#state.game === null) {
      reply(connection, { type: 'error', code: 'not_found', message: 'This game does not exist.' });
      return;
    }
    this.#welcomed.add(connection);
    reply(connection, {
      type: 'welcome',
      version: PROTOCOL_VERSION,
      roomId: this.#options.roomId,
      state: this.#state,
    });
  }

  /** Applies an operation to the batch's working state and notes what to send once it is stored. */
  #stage(batch: Batch, op: ClientOp, connection: RoomConnection): void {
    const { opId } = op;
    const refuse = (code: 'invalid_message' | 'not_found', message: string): void => {
      batch.effects.push({ kind: 'reply', connection, message: { type: 'error', code, message, opId } });
    };
    if (!this.#welcomed.has(connection)) return refuse('invalid_message', 'Send hello first.');
    if (isApplied(batch.base, opId)) {
      const ack: ServerMessage = { type: 'ack', opId, seq: batch.base.seq, duplicate: true };
      batch.effects.push({ kind: 'reply', connection, message: ack });
      return;
    }
    if (isApplied(batch.working, opId)) {
      batch.effects.push({ kind: 'duplicate', connection, opId, seq: batch.working.seq });
      return;
    }
    if (batch.working.game === null && op.type !== 'createGame') {
      return refuse('not_found', 'This game does not exist.');
    }
    const now = (this.#options.now ?? (() => new Date()))();
    const applied = stampOp(op, { gameId: this.#options.roomId, at: now.toISOString() });
    batch.working = applyOp(batch.working, applied);
    batch.effects.push({ kind: 'applied', connection, op: applied, seq: batch.working.seq });
  }

  /** Stores the batch's state, then sends its effects in order. */
  async #commit(batch: Batch): Promise<void> {
    let stored = true;
    if (batch.working !== batch.base) {
      try {
        await this.#options.storage.put(storageEntries(batch.base, batch.working));
        this.#state = batch.working;
      } catch (error) {
        stored = false;
        this.#log(`storing ${batch.working.seq - batch.base.seq} operation(s) failed: ${String(error)}`);
      }
    }
    const unavailable = (opId: string): ServerMessage => ({
      type: 'error',
      code: 'unavailable',
      message: 'The game could not be saved; the operation was not applied.',
      opId,
    });
    for (const effect of batch.effects) {
      switch (effect.kind) {
        case 'reply':
          reply(effect.connection, effect.message);
          break;
        case 'duplicate':
          reply(
            effect.connection,
            stored
              ? { type: 'ack', opId: effect.opId, seq: effect.seq, duplicate: true }
              : unavailable(effect.opId),
          );
          break;
        case 'applied': {
          const { opId } = effect.op;
          if (!stored) {
            reply(effect.connection, unavailable(opId));
            break;
          }
          const broadcast = encodeServerMessage({ type: 'applied', seq: effect.seq, op: effect.op });
          for (const peer of this.#welcomed) peer.send(broadcast);
          reply(effect.connection, { type: 'ack', opId, seq: effect.seq, duplicate: false });
          break;
        }
      }
    }
    if (stored) {
      for (const effect of batch.effects)
        if (effect.kind === 'applied') this.#options.onApplied?.(effect.op, this.#state);
    }
  }

  #log(message: string): void {
    (this.#options.log ?? console.error)(`[game ${this.#options.roomId}] ${message}`);
  }
}

/** Parses a raw frame: binary frames are refused (the protocol is JSON text). */
function parseRaw(raw: string | ArrayBuffer | ArrayBufferView): ReturnType<typeof parseClientMessage> {
  if (typeof raw === 'string') return parseClientMessage(raw);
  return {
    ok: false,
    error:
      raw.byteLength > MAX_MESSAGE_BYTES
        ? { code: 'too_large', message: `Message is larger than ${MAX_MESSAGE_BYTES} bytes.` }
        : { code: 'invalid_message', message: 'Binary messages are not supported.' },
  };
}

function reply(connection: RoomConnection, message: ServerMessage): void {
  connection.send(encodeServerMessage(message));
}

// ---------------------------------------------------------------------------------------------------
// The database snapshot.

/** Timers, injectable for tests. */
export interface SnapshotTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SnapshotWriterOptions {
  /** `LUNETTE_API_URL`, e.g. `http://127.0.0.1:4321`; without it (or a secret) nothing is written. */
  apiUrl: unknown;
  /** `GAME_SNAPSHOT_SECRET`, shared with the API. */
  secret: unknown;
  /** The state to write (read when the write happens, so it is the latest). */
  read: () => GameState;
  fetch?: typeof fetch;
  /** Least time between two writes; default 2000 ms. */
  minIntervalMs?: number;
  /** Longest wait before retrying a failed write; default 60 s. */
  maxRetryMs?: number;
  timers?: SnapshotTimers;
  now?: () => number;
  log?: (message: string) => void;
}

/** Path of the API route that stores snapshots. */
export const SNAPSHOT_PATH = '/api/v1/game/snapshot';

/**
 * Writes the game's snapshot to the database through the API, at most every `minIntervalMs` while
 * the game changes, and at once on `flush()` (game end, last player gone). The room stays
 * authoritative: a failed write is logged and retried (after a growing pause, and with the next
 * change), it never blocks or undoes a move.
 *
 * @example
 * const writer = new SnapshotWriter({ apiUrl: env.LUNETTE_API_URL, secret: env.GAME_SNAPSHOT_SECRET, read: () => core.state });
 * writer.changed(); // after each applied operation
 */
export class SnapshotWriter {
  readonly #options: SnapshotWriterOptions;
  readonly #endpoint: URL | null;
  #timer: unknown = null;
  #dirty = false;
  #lastAttempt = Number.NEGATIVE_INFINITY;
  #failures = 0;
  #writing: Promise<void> = Promise.resolve();

  constructor(options: SnapshotWriterOptions) {
    this.#options = options;
    this.#endpoint = endpointOf(options.apiUrl, options.secret);
    if (this.#endpoint === null) {
      this.#log(
        'LUNETTE_API_URL or GAME_SNAPSHOT_SECRET is not set: no snapshots are written to the database',
      );
    }
  }

  /** Whether an API URL and a secret are configured. */
  get enabled(): boolean {
    return this.#endpoint !== null;
  }

  /** The game changed: write within `minIntervalMs` of the last write. */
  changed(): void {
    this.#dirty = true;
    this.#schedule(Math.max(0, this.#lastAttempt + (this.#options.minIntervalMs ?? 2000) - this.#now()));
  }

  /** Writes now if anything changed since the last successful write. */
  flush(): Promise<void> {
    this.#cancel();
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  #schedule(delayMs: number): void {
    if (this.#endpoint === null || this.#timer !== null) return;
    const timers = this.#options.timers ?? defaultTimers;
    this.#timer = timers.set(() => {
      this.#timer = null;
      void this.flush();
    }, delayMs);
  }

  #cancel(): void {
    if (this.#timer === null) return;
    (this.#options.timers ?? defaultTimers).clear(this.#timer);
    this.#timer = null;
  }

  async #write(): Promise<void> {
    const endpoint = this.#endpoint;
    if (endpoint === null || !this.#dirty) return;
    const snapshot = snapshotOf(this.#options.read());
    this.#dirty = false;
    if (snapshot === null) return;
    this.#lastAttempt = this.#now();
    try {
      const response = await (this.#options.fetch ?? fetch)(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${String(this.#options.secret)}`,
          // The API's CSRF guard accepts writes that name its own origin; this is a server call.
          origin: endpoint.origin,
        },
        body: JSON.stringify(snapshot),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`status ${response.status}`);
      this.#failures = 0;
    } catch (error) {
      this.#dirty = true;
      this.#failures += 1;
      const retryMs = Math.min(
        this.#options.maxRetryMs ?? 60_000,
        (this.#options.minIntervalMs ?? 2000) * 2 ** this.#failures,
      );
      this.#log(`snapshot of game ${snapshot.game.id} failed (${String(error)}); retrying in ${retryMs} ms`);
      this.#schedule(retryMs);
    }
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #log(message: string): void {
    (this.#options.log ?? console.error)(`[game snapshot] ${message}`);
  }
}

const defaultTimers: SnapshotTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function endpointOf(apiUrl: unknown, secret: unknown): URL | null {
  if (typeof apiUrl !== 'string' || typeof secret !== 'string' || apiUrl === '' || secret === '') return null;
  try {
    return new URL(SNAPSHOT_PATH, apiUrl);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Origins.

/**
 * Whether a WebSocket upgrade with this `Origin` header may reach a room. Requests without an Origin
 * (non-browser clients) pass. `allowedOrigins` is the `ALLOWED_ORIGINS` variable, a comma-separated
 * list of origins such as `https://lunette.ch,https://www.lunette.ch`; when it is unset or empty,
 * only local development origins (`localhost`, `127.0.0.1`, any port) pass.
 *
 * @example
 * isOriginAllowed('http://localhost:4321', undefined); // true
 * isOriginAllowed('https://evil.example', 'https://lunette.ch'); // false
 */
export function isOriginAllowed(origin: string | null, allowedOrigins: unknown): boolean {
  if (origin === null) return true;
  const allowList = parseAllowedOrigins(allowedOrigins);
  if (allowList.length === 0) return isLocalDevelopmentOrigin(origin);
  return allowList.includes(normalizeOrigin(origin));
}

function parseAllowedOrigins(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(normalizeOrigin);
}

/** `https://Lunette.ch/` and `https://lunette.ch` are the same origin; unparsable text stays as is. */
function normalizeOrigin(origin: string): string {
  const url = parseUrl(origin);
  return url === null || url.origin === 'null' ? origin : url.origin;
}

function isLocalDevelopmentOrigin(origin: string): boolean {
  const url = parseUrl(origin);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/** `new URL` in a try: `URL.parse` is missing from older runtimes. */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
