/**
 * Random ids for games, players and operations, made in the browser. `crypto.getRandomValues`
 * rather than `crypto.randomUUID`, which browsers offer only on secure origins (a phone on
 * `http://192.168.x.y` in development has none). `isGameId` tells a game link's id that cannot be
 * a game (cut short, mistyped) from one that may be.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Length of a game id (`randomGameId`). */
export const GAME_ID_LENGTH = 20;

const GAME_ID_PATTERN = new RegExp(`^[a-z0-9]{${GAME_ID_LENGTH}}$`);

/**
 * A random id of `length` lowercase letters and digits (default 20: about 103 bits), valid as a
 * room name, a storage key and a protocol id.
 *
 * @example
 * randomId(); // 'k3v9q0x1m2a7c8d4e5f6'
 */
export function randomId(length = 20): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  // 252 is the largest multiple of 36 below 256: rejecting larger bytes keeps every character equally likely.
  for (const byte of bytes) id += byte < 252 ? ALPHABET[byte % 36] : '';
  return id.length === length ? id : id + randomId(length - id.length);
}

/**
 * A new game's id.
 *
 * @example
 * randomGameId(); // 'k3v9q0x1m2a7c8d4e5f6'
 */
export function randomGameId(): string {
  return randomId(GAME_ID_LENGTH);
}

/**
 * Whether `id` has the shape of a game id (`randomGameId`): a link whose id does not is invalid
 * (cut short or mistyped), so it need not ask a room. Room names and other ids only need the
 * protocol's `IdSchema`; this is the stricter shape the game ids have always had.
 *
 * @example
 * isGameId('k3v9q0x1m2a7c8d4e5f6'); // true
 * isGameId('abc'); // false
 */
export function isGameId(id: string): boolean {
  return GAME_ID_PATTERN.test(id);
}
