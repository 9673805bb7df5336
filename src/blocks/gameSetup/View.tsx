/**
 * The gameSetup block: one screen of the urban golf game, chosen by its `game` option (visitor
 * spec §2 Game screens): start, addPlayers (the players page), share or coupon. The screens read
 * and change the game through the client store (src/game/store.ts); in edit mode they show a
 * preview and never open a game.
 */
import type { BlockProps } from '../types.ts';
import { CouponScreen } from './CouponScreen.tsx';
import { PlayersScreen } from './PlayersScreen.tsx';
import type { gameSetupSchema } from './schema.ts';
import { ShareScreen } from './ShareScreen.tsx';
import { StartScreen } from './StartScreen.tsx';
import './styles.css';

export function GameSetupView({ group, options }: BlockProps<typeof gameSetupSchema>) {
  return (
    <section className={`block game game--${options.game}`}>
      <div className="block__inner game__inner">
        {options.game === 'start' ? <StartScreen group={group} /> : null}
        {options.game === 'addPlayers' ? <PlayersScreen group={group} /> : null}
        {options.game === 'share' ? <ShareScreen group={group} /> : null}
        {options.game === 'coupon' ? <CouponScreen group={group} /> : null}
      </div>
    </section>
  );
}
