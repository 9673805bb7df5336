/**
 * The start screen (visitor spec §2): title, text and the start button, which creates a game and
 * goes to the players page. A game link (`?id=`, also through `/{locale}/game?id=`) opens that game
 * and goes to the share page; a game that does not exist goes to the root. With a game stored in
 * this browser it also offers to continue that game.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../fields/Link.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { createGame, storedGameId } from '../../game/store.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { gameScreenPath, queryGameId } from '../../game/screens/screens.ts';
import { FieldOrDefault, goToScreen, RichTextOrDefault, useGameTexts } from './parts.tsx';
import { leaveForRoot, openCurrentGame, useHydrated } from './useCurrentGame.ts';
import { fieldsOf } from '../read.ts';
import type { gameSetupSchema } from './schema.ts';

type StartState = 'idle' | 'starting' | 'notFound';

const subscribeNever = () => () => undefined;
const noGame = () => null;

export function StartScreen({ group }: { group: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const hydrated = useHydrated();
  const [state, setState] = useState<StartState>('idle');
  const live = mode === 'live';
  // Read after hydration (null in the static HTML): the link's game and the one stored here.
  const queryId = useSyncExternalStore(subscribeNever, () => queryGameId(window.location.search), noGame);
  const storedId = useSyncExternalStore(subscribeNever, storedGameId, noGame);
  const joining = live && queryId !== null && state !== 'notFound';
  const fields = fieldsOf<typeof gameSetupSchema>(group);

  useEffect(() => {
    if (!live || queryId === null) return;
    openCurrentGame(queryId)
      .then((status) => {
        if (status === 'not_found') {
          setState('notFound');
          leaveForRoot(locale);
        } else {
          // Replace: going back from the share page should not open the link again.
          window.location.replace(gameScreenPath(locale, 'share'));
        }
      })
      .catch((error: unknown) => console.error('Failed to initialize game', error));
  }, [live, locale, queryId]);

  const start = () => {
    setState('starting');
    createGame()
      .then(() => goToScreen(locale, 'edit'))
      .catch((error: unknown) => {
        console.error('Failed to initialize game', error);
        setState('idle');
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
            disabled={!hydrated || !live || joining || state !== 'idle'}
            aria-busy={state === 'starting' || joining}
            onClick={start}
          >
            {state === 'starting' ? t.gameStarting : label}
          </button>
        )}
        {live && storedId !== null && queryId === null && state === 'idle' ? (
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
      {state === 'notFound' ? (
        <p className="game-notice" role="alert">
          {t.gameNotFound}
        </p>
      ) : null}
    </>
  );
}
