/**
 * The wire protocol of the urban golf game: every message exchanged between a browser client and its
 * game room (`party/game.ts`), and the snapshot the room sends to the API, as valibot schemas with
 * the TypeScript types derived from them.
 *
 * This file is the protocol's one import surface: it holds the version, parsing and encoding, and
 * re-exports the schemas with their types (`protocol-schemas.ts`) and the fixed numbers (limits,
 * heartbeat, close codes: `protocol-constants.ts`). The three are shared by the room (workerd), the
 * browser and the API, so they import nothing but valibot, each other and the text helpers
 * (`message-text.ts`): no `node:*`, DOM or partykit APIs. Any change to a message shape bumps
 * `PROTOCOL_VERSION`; a client announces its version in `hello` and the room refuses any other with
 * `version_mismatch`.
 *
 * The room is authoritative. A client changes the game only through operations (`ClientOp`), each
 * with a client-made operation id. The room stamps an operation with its clock (`AppliedOp`), runs
 * it through the pure reducer (`reducer.ts`), stores the result, and then broadcasts it as an
 * `applied` message with the state's new sequence number; every client runs the same reducer on
 * the same stamped operations in the same order, so all of them hold the room's state.
 */
import * as v from 'valibot';
import { describeIssue, fitsInBytes } from './message-text.ts';
import { MAX_MESSAGE_BYTES } from './protocol-constants.ts';
import {
  ClientMessageSchema,
  IdSchema,
  ServerMessageSchema,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from './protocol-schemas.ts';

export * from './protocol-constants.ts';
export * from './protocol-schemas.ts';

/**
 * Version of this protocol. Bump it on every change to a message shape.
 * 2: game operations (createGame, addPlayer, renamePlayer, removePlayer, score, reportPageComplete),
 * `applied` / `ack` messages, the `intent` of `hello`, sequence numbers and applied operation ids.
 * 3: an `applied` message carries every operation of one room write (`ops`); `ping` / `pong`; the
 * `limit_reached` error; the room's close codes (`ROOM_CLOSE`).
 */
export const PROTOCOL_VERSION = 3;

// ---------------------------------------------------------------------------------------------------
// Parsing and encoding.

/**
 * Why a message was refused; the room sends it back as an `error` message. `opId` names the refused
 * operation when the message carried a valid one, so that the client can drop it for good.
 */
export type ProtocolError = { code: ErrorCode; message: string; opId?: string };

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: ProtocolError };

/**
 * Parses a raw client message: size limit first, then JSON, then the protocol version, then the
 * schema. The version is checked before the schema so that a client on another version learns
 * `version_mismatch` even when its `hello` has a different shape. Never throws.
 *
 * @example
 * const result = parseClientMessage('{"type":"hello","version":2,"clientId":"c1","intent":"join"}');
 * if (result.ok) result.message.type; // 'hello'
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
  const result = validate(ClientMessageSchema, json.value);
  if (result.ok) return result;
  const opId = announcedOpId(json.value);
  return opId === undefined ? result : { ok: false, error: { ...result.error, opId } };
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
 * socket.send(encodeClientMessage({ type: 'hello', version: PROTOCOL_VERSION, clientId, intent: 'join' }));
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

/** The operation id a malformed message carries, if it is a valid id. */
function announcedOpId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('opId' in value)) return undefined;
  return v.is(IdSchema, value.opId) ? value.opId : undefined;
}

function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, message: result.output };
  return fail('invalid_message', describeIssue(result.issues[0]));
}
