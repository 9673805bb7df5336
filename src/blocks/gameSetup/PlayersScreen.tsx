/**
 * The players screen (visitor spec §2, §4 Player row editing, §5 Players): the heading
 * 'Spieler:innen', one row per player (click to rename, a remove button), the add field, and
 * 'Zum Spiel' to the share page. The editing rules are the pure state machine in
 * player-rows.ts; players added or renamed on another phone appear live.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { MAX_NAME_LENGTH, MAX_PLAYERS, type Player } from '../../game/protocol.ts';
import { addPlayer, removePlayer, renamePlayer } from '../../game/store.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import {
  canGoToGame,
  initialPlayerRows,
  playerRowsStep,
  type PlayerRowsEvent,
  type PlayerRowsState,
} from './player-rows.ts';
import { fillText } from '../../game/screens/screens.ts';
import { FieldOrDefault, GameNotice, goToScreen, RichTextOrDefault, useGameTexts } from './parts.tsx';
import { useCurrentGame } from './useCurrentGame.ts';
import { fieldsOf } from '../read.ts';
import type { gameSetupSchema } from './schema.ts';

/** Players shown in edit mode, so editors see the screen as players do. */
const PREVIEW_PLAYERS: Player[] = [
  { id: 'preview-1', playerName: 'Anna', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 'preview-2', playerName: 'Ben', createdAt: '2026-01-01T00:00:00.000Z' },
];

export function PlayersScreen({ group }: { group: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const live = mode === 'live';
  const { phase, view } = useCurrentGame(locale, live);
  const players = live ? view.players : PREVIEW_PLAYERS;
  const baseId = useId();

  // The machine runs synchronously on the latest state (a ref), so an Escape followed by the blur
  // of the closing input, or Enter followed by that blur, is one step each, never a double rename.
  const stateRef = useRef<PlayerRowsState>(initialPlayerRows);
  const [state, setState] = useState<PlayerRowsState>(initialPlayerRows);
  const dispatch = useCallback((event: PlayerRowsEvent) => {
    const step = playerRowsStep(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    for (const change of step.changes) {
      if (change.type === 'addPlayer') addPlayer(change.name);
      else renamePlayer(change.playerId, change.name);
    }
  }, []);

  useEffect(() => dispatch({ type: 'playersChanged', players }), [dispatch, players]);

  // After Enter or Escape the input disappears: give the focus back to the player's row.
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusRow = useRef<string | null>(null);
  useEffect(() => {
    if (focusRow.current === null || state.editing !== null) return;
    rowButtons.current.get(focusRow.current)?.focus();
    focusRow.current = null;
  });

  const onEditKey = (event: KeyboardEvent<HTMLInputElement>, playerId: string) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'commit' });
      focusRow.current = playerId;
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'cancel' });
      focusRow.current = playerId;
    }
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitAdd' });
  };

  const interactive = live && phase === 'open';
  // The game holds at most MAX_PLAYERS; the room would ignore more.
  const full = players.length >= MAX_PLAYERS;
  const addInputId = `${baseId}-add`;
  return (
    <>
      <FieldOrDefault
        field={fieldsOf<typeof gameSetupSchema>(group).title}
        fallback={t.gamePlayersTitle}
        as={titleTag}
      />
      <RichTextOrDefault
        field={fieldsOf<typeof gameSetupSchema>(group).description}
        fallback={null}
        className="game__lead"
      />
      {live ? <GameNotice phase={phase} view={view} /> : null}
      {!live || phase === 'open' ? (
        <>
          {players.length === 0 ? <p className="game-players__empty">{t.gamePlayersEmpty}</p> : null}
          <ul className="game-players" aria-label={t.gamePlayersTitle}>
            {players.map((player) => {
              const editing = state.editing?.playerId === player.id;
              const nameId = `${baseId}-${player.id}-name`;
              return (
                <li key={player.id} className="game-player">
                  {editing ? (
                    <input
                      className="game-player__input"
                      aria-label={fillText(t.gamePlayerRenameLabel, { name: player.playerName })}
                      value={state.draft}
                      maxLength={MAX_NAME_LENGTH}
                      autoComplete="off"
                      enterKeyHint="done"
                      // The input appears because the player asked to edit this row.
                      autoFocus
                      onChange={(event) => dispatch({ type: 'changeDraft', text: event.target.value })}
                      onKeyDown={(event) => onEditKey(event, player.id)}
                      onBlur={() => dispatch({ type: 'commit' })}
                    />
                  ) : (
                    <button
                      type="button"
                      id={nameId}
                      className="game-player__name"
                      disabled={!interactive}
                      ref={(element) => {
                        if (element) rowButtons.current.set(player.id, element);
                        else rowButtons.current.delete(player.id);
                      }}
                      onClick={() => dispatch({ type: 'editRow', player })}
                    >
                      {player.playerName}
                      <span className="visually-hidden">, {t.gamePlayerEditHint}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="game-player__remove"
                    aria-label={t.gameRemovePlayer}
                    aria-describedby={editing ? undefined : nameId}
                    title={t.gameRemovePlayer}
                    disabled={!interactive}
                    onClick={() => removePlayer(player.id)}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        fill="none"
                      />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
          <form className="game-add" onSubmit={onAdd}>
            <label htmlFor={addInputId}>{t.gameAddPlayerLabel}</label>
            <div className="game-add__row">
              <input
                id={addInputId}
                value={state.addText}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                enterKeyHint="send"
                disabled={!interactive || full}
                aria-describedby={full ? `${addInputId}-full` : undefined}
                onChange={(event) => dispatch({ type: 'changeAddText', text: event.target.value })}
              />
              <button type="submit" className="button button--contained" disabled={!interactive || full}>
                {t.gameAddPlayer}
              </button>
            </div>
            {full ? (
              <p id={`${addInputId}-full`} className="game-add__full">
                {fillText(t.gamePlayersFull, { max: MAX_PLAYERS })}
              </p>
            ) : null}
          </form>
          <div className="game__actions">
            <button
              type="button"
              className="button button--contained game__primary"
              disabled={!interactive || !canGoToGame(players, state)}
              onClick={() => goToScreen(locale, 'share')}
            >
              {t.gameToGame}
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
