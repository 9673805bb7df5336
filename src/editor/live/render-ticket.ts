/**
 * The newest render ticket an answer named (the `Lunette-Render` header, see
 * src/lib/api/render.ts): the API client notes it, ./render-watch.ts waits for it. A store of its
 * own, so the client does not depend on the watcher.
 */
import { atom } from 'nanostores';

/** The highest ticket any answer named in this page's life; 0: none. */
export const $renderWanted = atom(0);

/** Notes a ticket from an answer; an older one than already known changes nothing. */
export function noteRenderTicket(ticket: number): void {
  if (ticket > $renderWanted.get()) $renderWanted.set(ticket);
}
