/**
 * The scoreTracker block: the urban golf score card of the current hole, or the leaderboard,
 * chosen by its `score` option (visitor spec §2 Play page). Both read the open game from the
 * client store; in edit mode they show a preview with sample players.
 */
import type { BlockProps } from '../types.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { ScoreCard } from './ScoreCard.tsx';
import type { scoreTrackerSchema } from './schema.ts';
import './styles.css';

export function ScoreTrackerView({ group, options }: BlockProps<typeof scoreTrackerSchema>) {
  return (
    <section className={`block score-tracker score-tracker--${options.score}`}>
      <div className="block__inner game__inner">
        {options.score === 'card' ? <ScoreCard group={group} /> : <Leaderboard group={group} />}
      </div>
    </section>
  );
}
