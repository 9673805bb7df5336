/**
 * The wire protocol of the urban golf game: every message exchanged between a browser client and its
 * game room (`party/game.ts`), as valibot schemas with the TypeScript types derived from them.
 *
 * This file is shared by the room (workerd) and the browser, so it imports nothing but valibot: no
 * `node:*`, DOM or partykit APIs. Any change to a message shape bumps `PROTOCOL_VERSION`; a client
 * announces its version in `hello` and the room refuses any other with `version_mismatch`.
 */
import * as v from 'valibot';

/** Version of this protocol. Bump it on every change to a message shape. */
export const PROTOCOL_VERSION = 1;

/** Largest client message the room accepts, in UTF-8 bytes; bigger ones get a `too_large` error. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

// ---------------------------------------------------------------------------------------------------
// Game state (spec visitor-site §3: Game, Player, Hole score row). Timestamps are ISO 8601 strings.

const IdSchema = v.pipe(v.string(), v.minLength(1));
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** A game: the shared round that players join. */
export const GameSchema = v.object({
  id: IdSchema,
  gameName: v.pipe(v.string(), v.minLength(1)),
  createdAt: TimestampSchema,
});

/** A player of the room's game. */
export const PlayerSchema = v.object({
  id: IdSchema,
  playerName: v.pipe(v.string(), v.minLength(1)),
  createdAt: TimestampSchema,
});

/** One player's strokes on one hole (a page); a score starts at 0 and never goes below it. */
export const HoleScoreSchema = v.object({
  pageId: IdSchema,
  playerId: IdSchema,
  score: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: TimestampSchema,
});

/** Everything a room knows about its game; the room is authoritative for it. */
export const GameStateSchema = v.object({
  game: v.nullable(GameSchema),
  players: v.array(PlayerSchema),
  holes: v.array(HoleScoreSchema),
});

export type Game = v.InferOutput<typeof GameSchema>;
export type Player = v.InferOutput<typeof PlayerSchema>;
export type HoleScore = v.InferOutput<typeof HoleScoreSchema>;
export type GameState = v.InferOutput<typeof GameStateSchema>;

/**
 * The state of a room nobody has played in yet.
 *
 * @example
 * const state = emptyGameState(); // { game: null, players: [], holes: [] }
 */
export function emptyGameState(): GameState {
  return { game: null, players: [], holes: [] };
}

// ---------------------------------------------------------------------------------------------------
// Client -> room. Strict objects: the room accepts nothing it does not understand.

const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** First message of every connection: who is speaking, in which protocol version. */
export const HelloMessageSchema = v.strictObject({
  type: v.literal('hello'),
  version: VersionSchema,
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

export const ClientMessageSchema = v.variant('type', [HelloMessageSchema]);

export type HelloMessage = v.InferOutput<typeof HelloMessageSchema>;
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Room -> client. Plain objects: a client ignores fields it does not know.

/** The room's answer to a valid `hello`: the full current state. */
export const WelcomeMessageSchema = v.object({
  type: v.literal('welcome'),
  version: VersionSchema,
  roomId: v.string(),
  state: GameStateSchema,
});

export const ErrorCodeSchema = v.picklist(['invalid_message', 'version_mismatch', 'too_large']);

/** Sent to the one connection whose message was refused; the connection stays open. */
export const ErrorMessageSchema = v.object({
  type: v.literal('error'),
  code: ErrorCodeSchema,
  message: v.string(),
});

export const ServerMessageSchema = v.variant('type', [WelcomeMessageSchema, ErrorMessageSchema]);

export type WelcomeMessage = v.InferOutput<typeof WelcomeMessageSchema>;
export type ErrorCode = v.InferOutput<typeof ErrorCodeSchema>;
export type ErrorMessage = v.InferOutput<typeof ErrorMessageSchema>;
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Parsing and encoding.

/** Why a message was refused; the room sends it back as an `error` message. */
export type ProtocolError = { code: ErrorCode; message: string };

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: ProtocolError };

/**
 * Parses a raw client message: size limit first, then JSON, then the protocol version, then the
 * schema. The version is checked before the schema so that a client on another version learns
 * `version_mismatch` even when its `hello` has a different shape. Never throws.
 *
 * @example
 * const result = parseClientMessage('{"type":"hello","version":1,"clientId":"c1"}');
 * if (result.ok) result.message.clientId; // 'c1'
 * else result.error.code; // 'invalid_message' | 'version_mismatch' | 'too_large'
 */
export function parseClientMessage(raw: string): ParseResult<ClientMessage> {
  if (!fitsInBytes(raw, MAX_MESSAGE_BYTES)) {
    return fail('too_large', `Message is larger than ${MAX_MESSAGE_BYTES} bytes.`);
  }
  const json = parseJson(raw);
  if (!json.ok) return json;
  const version = announcedHelloVersion(json.value);
  if (version !== undefined && version !== PROTOCOL_VERSION) {
    return fail(
      'version_mismatch',
      `Protocol version ${version} is not supported; this room speaks version ${PROTOCOL_VERSION}.`,
    );
  }
  return validate(ClientMessageSchema, json.value);
}

/**
 * Parses a raw room message on the client side. Never throws.
 *
 * @example
 * const result = parseServerMessage(event.data);
 * if (result.ok && result.message.type === 'welcome') render(result.message.state);
 */
export function parseServerMessage(raw: string): ParseResult<ServerMessage> {
  const json = parseJson(raw);
  if (!json.ok) return json;
  return validate(ServerMessageSchema, json.value);
}

/**
 * Serialises a room message; the room sends nothing that did not go through here.
 *
 * @example
 * connection.send(encodeServerMessage({ type: 'error', code: 'too_large', message: 'Too large.' }));
 */
export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}

/**
 * Serialises a client message.
 *
 * @example
 * socket.send(encodeClientMessage({ type: 'hello', version: PROTOCOL_VERSION, clientId }));
 */
export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify(message);
}

function fail(code: ErrorCode, message: string): { ok: false; error: ProtocolError } {
  return { ok: false, error: { code, message } };
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false; error: ProtocolError } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return fail('invalid_message', 'Message is not valid JSON.');
  }
}

/**
 * The numeric version a message claims if it looks like a `hello`, whatever else it holds. A missing
 * or non-numeric version is left to the schema (`invalid_message`).
 */
function announcedHelloVersion(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('type' in value) || value.type !== 'hello') {
    return undefined;
  }
  return 'version' in value && typeof value.version === 'number' ? value.version : undefined;
}

function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, message: result.output };
  return fail('invalid_message', describeIssue(result.issues[0]));
}

/**
 * Names the first problem without echoing the received value: error messages go back over the wire
 * and into logs, so they carry only the path (truncated) and what was expected.
 */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const where = path === null ? '' : ` at "${path.slice(0, 64)}"`;
  return `Message does not match the protocol${where}: expected ${issue.expected ?? 'a valid value'}.`;
}

/**
 * Whether `text` is at most `limit` bytes in UTF-8, without allocating an encoded copy. A UTF-16
 * code unit takes 1 to 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4), so the exact count
 * is only needed between `limit / 3` and `limit` units.
 */
function fitsInBytes(text: string, limit: number): boolean {
  if (text.length > limit) return false;
  if (text.length * 3 <= limit) return true;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
    if (bytes > limit) return false;
  }
  return true;
}
