/**
 * The rules of the game as one pure reducer: `applyOp(state, op) -> state`. The room runs it on
 * every operation it accepts; every client runs it on the operations the room broadcasts (to follow
 * the room's state) and on its own pending operations (the optimistic view, see `sync.ts`).
 *
 * The rules (spec visitor-site §4 and §5):
 * - an operation id is applied at most once: a duplicate returns the state unchanged (the same
 *   object), so resending after a reconnect is always safe;
 * - every other operation is recorded (its id, the sequence number) even when it changes nothing,
 *   so that e.g. a "-1" tap at 0 stays consumed and cannot take a point off later when replayed;
 * - scores change by deltas of +1 / -1 and never go below 0; taps from several phones all count;
 * - names are trimmed, empty names are ignored; removing a player removes their hole rows and
 *   every later operation naming them changes nothing;
 * - nothing changes before the game is created.
 */
import {
  MAX_APPLIED_OP_IDS,
  MAX_PAGES,
  MAX_PLAYERS,
  MAX_REMOVED_PLAYERS,
  type AppliedOp,
  type ClientOp,
  type GameState,
  type HoleScore,
} from './protocol.ts';

/**
 * The default name of a game created at `at`: 'Game ' and the Swiss date (spec §3 Game).
 *
 * @example
 * defaultGameName('2026-11-22T10:00:00.000Z'); // 'Game 22.11.2026'
 */
export function defaultGameName(at: string): string {
  const date = new Intl.DateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date(at));
  return `Game ${date}`;
}

/**
 * Turns a client operation into the operation the room applies and broadcasts: stamped with the
 * room's clock, and for `createGame` with the game id and its resolved name.
 *
 * @example
 * const applied = stampOp(op, { gameId: room.id, at: new Date().toISOString() });
 */
export function stampOp(op: ClientOp, context: { gameId: string; at: string }): AppliedOp {
  if (op.type !== 'createGame') return { ...op, at: context.at };
  const gameName = op.gameName?.trim() || defaultGameName(context.at);
  return { ...op, gameId: context.gameId, gameName, at: context.at };
}

/**
 * Whether an operation id was applied to this state (among the latest `MAX_APPLIED_OP_IDS`).
 *
 * @example
 * if (isApplied(state, op.opId)) ack(op.opId, { duplicate: true });
 */
export function isApplied(state: GameState, opId: string): boolean {
  return state.appliedOpIds.includes(opId);
}

/**
 * Which of the game's limits an operation would go beyond, if any: a new player when the game has
 * `MAX_PLAYERS`, or a first score on a new hole page when the game has scores on `MAX_PAGES`
 * pages. The room refuses such an operation (`limit_reached`) instead of applying it; the reducer
 * alone would record it as a no-op.
 *
 * @example
 * if (limitReached(state, op) !== null) refuse(op, 'limit_reached');
 */
export function limitReached(state: GameState, op: ClientOp): 'players' | 'pages' | null {
  if (state.game === null) return null;
  if (op.type === 'addPlayer') {
    const known =
      state.players.some((player) => player.id === op.playerId) ||
      state.removedPlayerIds.includes(op.playerId);
    return !known && op.playerName.trim() !== '' && state.players.length >= MAX_PLAYERS ? 'players' : null;
  }
  if (op.type === 'score' && op.delta > 0 && state.players.some((player) => player.id === op.playerId)) {
    const pages = new Set(state.holes.map((hole) => hole.pageId));
    return !pages.has(op.pageId) && pages.size >= MAX_PAGES ? 'pages' : null;
  }
  return null;
}

/**
 * Applies one stamped operation. Returns the same object for a duplicate, otherwise a new state
 * whose `seq` is one higher and whose `appliedOpIds` end with `op.opId`. Never throws.
 *
 * @example
 * let state = emptyGameState();
 * state = applyOp(state, { type: 'createGame', opId: 'o1', gameId: 'g1', gameName: 'Game 22.11.2026', at });
 * state = applyOp(state, { type: 'addPlayer', opId: 'o2', playerId: 'p1', playerName: ' Anna ', at });
 * state.players[0]?.playerName; // 'Anna'
 */
