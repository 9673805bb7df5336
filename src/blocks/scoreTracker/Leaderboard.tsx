/**
 * The leaderboard (visitor spec §4 Leaderboard): players by total strokes, lowest first; a total
 * with holes missing is marked * and explained below the table. The first place (`firstPlace`,
 * the same rows the coupon names once their totals are final) is highlighted. The coupon button
 * shows once a player has an entry and the second-last hole is complete; it notes in the session
 * that the coupon was visited and goes to the coupon page.
 */
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import type { HoleScore, Player } from '../../game/protocol.ts';
import { firstPlace, leaderboard } from '../../game/scores.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { holePages } from '../../game/screens/holes.ts';
import { COUPON_VISITED_KEY, couponAvailable } from '../../game/screens/screens.ts';
import {
  FieldOrDefault,
  GameNotice,
  goToScreen,
  RichTextOrDefault,
  useGameTexts,
} from '../gameSetup/parts.tsx';
import { useCurrentGame } from '../gameSetup/useCurrentGame.ts';
import { useReportSecondLast } from './useReportSecondLast.ts';
import { fieldsOf } from '../read.ts';
import type { scoreTrackerSchema } from './schema.ts';

const at = '2026-01-01T00:00:00.000Z';
const PREVIEW_PLAYERS: Player[] = [
  { id: 'preview-1', playerName: 'Anna', createdAt: at },
  { id: 'preview-2', playerName: 'Ben', createdAt: at },
];
const PREVIEW_SCORES: HoleScore[] = [
  { pageId: 'preview-hole', playerId: 'preview-1', score: 3, updatedAt: at },
  { pageId: 'preview-hole', playerId: 'preview-2', score: 4, updatedAt: at },
];

export function Leaderboard({ group }: { group: GroupSnapshot }) {
  const { locale, mode, site } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const live = mode === 'live';
  const { phase, view } = useCurrentGame(locale, live);
  const players = live ? view.players : PREVIEW_PLAYERS;
  const scores = live ? view.holes : PREVIEW_SCORES;
  const open = live && phase === 'open' && view.game !== null;
  useReportSecondLast(open, holePages(site.pages, locale), players, scores);

  const heading = (
    <FieldOrDefault
      field={fieldsOf<typeof scoreTrackerSchema>(group).title}
      fallback={t.gameLeaderboardTitle}
      as={titleTag}
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
  const rows = leaderboard(players, scores);
  const leading = new Set(firstPlace(rows).map((row) => row.playerId));
  const incomplete = rows.some((row) => !row.isComplete);
  const showCoupon = open && couponAvailable(players, scores, view.secondLastComplete);
  const toCoupon = () => {
    try {
      window.sessionStorage.setItem(COUPON_VISITED_KEY, view.game?.id ?? '');
    } catch (error) {
      console.error('[game] could not note the coupon visit', error);
    }
    goToScreen(locale, 'coupon');
  };

  return (
    <>
      {heading}
      <RichTextOrDefault
        field={fieldsOf<typeof scoreTrackerSchema>(group).description}
        fallback={null}
        className="game__lead"
      />
      {rows.length === 0 ? (
        <p className="game-notice">{t.gameNoPlayers}</p>
      ) : (
        <table className="leaderboard">
          <thead>
            <tr>
              <th scope="col">{t.gameRank}</th>
              <th scope="col">{t.gamePlayer}</th>
              <th scope="col">{t.gameHolesPlayed}</th>
              <th scope="col">{t.gameTotal}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playerId} className={leading.has(row.playerId) ? 'leaderboard__first' : undefined}>
                <td>{row.rank}.</td>
                <th scope="row">{row.playerName}</th>
                <td>{row.entriesCount}</td>
                <td className="leaderboard__total">
                  {row.totalScore}
                  {row.isComplete ? null : (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> ({t.gameIncompleteMark})</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {incomplete ? <p className="leaderboard__note">{t.gameMissingScores}</p> : null}
      {showCoupon ? (
        <div className="game__actions">
          <button type="button" className="button button--contained game__primary" onClick={toCoupon}>
            {t.gameToCoupon}
          </button>
        </div>
      ) : null}
    </>
  );
}
