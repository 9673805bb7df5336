/**
 * The trap field every public form carries: a text input hidden from people (and assistive
 * technology), so anything in it was filled by a bot. Pure: the server and the islands share it.
 */

/** The trap field's name, the same in every form. */
export const TRAP_FIELD = 'website';

/**
 * Whether the trap field of a request body holds anything (then the request is answered as sent
 * and dropped).
 *
 * @example
 * isTrapFilled({ website: 'https://spam.example' }); // true
 * isTrapFilled({ website: '' }); // false
 */
export function isTrapFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[TRAP_FIELD];
  return value !== undefined && value !== null && value !== '';
}
