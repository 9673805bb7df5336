/**
 * Random ids for games, players and operations, made in the browser. `crypto.getRandomValues`
 * rather than `crypto.randomUUID`, which browsers offer only on secure origins (a phone on
 * `http://192.168.x.y` in development has none).
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

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
