/**
 * The start screen (visitor spec §2): title, text and the start button, which creates a game and
 * goes to the players page. A game link (`?id=`, also through `/{locale}/game?id=`) opens that game
 * and, once its room confirmed it, goes to the share page (while offline it waits, saying so). A
 * link that does not work says why (an id that cannot be a game's, a game that does not exist, a
 * game of another site) and the player stays here: a game running on this phone can be continued,
 * and a new game can be started either way. With a game stored in this browser it also offers to
 * continue that game.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../fields/Link.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { $game, createGame, storedGameId, type GameRefusal } from '../../game/store.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { gameScreenPath, queryGameId } from '../../game/screens/screens.ts';
import { FieldOrDefault, goToScreen, RichTextOrDefault, useGameTexts } from './parts.tsx';
import { joinGameLink, useHydrated } from './useCurrentGame.ts';
import { fieldsOf } from '../read.ts';
import type { gameSetupSchema } from './schema.ts';

type StartState =
  | { kind: 'idle' | 'starting' }
  /** The link's game cannot be played; `kept` is the game still running on this phone, if any. */
  | { kind: 'notFound'; refusal: GameRefusal; kept: string | null };

const subscribeNever = () => () => undefined;
const noGame = () => null;

export function StartScreen({ group }: { group: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const hydrated = useHydrated();
  const [state, setState] = useState<StartState>({ kind: 'idle' });
  const view = useStore($game);
  const live = mode === 'live';
  // Read after hydration (null in the static HTML): the link's game and the one stored here.
  const queryId = useSyncExternalStore(subscribeNever, () => queryGameId(window.location.search), noGame);
  const storedId = useSyncExternalStore(subscribeNever, storedGameId, noGame);
  const joining = live && queryId !== null && state.kind !== 'notFound';
  const fields = fieldsOf<typeof gameSetupSchema>(group);

  useEffect(() => {
    if (!live || queryId === null) return;
    joinGameLink(queryId)
      .then((status) => {
        if (status === 'not_found') {
          // Stay and say why: the start button is right here (and a running game can go on).
          setState({ kind: 'notFound', refusal: $game.get().refusal ?? 'not_found', kept: storedGameId() });
        } else {
          // Replace: going back from the share page should not open the link again.
          window.location.replace(gameScreenPath(locale, 'share'));
        }
      })
      .catch((error: unknown) => console.error('Failed to initialize game', error));
  }, [live, locale, queryId]);

  const start = () => {
    setState({ kind: 'starting' });
    createGame()
      .then(() => goToScreen(locale, 'edit'))
      .catch((error: unknown) => {
        console.error('Failed to initialize game', error);
        setState({ kind: 'idle' });
      });
  };

  const label = fieldText(fields.button, locale) ?? t.gameStartButton;
  return (
    <>
      <FieldOrDefault
        field={fields.title}
        fallback={t.gameStartTitle}
        as={titleTag}
        className="game__title"
      />
      <RichTextOrDefault field={fields.description} fallback={t.gameStartText} className="game__lead" />
      <div className="game__actions">
        {!live && fields.button ? (
          <Button field={fields.button} variant="contained" />
        ) : (
          <button
            type="button"
            className="button button--contained game__primary"
            disabled={!hydrated || !live || joining || state.kind === 'starting'}
            aria-busy={state.kind === 'starting' || joining}
            onClick={start}
          >
            {state.kind === 'starting' ? t.gameStarting : label}
          </button>
        )}
        {live && storedId !== null && queryId === null && state.kind === 'idle' ? (
          <a className="button button--text" href={gameScreenPath(locale, 'play')}>
            {t.gameContinue}
          </a>
        ) : null}
      </div>
      {joining ? (
        <p className="game-notice" role="status">
          {t.gameLoading}
        </p>
      ) : null}
      {joining && view.status === 'offline' ? (
        <p className="game-notice game-notice--offline" role="status">
          {t.gameOffline}
        </p>
      ) : null}
      {state.kind === 'notFound' ? (
        <div className="game-notice" role="alert">
          <p>
            {
              {
                not_found: t.gameLinkNotFound,
                invalid_id: t.gameLinkInvalid,
                other_site: t.gameLinkOtherSite,
              }[state.refusal]
            }
          </p>
          {state.kept !== null ? (
            <>
              <p>{t.gameLinkKeptRunning}</p>
              <a className="button button--contained" href={gameScreenPath(locale, 'play')}>
                {t.gameContinue}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