export function applyOp(state: GameState, op: AppliedOp): GameState {
  if (isApplied(state, op.opId)) return state;
  const changed = applyRule(state, op) ?? state;
  return {
    ...changed,
    appliedOpIds: [...state.appliedOpIds, op.opId].slice(-MAX_APPLIED_OP_IDS),
    seq: state.seq + 1,
  };
}

/** The state after the operation's rule, or null when the rule changes nothing. */
function applyRule(state: GameState, op: AppliedOp): GameState | null {
  if (op.type === 'createGame') {
    if (state.game !== null) return null;
    return { ...state, game: { id: op.gameId, gameName: op.gameName, createdAt: op.at } };
  }
  if (state.game === null) return null;
  switch (op.type) {
    case 'addPlayer': {
      const playerName = op.playerName.trim();
      const known =
        state.players.some((player) => player.id === op.playerId) ||
        state.removedPlayerIds.includes(op.playerId);
      if (playerName === '' || known || state.players.length >= MAX_PLAYERS) return null;
      return { ...state, players: [...state.players, { id: op.playerId, playerName, createdAt: op.at }] };
    }
    case 'renamePlayer': {
      const playerName = op.playerName.trim();
      const player = state.players.find((candidate) => candidate.id === op.playerId);
      if (playerName === '' || player === undefined || player.playerName === playerName) return null;
      return {
        ...state,
        players: state.players.map((candidate) =>
          candidate.id === op.playerId ? { ...candidate, playerName } : candidate,
        ),
      };
    }
    case 'removePlayer': {
      if (!state.players.some((player) => player.id === op.playerId)) return null;
      return {
        ...state,
        players: state.players.filter((player) => player.id !== op.playerId),
        holes: state.holes.filter((hole) => hole.playerId !== op.playerId),
        removedPlayerIds: [...state.removedPlayerIds, op.playerId].slice(-MAX_REMOVED_PLAYERS),
      };
    }
    case 'score':
      return applyScore(state, op.pageId, op.playerId, op.delta, op.at);
    case 'reportPageComplete': {
      const current = state.secondLastPage;
      if (current?.pageId === op.pageId && current.complete === op.complete) return null;
      return { ...state, secondLastPage: { pageId: op.pageId, complete: op.complete, updatedAt: op.at } };
    }
  }
}

function applyScore(
  state: GameState,
  pageId: string,
  playerId: string,
  delta: 1 | -1,
  at: string,
): GameState | null {
  if (!state.players.some((player) => player.id === playerId)) return null;
  const index = state.holes.findIndex((hole) => hole.pageId === pageId && hole.playerId === playerId);
  const current = state.holes[index];
  if (current !== undefined) {
    const score = Math.max(0, current.score + delta);
    if (score === current.score) return null;
    const holes = state.holes.slice();
    holes[index] = { ...current, score, updatedAt: at };
    return { ...state, holes };
  }
  if (delta < 0) return null;
  const pages = new Set(state.holes.map((hole) => hole.pageId));
  if (!pages.has(pageId) && pages.size >= MAX_PAGES) return null;
  const row: HoleScore = { pageId, playerId, score: 1, updatedAt: at };
  const position = state.holes.findIndex((hole) => compareHoles(row, hole) < 0);
  const holes = state.holes.slice();
  holes.splice(position === -1 ? holes.length : position, 0, row);
  return { ...state, holes };
}

/** Hole rows are kept sorted by page id, then player id, so that equal games are equal states. */
function compareHoles(a: Pick<HoleScore, 'pageId' | 'playerId'>, b: Pick<HoleScore, 'pageId' | 'playerId'>) {
  if (a.pageId !== b.pageId) return a.pageId < b.pageId ? -1 : 1;
  if (a.playerId !== b.playerId) return a.playerId < b.playerId ? -1 : 1;
  return 0;
}
