/**
 * The share screen (visitor spec §2, §4 Share button, §9): the game link as a QR code (180 px) and
 * as text, 'Teilen' (the device's share sheet, else a copy of the link: the button itself says
 * 'Kopiert!' for 2 s, the only place that says it; a failed copy is announced below it), and the
 * button to the game, which waits until the game has a player. In edit mode a placeholder
 * stands where the QR code goes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { gameLink } from '../../game/store.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { gameScreenPath } from '../../game/screens/screens.ts';
import {
  COPIED_LABEL_MS,
  QR_SIZE,
  shareButtonStateAfter,
  shareGameLink,
  type ShareButtonState,
} from './share.ts';
import { FieldOrDefault, GameNotice, goToScreen, RichTextOrDefault, useGameTexts } from './parts.tsx';
import { useCurrentGame } from './useCurrentGame.ts';
import { fieldsOf } from '../read.ts';
import type { gameSetupSchema } from './schema.ts';

/** The QR code of a link as a PNG data URL; the encoder loads only when a QR code is shown. */
function useQrCode(link: string | null): string | null {
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (link === null) return;
    let current = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setQr({ link, url });
      })
      .catch((error: unknown) => console.error('[game] the QR code could not be drawn', error));
    return () => {
      current = false;
    };
  }, [link]);
  return qr !== null && qr.link === link ? qr.url : null;
}

export function ShareScreen({ group }: { group: GroupSnapshot }) {
  const { locale, mode } = useRenderContext();
  const t = useGameTexts();
  const titleTag = useTitleTag(group.id);
  const live = mode === 'live';
  const { phase, view } = useCurrentGame(locale, live);
  const linkId = useId();
  const gameId = phase === 'open' ? (view.game?.id ?? null) : null;
  const link = gameId === null ? null : gameLink(window.location.origin, locale, gameId);
  const qr = useQrCode(link);

  const [shareState, setShareState] = useState<ShareButtonState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    },
    [],
  );

  const share = async () => {
    if (link === null) return;
    const outcome = await shareGameLink(
      { text: t.gameShareText, url: link },
      {
        share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
        copy:
          typeof navigator.clipboard?.writeText === 'function'
            ? (text) => navigator.clipboard.writeText(text)
            : undefined,
        log: (message, error) => console.error(`[game] ${message}`, error),
      },
    );
    const next = shareButtonStateAfter(outcome);
    setShareState(next);
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    if (next !== 'idle') resetTimer.current = setTimeout(() => setShareState('idle'), COPIED_LABEL_MS);
  };

  const hasPlayers = view.players.length > 0;
  return (
    <>
      <FieldOrDefault
        field={fieldsOf<typeof gameSetupSchema>(group).title}
        fallback={t.gameShareTitle}
        as={titleTag}
      />
      <RichTextOrDefault
        field={fieldsOf<typeof gameSetupSchema>(group).description}
        fallback={t.gameShareIntro}
        className="game__lead"
      />
      {!live ? (
        <div className="game-qr game-qr--placeholder">
          <p>{t.gameQrPlaceholder}</p>
        </div>
      ) : (
        <>
          <GameNotice phase={phase} view={view} />
          {link !== null ? (
            <>
              <div className="game-qr">
                {qr !== null ? (
                  <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t.gameQrAlt} />
                ) : (
                  <span className="game-qr__pending" aria-hidden="true" />
                )}
              </div>
              <div className="game-link">
                <label htmlFor={linkId}>{t.gameLinkLabel}</label>
                <input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
              </div>
              <div className="game__actions">
                <button type="button" className="button button--text game-share" onClick={() => void share()}>
                  {shareState === 'copied' ? t.gameCopied : t.gameShare}
                </button>
                <button
                  type="button"
                  className="button button--contained game__primary"
                  disabled={!hasPlayers}
                  onClick={() => goToScreen(locale, 'play')}
                >
                  {hasPlayers ? t.gameToGame : t.gameWaitingForPlayers}
                </button>
              </div>
              {/* 'Kopiert!' is said once, by the button itself; this region speaks only a failure. */}
              <p className="game-share__status" role="status">
                {shareState === 'failed' ? t.gameCopyFailed : ''}
              </p>
              {!hasPlayers ? (
                <p>
                  <a href={gameScreenPath(locale, 'edit')}>{t.gamePlayersLink}</a>
                </p>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </>
  );
}
