/**
 * The shapes of the game's wire protocol as valibot schemas with the TypeScript types derived from
 * them: the room's game state, every client -> room and room -> client message, and the snapshot
 * the room sends to the API. Imported through `protocol.ts` (which re-exports all of it, and whose
 * header describes the protocol); imports nothing but valibot and the protocol's constants.
 */
import * as v from 'valibot';
import { MAX_NAME_LENGTH } from './protocol-constants.ts';

// ---------------------------------------------------------------------------------------------------
// Game state (spec visitor-site §3: Game, Player, Hole score row). Timestamps are ISO 8601 strings.

/** Ids of games (the room name), players, pages and operations: URL- and storage-key-safe. */
export const IdSchema = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,64}$/, 'an id of 1 to 64 letters, digits, - or _'),
);
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_NAME_LENGTH));
/** A name as a client sends it: trimmed by the reducer, which ignores it when empty. */
const NameInputSchema = v.pipe(v.string(), v.maxLength(MAX_NAME_LENGTH));
const SeqSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A game: the shared round that players join. */
export const GameSchema = v.object({
  id: IdSchema,
  gameName: NameSchema,
  createdAt: TimestampSchema,
});

/** A player of the room's game. */
export const PlayerSchema = v.object({
  id: IdSchema,
  playerName: NameSchema,
  createdAt: TimestampSchema,
});

/** One player's strokes on one hole (a page); a score starts at 0 and never goes below it. */
export const HoleScoreSchema = v.object({
  pageId: IdSchema,
  playerId: IdSchema,
  score: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: TimestampSchema,
});

/** The completeness of the second-last hole page as last reported by a client (spec §4 Page dots). */
export const PageCompletionSchema = v.object({
  pageId: IdSchema,
  complete: v.boolean(),
  updatedAt: TimestampSchema,
});

/**
 * Everything a room knows about its game; the room is authoritative for it. Players are in the
 * order they were added; hole rows are sorted by page id, then player id. The fields after `holes`
 * came with protocol version 2; their defaults read a version 1 state.
 */
export const GameStateSchema = v.object({
  game: v.nullable(GameSchema),
  players: v.array(PlayerSchema),
  holes: v.array(HoleScoreSchema),
  /** The second-last page's completeness (null until a client reports it). */
  secondLastPage: v.optional(v.nullable(PageCompletionSchema), null),
  /** Players removed from this game: operations naming them change nothing. */
  removedPlayerIds: v.optional(v.array(IdSchema), []),
  /** The latest applied operation ids, oldest first, at most `MAX_APPLIED_OP_IDS`. */
  appliedOpIds: v.optional(v.array(IdSchema), []),
  /** How many operations the room has applied; each `applied` message carries the next one. */
  seq: v.optional(SeqSchema, 0),
});

export type Game = v.InferOutput<typeof GameSchema>;
export type Player = v.InferOutput<typeof PlayerSchema>;
export type HoleScore = v.InferOutput<typeof HoleScoreSchema>;
export type PageCompletion = v.InferOutput<typeof PageCompletionSchema>;
export type GameState = v.InferOutput<typeof GameStateSchema>;

/**
 * The state of a room nobody has played in yet.
 *
 * @example
 * const state = emptyGameState(); // { game: null, players: [], holes: [], seq: 0, ... }
 */
