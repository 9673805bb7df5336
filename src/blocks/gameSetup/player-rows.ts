/**
 * The players screen's editing rules (visitor spec §4 Player row editing, §5 Players) as a pure
 * state machine: which row is being renamed, the rename draft, the add field's text, and the
 * changes (add or rename) each step asks the game for.
 *
 * - Clicking a row edits it; Enter and losing focus commit, Escape cancels. An empty or unchanged
 *   name cancels the edit instead of renaming.
 * - Clicking another row while the add field has text first adds that player.
 * - Names are trimmed; empty names are ignored.
 * - 'Zum Spiel' needs at least one player and no row being edited.
 *
 * Every step returns the next state and the changes to make, so a commit that arrives twice (Enter,
 * then the blur of the input that disappears) renames once.
 */

/** A player as the rows show it. */
export interface PlayerRow {
  id: string;
  playerName: string;
}

export interface PlayerRowsState {
  /** The row being renamed, with the name it had when editing began. */
  editing: { playerId: string; originalName: string } | null;
  /** The rename input's text. */
  draft: string;
  /** The add field's text. */
  addText: string;
}

export type PlayerRowsEvent =
  /** A row was clicked (or activated by keyboard). */
  | { type: 'editRow'; player: PlayerRow }
  | { type: 'changeDraft'; text: string }
  /** Enter in the rename input, or the input lost focus. */
  | { type: 'commit' }
  /** Escape in the rename input. */
  | { type: 'cancel' }
  | { type: 'changeAddText'; text: string }
  /** Enter in the add field, or its add button. */
  | { type: 'submitAdd' }
  /** The game's players changed (here or on another phone). */
  | { type: 'playersChanged'; players: readonly PlayerRow[] };

/** A change the screen asks the game for. */
export type PlayerRowsChange =
  { type: 'addPlayer'; name: string } | { type: 'renamePlayer'; playerId: string; name: string };

export interface PlayerRowsStep {
  state: PlayerRowsState;
  changes: PlayerRowsChange[];
}

/** Nothing edited, empty add field. */
export const initialPlayerRows: PlayerRowsState = { editing: null, draft: '', addText: '' };

/**
 * A player name as stored: trimmed; null when nothing is left.
 *
 * @example
 * cleanPlayerName('  Anna '); // 'Anna'
 * cleanPlayerName('   '); // null
 */
export function cleanPlayerName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/** Ends the current edit: a rename when the draft is a new, non-empty name; otherwise nothing. */
function endEdit(state: PlayerRowsState): PlayerRowsStep {
  const { editing } = state;
  if (editing === null) return { state, changes: [] };
  const name = cleanPlayerName(state.draft);
  const next = { ...state, editing: null, draft: '' };
  if (name === null || name === editing.originalName) return { state: next, changes: [] };
  return { state: next, changes: [{ type: 'renamePlayer', playerId: editing.playerId, name }] };
}

/** Adds the add field's player (if it holds a name) and clears the field. */
function addFromField(state: PlayerRowsState): PlayerRowsStep {
  const name = cleanPlayerName(state.addText);
  const next = { ...state, addText: '' };
  return { state: next, changes: name === null ? [] : [{ type: 'addPlayer', name }] };
}

/**
 * One step of the players screen.
 *
 * @example
 * const { state, changes } = playerRowsStep(initialPlayerRows, { type: 'editRow', player });
 * playerRowsStep({ ...state, draft: 'Anna B.' }, { type: 'commit' }).changes;
 * // [{ type: 'renamePlayer', playerId: player.id, name: 'Anna B.' }]
 */
export function playerRowsStep(state: PlayerRowsState, event: PlayerRowsEvent): PlayerRowsStep {
  switch (event.type) {
    case 'editRow': {
      if (state.editing?.playerId === event.player.id) return { state, changes: [] };
      // Finish the row being edited (as its blur would), then add the typed player, then edit.
      const ended = endEdit(state);
      const added = addFromField(ended.state);
      return {
        state: {
          ...added.state,
          editing: { playerId: event.player.id, originalName: event.player.playerName },
          draft: event.player.playerName,
        },
        changes: [...ended.changes, ...added.changes],
      };
    }
    case 'changeDraft':
      return { state: state.editing === null ? state : { ...state, draft: event.text }, changes: [] };
    case 'commit':
      return endEdit(state);
    case 'cancel':
      return { state: { ...state, editing: null, draft: '' }, changes: [] };
    case 'changeAddText':
      return { state: { ...state, addText: event.text }, changes: [] };
    case 'submitAdd':
      return addFromField(state);
    case 'playersChanged': {
      // The edited player was removed (on this phone or another): the edit has nothing to rename.
      const { editing } = state;
      if (editing === null || event.players.some((p) => p.id === editing.playerId)) {
        return { state, changes: [] };
      }
      return { state: { ...state, editing: null, draft: '' }, changes: [] };
    }
  }
}

/**
 * Whether 'Zum Spiel' is enabled: at least one player, and no row being edited.
 *
 * @example
 * canGoToGame(players, state); // false while a name is being edited
 */
export function canGoToGame(players: readonly PlayerRow[], state: PlayerRowsState): boolean {
  return players.length > 0 && state.editing === null;
}
