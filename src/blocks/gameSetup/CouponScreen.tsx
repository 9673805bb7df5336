/**
 * The coupon screen (visitor spec §2, §9): the winner (the leaderboard's first place, several when
 * tied, once their totals are complete: `winners`, so the coupon never names anyone the table does
 * not show first), congratulations, the free-drink text, the day the game was created
 * (day/month/year in the locale) and a button back to the map, with confetti for 3 s (none for
 * visitors who prefer reduced motion). The coupon shows once the round is finished (the
 * leaderboard's condition) or when this browser came here through the leaderboard's coupon button
 * in this session; until the leaders' totals are complete it says it is not ready yet.
 */
import { useEffect, useRef, useState } from 'react';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { leaderboard } from '../../game/scores.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import {
  CONFETTI_MS,
  COUPON_VISITED_KEY,
  couponAvailable,
  fillText,
  formatGameDate,
  listNames,
  winners,
} from '../../game/screens/screens.ts';
import { FieldOrDefault, GameNotice, goToScreen, RichTextOrDefault, useGameTexts } from './parts.tsx';
import { useCurrentGame } from './useCurrentGame.ts';
import { fieldsOf } from '../read.ts';
import type { gameSetupSchema } from './schema.ts';

/** Whether this session reached the coupon of this game through the leaderboard. */
function visitedThroughLeaderboard(gameId: string): boolean {
  try {
    return window.sessionStorage.getItem(COUPON_VISITED_KEY) === gameId;
  } catch {
    return false; // storage disabled
  }
}

/** Confetti over the page for CONFETTI_MS; nothing when the visitor prefers reduced motion. */
function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Rendered only in the browser (the coupon needs the open game), so matchMedia is there.
  const [running, setRunning] = useState(
    () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    let stopped = false;
    let reset: (() => void) | null = null;
    let burst: ReturnType<typeof setInterval> | null = null;
    const end = setTimeout(() => {
      stopped = true;
      if (burst !== null) clearInterval(burst);
      reset?.();
      setRunning(false);
    }, CONFETTI_MS);
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (stopped) return;
        const fire = confetti.create(element, {
          resize: true,
          useWorker: false,
          disableForReducedMotion: true,
        });
        reset = () => fire.reset();
        const shoot = () => {
          void fire({ particleCount: 60, spread: 70, startVelocity: 40, origin: { x: 0.2, y: 0.7 } });
          void fire({ particleCount: 60, spread: 70, startVelocity: 40, origin: { x: 0.8, y: 0.7 } });
        };
        shoot();
        burst = setInterval(shoot, 700);
      })
      .catch((error: unknown) => console.error('[game] confetti could not load', error));
    return () => {
      stopped = true;
      clearTimeout(end);
      if (burst !== null) clearInterval(burst);
      reset?.();
    };
  }, []);
  return running ? (
    <canvas ref={canvas} className="game-confetti" data-confetti="" aria-hidden="true" />
  ) : null;
}

export function CouponScreen({ group }: { group: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const live = mode === 'live';
  const { phase, view } = useCurrentGame(locale, live);
  const game = view.game;

  const rows = leaderboard(view.players, view.holes);
  const first = winners(rows);
  const ready =
    game !== null &&
    first.length > 0 &&
    (couponAvailable(view.players, view.holes, view.secondLastComplete) ||
      visitedThroughLeaderboard(game.id));

  const heading = (
    <FieldOrDefault
      field={fieldsOf<typeof gameSetupSchema>(group).title}
      fallback={t.gameCouponTitle}
      as={titleTag}
    />
  );
  const backToMap = (
    <div className="game__actions">
      <button
        type="button"
        className="button button--contained game__primary"
        disabled={!live}
        onClick={() => goToScreen(locale, 'play')}
      >
        {t.gameBackToMap}
      </button>
    </div>
  );

  if (!live) {
    return (
      <div className="game-coupon">
        {heading}
        <div className="game-coupon__card">
          <p className="game-coupon__winner">{fillText(t.gameWinner, { names: 'Anna' })}</p>
          <p>{t.gameCongratulations}</p>
          <RichTextOrDefault
            field={fieldsOf<typeof gameSetupSchema>(group).description}
            fallback={t.gameFreeDrink}
          />
        </div>
        {backToMap}
      </div>
    );
  }
  if (phase !== 'open' || game === null) {
    return (
      <>
        {heading}
        <GameNotice phase={phase} view={view} />
      </>
    );
  }
  if (!ready) {
    return (
      <>
        {heading}
        <GameNotice phase={phase} view={view} />
        <p>{t.gameCouponNotReady}</p>
        {backToMap}
      </>
    );
  }
  const names = listNames(
    first.map((row) => row.playerName),
    locale,
  );
  return (
    <div className="game-coupon">
      <Confetti />
      {heading}
      <GameNotice phase={phase} view={view} />
      <div className="game-coupon__card">
        <p className="game-coupon__winner">
          {fillText(first.length > 1 ? t.gameWinners : t.gameWinner, { names })}
        </p>
        <p>{t.gameCongratulations}</p>
        <RichTextOrDefault
          field={fieldsOf<typeof gameSetupSchema>(group).description}
          fallback={t.gameFreeDrink}
        />
        <p className="game-coupon__date">
          {fillText(t.gamePlayedOn, { date: formatGameDate(game.createdAt, locale) })}
        </p>
      </div>
      {backToMap}
    </div>
  );
}