export function emptyGameState(): GameState {
  return {
    game: null,
    players: [],
    holes: [],
    secondLastPage: null,
    removedPlayerIds: [],
    appliedOpIds: [],
    seq: 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Client -> room. Strict objects: the room accepts nothing it does not understand.

const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * First message of every connection: who is speaking, in which protocol version, and whether it
 * joins an existing game (`join`: the room answers `not_found` when there is none) or is about to
 * create one (`create`: the room welcomes it into an empty state).
 */
export const HelloMessageSchema = v.strictObject({
  type: v.literal('hello'),
  version: VersionSchema,
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  intent: v.picklist(['join', 'create']),
});

/**
 * Asks the room for a sign of life (`pong`), allowed before `hello` (see `HEARTBEAT_INTERVAL_MS`).
 */
export const PingMessageSchema = v.strictObject({ type: v.literal('ping') });

/** Creates the room's game (id = room name); a no-op when it exists. Default name: 'Game ' + date. */
export const CreateGameOpSchema = v.strictObject({
  type: v.literal('createGame'),
  opId: IdSchema,
  gameName: v.optional(NameInputSchema),
});

/** Adds a player under a client-made id; the name is trimmed and an empty one ignored. */
export const AddPlayerOpSchema = v.strictObject({
  type: v.literal('addPlayer'),
  opId: IdSchema,
  playerId: IdSchema,
  playerName: NameInputSchema,
});

/** Renames a player; the name is trimmed and an empty one ignored. */
export const RenamePlayerOpSchema = v.strictObject({
  type: v.literal('renamePlayer'),
  opId: IdSchema,
  playerId: IdSchema,
  playerName: NameInputSchema,
});

/** Removes a player and their hole rows. */
export const RemovePlayerOpSchema = v.strictObject({
  type: v.literal('removePlayer'),
  opId: IdSchema,
  playerId: IdSchema,
});

/** One tap on plus or minus: a delta, so that taps from several phones all count. */
export const ScoreOpSchema = v.strictObject({
  type: v.literal('score'),
  opId: IdSchema,
  pageId: IdSchema,
  playerId: IdSchema,
  delta: v.picklist([1, -1]),
});

/** Reports whether the second-last hole page is complete (every player has a score above 0). */
export const ReportPageCompleteOpSchema = v.strictObject({
  type: v.literal('reportPageComplete'),
  opId: IdSchema,
  pageId: IdSchema,
  complete: v.boolean(),
});

/** Every operation a client can ask the room to apply. */
export const ClientOpSchema = v.variant('type', [
  CreateGameOpSchema,
  AddPlayerOpSchema,
  RenamePlayerOpSchema,
  RemovePlayerOpSchema,
  ScoreOpSchema,
  ReportPageCompleteOpSchema,
]);

export const ClientMessageSchema = v.variant('type', [
  HelloMessageSchema,
  PingMessageSchema,
  ...ClientOpSchema.options,
]);

export type HelloMessage = v.InferOutput<typeof HelloMessageSchema>;
export type PingMessage = v.InferOutput<typeof PingMessageSchema>;
export type CreateGameOp = v.InferOutput<typeof CreateGameOpSchema>;
export type AddPlayerOp = v.InferOutput<typeof AddPlayerOpSchema>;
export type RenamePlayerOp = v.InferOutput<typeof RenamePlayerOpSchema>;
export type RemovePlayerOp = v.InferOutput<typeof RemovePlayerOpSchema>;
export type ScoreOp = v.InferOutput<typeof ScoreOpSchema>;
export type ReportPageCompleteOp = v.InferOutput<typeof ReportPageCompleteOpSchema>;
export type ClientOp = v.InferOutput<typeof ClientOpSchema>;
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Room -> client. Plain objects: a client ignores fields it does not know.

const AtSchema = { at: TimestampSchema };

/**
 * An operation as the room applied it: stamped with the room's clock (`at`), and for `createGame`
 * with the game id and the resolved name, so that every client's reducer computes the same state.
 */
export const AppliedOpSchema = v.variant('type', [
  v.object({ ...CreateGameOpSchema.entries, gameId: IdSchema, gameName: NameSchema, ...AtSchema }),
  v.object({ ...AddPlayerOpSchema.entries, ...AtSchema }),
  v.object({ ...RenamePlayerOpSchema.entries, ...AtSchema }),
  v.object({ ...RemovePlayerOpSchema.entries, ...AtSchema }),
  v.object({ ...ScoreOpSchema.entries, ...AtSchema }),
  v.object({ ...ReportPageCompleteOpSchema.entries, ...AtSchema }),
]);

export type AppliedOp = v.InferOutput<typeof AppliedOpSchema>;

/** The room's answer to a valid `hello`: the full current state. */
export const WelcomeMessageSchema = v.object({
  type: v.literal('welcome'),
  version: VersionSchema,
  roomId: v.string(),
  state: GameStateSchema,
});

/**
 * Broadcast to every welcomed connection, the senders included, after the room stored the state
 * with these operations applied: every operation of one room write, in order (one frame per write
 * and connection, however many phones tapped at once). `seq` is the state's new sequence number,
 * after the last operation; `ops[i]` was applied at `seq - ops.length + 1 + i`. A client whose
 * state is at `seq - ops.length` or later applies the ones it lacks; one that sees a gap says
 * `hello` again to get a fresh `welcome`.
 */
export const AppliedMessageSchema = v.pipe(
  v.object({
    type: v.literal('applied'),
    seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
    ops: v.pipe(v.array(AppliedOpSchema), v.minLength(1)),
  }),
  v.check((message) => message.ops.length <= message.seq, 'more operations than sequence numbers'),
);

/** The room's answer to a `ping`. */
export const PongMessageSchema = v.object({ type: v.literal('pong') });

/**
 * Sent to the sender of an operation once it is stored (after its `applied` broadcast), or at once
 * for a duplicate (`duplicate: true`, applied before as of state `seq`). The client may forget the
 * operation when its state has reached `seq`.
 */
export const AckMessageSchema = v.object({
  type: v.literal('ack'),
  opId: IdSchema,
  seq: SeqSchema,
  duplicate: v.boolean(),
});

/**
 * - invalid_message: not JSON, not the protocol, or an operation before `hello`
 * - version_mismatch: the client speaks another protocol version
 * - too_large: more than `MAX_MESSAGE_BYTES`
 * - not_found: the game does not exist (a `join` hello, or an operation before `createGame`)
 * - unavailable: the room could not store the operation; it was not applied, send it again later
 * - limit_reached: the operation would go beyond `MAX_PLAYERS` players or `MAX_PAGES` hole pages;
 *   it was not applied and never will be
 */
export const ErrorCodeSchema = v.picklist([
  'invalid_message',
  'version_mismatch',
  'too_large',
  'not_found',
  'unavailable',
  'limit_reached',
]);

/**
 * Sent to the one connection whose message was refused; the connection stays open. `opId` names
 * the refused operation when the message was one.
 */
export const ErrorMessageSchema = v.object({
  type: v.literal('error'),
  code: ErrorCodeSchema,
  message: v.string(),
  opId: v.optional(IdSchema),
});

export const ServerMessageSchema = v.variant('type', [
  WelcomeMessageSchema,
  AppliedMessageSchema,
  AckMessageSchema,
  ErrorMessageSchema,
  PongMessageSchema,
]);

export type WelcomeMessage = v.InferOutput<typeof WelcomeMessageSchema>;
export type AppliedMessage = v.InferOutput<typeof AppliedMessageSchema>;
export type AckMessage = v.InferOutput<typeof AckMessageSchema>;
export type ErrorCode = v.InferOutput<typeof ErrorCodeSchema>;
export type ErrorMessage = v.InferOutput<typeof ErrorMessageSchema>;
export type PongMessage = v.InferOutput<typeof PongMessageSchema>;
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Room -> API: the snapshot of a game kept in the database (`POST /api/v1/game/snapshot`), so that
// a finished game's card can be shown after its room is gone.

/** What the database keeps of a game: its state without the room's bookkeeping. */
export const GameSnapshotSchema = v.object({
  game: GameSchema,
  players: v.array(PlayerSchema),
  holes: v.array(HoleScoreSchema),
  secondLastPage: v.nullable(PageCompletionSchema),
  /** The state's sequence number: a snapshot never replaces a newer one. */
  seq: SeqSchema,
});

export type GameSnapshot = v.InferOutput<typeof GameSnapshotSchema>;

/**
 * The snapshot of a state, or null while the game is not created.
 *
 * @example
 * const snapshot = snapshotOf(room.state); // { game, players, holes, secondLastPage, seq }
 */
export function snapshotOf(state: GameState): GameSnapshot | null {
  if (state.game === null) return null;
  const { game, players, holes, secondLastPage, seq } = state;
  return { game, players, holes, secondLastPage, seq };
}
