/**
 * Pieces every game screen uses: the screen's heading and text (the block's own fields, or the
 * dictionary's default when a field is empty), the notice for a missing, loading or offline game,
 * and navigation to another game page.
 */
import type { ReactNode } from 'react';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { gameTexts } from '../../i18n/visitor/game.ts';
import { fieldDoc, fieldText, type FieldSnapshot, type Locale } from '../../lib/content.ts';
import { gameScreenPath, type GameScreen } from '../../game/screens/screens.ts';
import type { GamePhase } from './useCurrentGame.ts';
import type { GameView } from '../../game/store.ts';
import './game.css';

/** The game texts of the current locale. */
export function useGameTexts(): (typeof gameTexts)['de'] {
  return gameTexts[useRenderContext().locale];
}

/** Goes to another game page (through its reserved slug, see gameScreenPath). */
export function goToScreen(locale: Locale, screen: GameScreen): void {
  window.location.assign(gameScreenPath(locale, screen));
}

/**
 * A heading from a text field, or the default text when the field is empty. In edit mode an
 * existing field stays editable even when empty.
 */
export function FieldOrDefault(props: {
  field: FieldSnapshot | undefined;
  fallback: string;
  as: 'h1' | 'h2' | 'h3' | 'p';
  className?: string;
}) {
  const { field, fallback, as: Tag, className } = props;
  const { locale, mode } = useRenderContext();
  if (field?.visible === false && mode === 'live') return null;
  if (field && (mode === 'edit' || fieldText(field, locale) !== null)) {
    return <Text field={field} as={Tag} {...(className ? { className } : {})} />;
  }
  return <Tag className={className}>{fallback}</Tag>;
}

/** A rich-text field, or a paragraph with the default text when the field is empty. */
export function RichTextOrDefault(props: {
  field: FieldSnapshot | undefined;
  fallback: string | null;
  className?: string;
}) {
  const { field, fallback, className } = props;
  const { locale, mode } = useRenderContext();
  if (field?.visible === false && mode === 'live') return null;
  if (field && (mode === 'edit' || fieldDoc(field, locale) !== null)) {
    return <RichText field={field} {...(className ? { className } : {})} />;
  }
  return fallback === null ? null : <p className={className}>{fallback}</p>;
}

/**
 * What a screen shows instead of (or above) the game: waiting, no game (with a way to start one),
 * a game that does not exist, or the offline notice. Null when the game is open and connected.
 */
export function GameNotice({ phase, view }: { phase: GamePhase; view: GameView }): ReactNode {
  const { locale } = useRenderContext();
  const t = useGameTexts();
  const offline =
    view.status === 'offline' ? (
      <p className="game-notice game-notice--offline" role="status">
        {t.gameOffline}
      </p>
    ) : null;
  switch (phase) {
    case 'pending':
      return (
        <>
          <p className="game-notice" role="status">
            {t.gameLoading}
          </p>
          {offline}
        </>
      );
    case 'none':
      return (
        <div className="game-notice">
          <p>{t.gameNoGame}</p>
          <a className="button button--contained" href={gameScreenPath(locale, 'start')}>
            {t.gameToStart}
          </a>
        </div>
      );
    case 'notFound':
      return (
        <p className="game-notice" role="alert">
          {t.gameNotFound}
        </p>
      );
    case 'open':
      return offline;
  }
}
