/**
 * The game room's decisions, kept free of PartyKit so they run in plain unit tests: how messages
 * are answered and operations applied (`GameRoomCore`, with group commit to room storage).
 * `party/game.ts` only wires it to the PartyKit lifecycle.
 */
import * as v from 'valibot';
import { applyOp, isApplied, limitReached, stampOp } from '../src/game/reducer.ts';
import {
  emptyGameState,
  encodeServerMessage,
  IdSchema,
  MAX_MESSAGE_BYTES,
  MAX_PAGES,
  MAX_PLAYERS,
  parseClientMessage,
  PROTOCOL_VERSION,
  type AppliedOp,
  type ClientOp,
  type GameState,
  type HelloMessage,
  type ServerMessage,
} from '../src/game/protocol.ts';
import { loadState, storageEntries, type RoomStorage } from './room-storage.ts';

/** One client connection, as the room sees it. */
export interface RoomConnection {
  send(message: string): void;
}

/** What a room core needs: its game id, its storage, and optionally a clock, a hook and a log. */
export interface GameRoomCoreOptions {
  /** The room name, which is the game id. */
  roomId: string;
  storage: RoomStorage;
  now?: () => Date;
  /**
   * Runs the handling of the messages received so far, later (default: the next macrotask, see
   * `receive`); the convergence test runs it as a microtask to run thousands of messages quickly.
   */
  defer?: (run: () => void) => void;
  /** Called after an operation was stored and broadcast (e.g. to schedule the database snapshot). */
  onApplied?: (op: AppliedOp, state: GameState) => void;
  log?: (message: string) => void;
}

/**
 * What a batch of operations sends once its storage write is done: plain replies as they are; the
 * applied operations as one broadcast (every welcomed connection gets one frame per write) and
 * each sender's ack (or `unavailable` if the write failed); a duplicate of an operation in the
 * same batch as an ack (or `unavailable`).
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
 * keeps a burst of taps from queueing behind one write each, and broadcast together in one
 * `applied` message per connection (a hundred phones tapping at once cost each phone a few frames,
 * not a hundred).
 *
 * A room whose name is not a valid game id (`IdSchema`: the API would refuse its snapshots) welcomes
 * nobody and applies nothing. Operations beyond the game's limits (`MAX_PLAYERS`, `MAX_PAGES`) are
 * refused with `limit_reached`, neither acknowledged nor broadcast.
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
  /** Whether the room name is a valid game id. */
  readonly #validRoom: boolean;

  constructor(options: GameRoomCoreOptions) {
    this.#options = options;
    this.#validRoom = v.is(IdSchema, options.roomId);
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
   * received before it). Handling starts on the next macrotask rather than at once, so that the
   * messages the runtime delivers together (a hundred phones tapping at once) go into one write
   * and one broadcast frame per connection, instead of each paying for its own.
   */
  receive(raw: string | ArrayBuffer | ArrayBufferView, connection: RoomConnection): Promise<void> {
    return new Promise((done) => {
      this.#inbox.push({ raw, connection, done });
      if (!this.#draining) {
        this.#draining = true;
        (this.#options.defer ?? ((run) => setTimeout(run, 0)))(() => void this.#drain());
      }
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
          else if (parsed.message.type === 'ping') reply(connection, { type: 'pong' });
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
    if (!this.#validRoom) {
      reply(connection, { type: 'error', code: 'not_found', message: 'This game id is not valid.' });
      return;
    }
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
    const refuse = (code: 'invalid_message' | 'not_found' | 'limit_reached', message: string): void => {
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
    const limit = limitReached(batch.working, op);
    if (limit === 'players') return refuse('limit_reached', `A game has at most ${MAX_PLAYERS} players.`);
    if (limit === 'pages')
      return refuse('limit_reached', `A game keeps scores for at most ${MAX_PAGES} holes.`);
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
        // Messages that arrive meanwhile queue in the inbox and go into the next write together.
        await this.#options.storage.put(storageEntries(batch.base, batch.working), {
          allowConcurrency: true,
        });
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
    const applied = batch.effects.flatMap((effect) => (effect.kind === 'applied' ? [effect.op] : []));
    if (stored && applied.length > 0) {
      const broadcast = encodeServerMessage({ type: 'applied', seq: batch.working.seq, ops: applied });
      for (const peer of this.#welcomed) peer.send(broadcast);
    }
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
          reply(
            effect.connection,
            stored ? { type: 'ack', opId, seq: effect.seq, duplicate: false } : unavailable(opId),
          );
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
