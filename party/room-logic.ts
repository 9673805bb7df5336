/**
 * The game room's decisions, kept free of PartyKit so they run in plain unit tests: which reply a
 * client message gets, how stored state is read back, and which browser origins may connect.
 * `party/game.ts` only wires these to the PartyKit lifecycle.
 */
import * as v from 'valibot';
import {
  emptyGameState,
  GameStateSchema,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  PROTOCOL_VERSION,
  type GameState,
  type ServerMessage,
} from '../src/game/protocol.ts';

/** Storage key under which a room keeps its whole `GameState`. */
export const STATE_STORAGE_KEY = 'state';

/** What the room knows when it answers a message. */
export type RoomSnapshot = { roomId: string; state: GameState };

/**
 * The reply a client message gets, for the sender only. Binary frames are refused: the protocol is
 * JSON text.
 *
 * @example
 * const reply = replyToClientMessage(raw, { roomId: 'abc', state: emptyGameState() });
 * connection.send(encodeServerMessage(reply));
 */
export function replyToClientMessage(
  raw: string | ArrayBuffer | ArrayBufferView,
  room: RoomSnapshot,
): ServerMessage {
  if (typeof raw !== 'string') {
    return raw.byteLength > MAX_MESSAGE_BYTES
      ? { type: 'error', code: 'too_large', message: `Message is larger than ${MAX_MESSAGE_BYTES} bytes.` }
      : { type: 'error', code: 'invalid_message', message: 'Binary messages are not supported.' };
  }
  const parsed = parseClientMessage(raw);
  if (!parsed.ok) return { type: 'error', ...parsed.error };
  switch (parsed.message.type) {
    case 'hello':
      return { type: 'welcome', version: PROTOCOL_VERSION, roomId: room.roomId, state: room.state };
  }
}

/**
 * Reads the value stored under `STATE_STORAGE_KEY`: nothing yet means an empty game. A value that
 * does not match the schema throws instead of being replaced by an empty state, so that a later
 * write cannot silently wipe a game; a future shape change adds a migration here.
 *
 * @example
 * const state = readStoredState(await room.storage.get(STATE_STORAGE_KEY));
 */
export function readStoredState(stored: unknown): GameState {
  if (stored === undefined) return emptyGameState();
  const result = v.safeParse(GameStateSchema, stored);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(
    `Stored game state does not match protocol version ${PROTOCOL_VERSION} at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
  );
}

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
