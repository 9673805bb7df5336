/**
 * Which game the browser keeps as its current one (`currentGameId`, spec §9) as games are created,
 * confirmed and refused. A game link opened in the middle of a game does not replace the running
 * game before the room has confirmed the link's game: a link to a game that does not exist (or
 * that the room turns away) leaves the running game where it was.
 */

/**
 * - created: this phone made a new game; it is the current one at once (its creation may wait
 *   offline in the queue);
 * - welcomed: the room confirmed the game (it exists, or is being created by this phone);
 * - refused: the room has no such game, or turned it away.
 * Opening a game changes nothing by itself.
 */
export type CurrentGameEvent = { kind: 'created' | 'welcomed' | 'refused'; gameId: string };

export interface CurrentGameDecision {
  /** The game id to keep as the current one (null: none). */
  current: string | null;
  /** A replaced game whose kept last state can go (it has no queued changes), else null. */
  dropStateOf: string | null;
}

/**
 * What the browser keeps after an event, given the current game id it keeps and whether that
 * game still has changes queued for its room.
 *
 * @example
 * decideCurrentGame('running', { kind: 'refused', gameId: 'unknown' }, false);
 * // { current: 'running', dropStateOf: null }
 */
export function decideCurrentGame(
  kept: string | null,
  event: CurrentGameEvent,
  keptHasPending: boolean,
): CurrentGameDecision {
  if (event.kind === 'refused') {
    return { current: kept === event.gameId ? null : kept, dropStateOf: null };
  }
  const replaced = kept !== null && kept !== event.gameId;
  return { current: event.gameId, dropStateOf: replaced && !keptHasPending ? kept : null };
}
