/**
 * The fixed numbers of the game's wire protocol: message size and game caps, the heartbeat's
 * timings, the close codes with which a room turns a connection away, and how much bookkeeping a
 * game keeps. Imported through `protocol.ts` (which re-exports all of it); imports nothing, so it
 * runs in the room (workerd), the browser and the API alike.
 */

/** Largest client message the room accepts, in UTF-8 bytes; bigger ones get a `too_large` error. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** Longest player or game name, in characters (before trimming). */
export const MAX_NAME_LENGTH = 60;

/** Most players a game holds; the room refuses further `addPlayer` operations (`limit_reached`). */
export const MAX_PLAYERS = 20;

/** Most hole pages a game keeps scores for; the room refuses scores for further pages (`limit_reached`). */
export const MAX_PAGES = 40;

/**
 * The heartbeat: a client that has heard nothing from its room for `HEARTBEAT_INTERVAL_MS` sends a
 * `ping`; the room answers `pong`. A client that then hears nothing for `HEARTBEAT_TIMEOUT_MS`
 * takes the connection for dead (a network that silently stopped, no close frame): it shows the
 * offline state and reconnects. So a silent connection is noticed within the sum of both.
 */
export const HEARTBEAT_INTERVAL_MS = 5000;
/** See `HEARTBEAT_INTERVAL_MS`. */
export const HEARTBEAT_TIMEOUT_MS = 4000;

/**
 * WebSocket close codes with which a room turns a connection away for good (a client must not
 * reconnect): the room name is not a valid game id (`IdSchema`), or the game belongs to another
 * site of the network than the page's.
 */
export const ROOM_CLOSE = {
  invalidGameId: { code: 4400, reason: 'The game id is not valid' },
  otherSite: { code: 4403, reason: 'This game belongs to another site' },
} as const;

/**
 * How many of the latest applied operation ids a game remembers to ignore duplicates. A client
 * resends only operations the room has not acknowledged yet, so a duplicate arrives soon after the
 * original; 1000 operations are more than a whole round of six players on 18 holes.
 */
export const MAX_APPLIED_OP_IDS = 1000;

/** How many removed player ids a game remembers, so that a late or replayed operation cannot revive them. */
export const MAX_REMOVED_PLAYERS = 200;
