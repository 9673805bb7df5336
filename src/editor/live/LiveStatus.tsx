/**
 * The toolbar's word on the public site after a save: "Wird übernommen …" while the pages are
 * re-rendered in the background, "Live" when they are, or the failure with "Erneut versuchen".
 * A polite live region, so a screen reader hears when the change is public. A panel (settings,
 * pages) closes the toolbar, so the same state then floats at the bottom-left corner.
 */
import { useStore } from '@nanostores/react';
import { useEditorTexts } from '../hooks.ts';
import { $live, retryRender } from './render-watch.ts';
import './live-status.css';

/** In the toolbar, or `floating` at the screen's corner while the toolbar is closed (a panel is open). */
export function LiveStatus({ floating = false }: { floating?: boolean }) {
  const t = useEditorTexts();
  const live = useStore($live);
  return (
    <span
      className={floating ? 'editor-live editor-live--floating' : 'editor-live'}
      data-live-state={live.kind}
      data-editor-ui=""
      role="status"
      aria-live="polite"
    >
      {live.kind === 'applying' ? t.liveApplying : null}
      {live.kind === 'live' ? <span title={t.liveDoneTitle}>{t.liveDone}</span> : null}
      {live.kind === 'failed' ? (
        <>
          <span title={live.message}>{t.liveFailed}</span>
          <span className="editor-sr-only">{t.liveFailedDetail}</span>
          <button
            type="button"
            className="editor-button-secondary editor-live__retry"
            onClick={() => void retryRender().catch(() => undefined)}
          >
            {t.liveRetry}
          </button>
        </>
      ) : null}
    </span>
  );
}
