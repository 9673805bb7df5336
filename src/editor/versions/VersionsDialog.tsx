/**
 * A page's version history (opened from its row in the pages panel): every publish, newest
 * first, with date and time in Zurich, who published it and what changed. "Ansehen" shows the
 * version read-only on the canvas (for another page, the editor opens that page first);
 * "Wiederherstellen" makes it the draft after a confirmation.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { PageListEntry } from '../../lib/api/pages.ts';
import type { VersionEntry } from '../../lib/api/versions.ts';
import type { Locale } from '../../lib/content.ts';
import { withFlags } from '../../lib/edit-route.ts';
import { Dialog } from '../Dialog.tsx';
import { changeFlag } from '../flags.ts';
import { useEditorTexts } from '../hooks.ts';
import { pageDisplayName, pageEditPath } from '../pages/page-list.ts';
import { $editorLocale, $flags } from '../store.ts';
import { RestoreConfirm } from './RestoreConfirm.tsx';
import { rememberVersionToView, restoreVersion, viewVersion } from './state.ts';
import { versionsApi } from './versions-api.ts';
import { publisherText, summaryPhrases, zurichDateTime } from './words.ts';

export interface VersionsDialogProps {
  page: PageListEntry;
  locale: Locale;
  /** The page being edited now (its versions are shown in place). */
  current: boolean;
  onClose: () => void;
  /** After a restore (the panel re-reads its list). */
  onRestored: () => void;
}

export function VersionsDialog({ page, locale, current, onClose, onRestored }: VersionsDialogProps) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<VersionEntry | null>(null);
  const name = pageDisplayName(page, locale);

  useEffect(() => {
    let cancelled = false;
    versionsApi.list(page.id).then(
      (list) => !cancelled && setVersions(list),
      (error: unknown) => {
        console.error('[versions] list', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [page.id]);

  const view = async (version: VersionEntry) => {
    if (!current) {
      rememberVersionToView(page.id, version.sequence);
      location.assign(withFlags(pageEditPath(page, locale), { ...$flags.get(), pageMenu: false }));
      return;
    }
    if (await viewVersion(page.id, version.sequence)) {
      onClose();
      changeFlag('pageMenu', false);
    }
  };

  return (
    <Dialog title={format(t.versionsTitle, { name })} onClose={onClose}>
      <div className="editor-versions">
        {failed ? (
          <p className="editor-pages__error" role="alert">
            {t.versionsLoadError}
          </p>
        ) : null}
        {!versions && !failed ? <p role="status">{t.versionsLoading}</p> : null}
        {versions && versions.length === 0 ? <p>{t.versionsEmpty}</p> : null}
        {versions && versions.length > 0 ? (
          <>
            <p className="editor-pages__hint">{t.versionsKeptAll}</p>
            <ol className="editor-versions__list">
              {versions.map((version, index) => (
                <li key={version.sequence} className="editor-versions__item" data-version={version.sequence}>
                  <p className="editor-versions__head">
                    <strong>{format(t.versionsNumber, { number: String(version.sequence) })}</strong>{' '}
                    <time dateTime={version.publishedAt}>
                      {zurichDateTime(version.publishedAt, editorLocale)}
                    </time>{' '}
                    {publisherText(t, version)}
                    {index === 0 ? (
                      <span className="editor-badge editor-badge--published">{t.versionsCurrent}</span>
                    ) : null}
                  </p>
                  <ul className="editor-versions__summary">
                    {summaryPhrases(t, version.summary).map((phrase) => (
                      <li key={phrase}>{phrase}</li>
                    ))}
                  </ul>
                  <div className="editor-pages__buttons">
                    <button
                      type="button"
                      className="editor-button-secondary"
                      aria-label={format(t.versionsViewOf, { number: String(version.sequence) })}
                      onClick={() => void view(version)}
                    >
                      {t.versionsView}
                    </button>
                    <button
                      type="button"
                      className="editor-button-secondary"
                      aria-label={format(t.versionsRestoreOf, { number: String(version.sequence) })}
                      onClick={() => setConfirming(version)}
                    >
                      {t.versionsRestore}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      {confirming ? (
        <RestoreConfirm
          version={confirming}
          pageName={name}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            setConfirming(null);
            if (await restoreVersion(page.id, confirming.sequence, current)) {
              onRestored();
              onClose();
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}
