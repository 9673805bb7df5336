/**
 * The score card (visitor spec §2 Play page, §4 Score, Page dots): a counter per player for the
 * current hole (+ and −, never below 0), and a dot per hole (active, noScores, partial, complete)
 * that makes its hole the current one. The current hole is shared with the map's drawers
 * (`$activeHole`); the second-last hole's completeness is reported to the game.
 */
import { useStore } from '@nanostores/react';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { $activeHole, setActiveHole } from '../../game/active-hole.ts';
import type { HoleScore, Player } from '../../game/protocol.ts';
import { scoreOf } from '../../game/scores.ts';
import { changeScore } from '../../game/store.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { currentHole, holeDots, holePages } from '../../game/screens/holes.ts';
import { fillText } from '../../game/screens/screens.ts';
import { FieldOrDefault, GameNotice, RichTextOrDefault, useGameTexts } from '../gameSetup/parts.tsx';
import { useCurrentGame } from '../gameSetup/useCurrentGame.ts';
import { useReportSecondLast } from './useReportSecondLast.ts';
import { fieldsOf } from '../read.ts';
import type { scoreTrackerSchema } from './schema.ts';

const PREVIEW_PLAYERS: Player[] = [
  { id: 'preview-1', playerName: 'Anna', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 'preview-2', playerName: 'Ben', createdAt: '2026-01-01T00:00:00.000Z' },
];
const NO_SCORES: HoleScore[] = [];

export function ScoreCard({ group }: { group: GroupSnapshot }) {
  const { locale, mode, site } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const live = mode === 'live';
  const { phase, view } = useCurrentGame(locale, live);
  const activeId = useStore($activeHole, { ssr: 'initial' });
  const holes = holePages(site.pages, locale);
  const players = live ? view.players : PREVIEW_PLAYERS;
  const scores = live ? view.holes : NO_SCORES;
  const hole = currentHole(activeId, holes);
  const open = live && phase === 'open' && view.game !== null;

  useReportSecondLast(open, holes, players, scores);

  const heading = (
    <FieldOrDefault
      field={fieldsOf<typeof scoreTrackerSchema>(group).title}
      fallback={t.gameScoreCardTitle}
      as={titleTag}
    />
  );
  const intro = (
    <RichTextOrDefault
      field={fieldsOf<typeof scoreTrackerSchema>(group).description}
      fallback={null}
      className="game__lead"
    />
  );
  if (live && !open) {
    return (
      <>
        {heading}
        <GameNotice phase={phase} view={view} />
      </>
    );
  }
  if (hole === null) {
    return (
      <>
        {heading}
        <p className="game-notice">{t.gameNoHoles}</p>
      </>
    );
  }

  const dotStateText = {
    noScores: t.gameDotNoScores,
    partial: t.gameDotPartial,
    complete: t.gameDotComplete,
  };
  return (
    <>
      {heading}
      {intro}
      {live ? <GameNotice phase={phase} view={view} /> : null}
      <nav className="hole-dots" aria-label={t.gameHolesNav}>
        <ol>
          {holeDots(holes, hole.id, players, scores).map((dot) => (
            <li key={dot.hole.id}>
              <button
                type="button"
                className={`hole-dot hole-dot--${dot.state}${dot.active ? ' hole-dot--active' : ''}`}
                aria-label={fillText(t.gameDotLabel, {
                  number: dot.hole.number,
                  state: dotStateText[dot.state],
                })}
                aria-current={dot.active ? 'step' : undefined}
                data-state={dot.state}
                disabled={!live}
                onClick={() => setActiveHole(dot.hole.id)}
              >
                <span aria-hidden="true">{dot.hole.number}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 className="score-card__hole">
        {fillText(t.gameHoleOf, { number: hole.number, total: holes.length })}
        {hole.name !== '' ? <span className="score-card__hole-name">{hole.name}</span> : null}
      </h2>
      {players.length === 0 ? <p className="game-notice">{t.gameNoPlayers}</p> : null}
      <ul className="score-rows" aria-label={t.gameStrokes}>
        {players.map((player) => {
          const score = scoreOf(scores, hole.id, player.id);
          return (
            <li key={player.id} className="score-row">
              <span className="score-row__name">{player.playerName}</span>
              <button
                type="button"
                className="score-row__step"
                aria-label={fillText(t.gameDecrease, { name: player.playerName })}
                disabled={!open || score === 0}
                onClick={() => changeScore(hole.id, player.id, -1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className="score-row__count" aria-live="polite">
                <span className="visually-hidden">{player.playerName}: </span>
                {score}
              </output>
              <button
                type="button"
                className="score-row__step"
                aria-label={fillText(t.gameIncrease, { name: player.playerName })}
                disabled={!open}
                onClick={() => changeScore(hole.id, player.id, 1)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
