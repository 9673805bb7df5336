/**
 * Reports the second-last hole's completeness to the game (visitor spec §4 Page dots): the
 * leaderboard's coupon button waits for it. Both the score card and the leaderboard report, so a
 * play page with either one works; the store sends a report only when the value changes.
 */
import { useEffect } from 'react';
import type { HoleScore, Player } from '../../game/protocol.ts';
import { pageDotState } from '../../game/scores.ts';
import { reportPageComplete } from '../../game/store.ts';
import { reportedHole, type HolePage } from '../../game/screens/holes.ts';

export function useReportSecondLast(
  open: boolean,
  holes: readonly HolePage[],
  players: readonly Player[],
  scores: readonly HoleScore[],
): void {
  const pageId = reportedHole(holes)?.id ?? null;
  const complete = pageId !== null && pageDotState(pageId, players, scores) === 'complete';
  useEffect(() => {
    if (open && pageId !== null) reportPageComplete(pageId, complete);
  }, [open, pageId, complete]);
}
