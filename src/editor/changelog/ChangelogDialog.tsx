/**
 * The changelog dialog (editor spec §2, §4), in the editor language. It opens by itself once per
 * browser session when there are entries this editor has not seen; the settings panel's note
 * opens it on request ($changelogOpen) with every entry. Closing marks the shown dates seen for
 * this editor (POST /changelog) and for this session (session storage), so it does not open by
 * itself again after a reload. A failed post is logged only: the entries then show once more in
 * a later session, which is harmless.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { EditorLocale } from '../../i18n/editor.ts';
import type { ChangelogEntry } from '../../lib/api/changelog.ts';
import { civilToUtc } from '../../lib/civil-date.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { changelogSeenThisSession, markChangelogSeenThisSession } from '../session.ts';
import { $editorLocale } from '../store.ts';
import { changelogApi } from './changelog-api.ts';
import { $changelogOpen } from './state.ts';
import './changelog.css';

type Listing = { status: 'error' } | { status: 'ready'; entries: ChangelogEntry[] };

const INTL_LOCALE: Record<EditorLocale, string> = { de: 'de-CH', fr: 'fr-CH' };

/** '2026-01-12' -> '12. Januar 2026' / '12 janvier 2026'. */
function formatDate(date: string, locale: EditorLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    civilToUtc(date),
  );
}

const logFailure = (what: string) => (error: unknown) => console.error(`[editor] ${what}`, error);

export default function ChangelogDialog() {
  const t = useEditorTexts();
  const locale = useStore($editorLocale);
  const requested = useStore($changelogOpen);
  /** Unseen entries found on start (the dialog opened by itself). */
  const [unseen, setUnseen] = useState<ChangelogEntry[] | null>(null);
  /** Every entry, fetched when the dialog was opened on request, per editor language. */
  const [all, setAll] = useState<{ locale: EditorLocale; listing: Listing } | null>(null);

  useEffect(() => {
    if (changelogSeenThisSession()) return;
    let cancelled = false;
    changelogApi.fetchChangelog($editorLocale.get(), { showAll: false }).then(({ entries }) => {
      if (!cancelled && entries.length > 0) setUnseen(entries);
    }, logFailure('loading the changelog failed'));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    changelogApi.fetchChangelog(locale, { showAll: true }).then(
      ({ entries }) => !cancelled && setAll({ locale, listing: { status: 'ready', entries } }),
      (error: unknown) => {
        logFailure('loading the changelog failed')(error);
        if (!cancelled) setAll({ locale, listing: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requested, locale]);

  const listing: Listing | null = requested
    ? all?.locale === locale
      ? all.listing
      : null
    : unseen
      ? { status: 'ready', entries: unseen }
      : null;
  if (!requested && !unseen) return null;

  const close = () => {
    const dates = listing?.status === 'ready' ? listing.entries.map((e) => e.date) : [];
    markChangelogSeenThisSession();
    $changelogOpen.set(false);
    setUnseen(null);
    setAll(null);
    if (dates.length > 0) {
      changelogApi
        .markChangelogSeen([...new Set(dates)])
        .catch(logFailure('marking the changelog seen failed'));
    }
  };

  return (
    <Dialog
      title={t.changelogTitle}
      onClose={close}
      actions={
        <button type="button" className="editor-button-primary" onClick={close} autoFocus>
          {t.changelogClose}
        </button>
      }
    >
      {listing === null ? <p role="status">{t.changelogLoading}</p> : null}
      {listing?.status === 'error' ? <p role="alert">{t.changelogError}</p> : null}
      {listing?.status === 'ready' && listing.entries.length === 0 ? <p>{t.changelogEmpty}</p> : null}
      {listing?.status === 'ready' && listing.entries.length > 0 ? (
        <ul className="editor-changelog">
          {listing.entries.map((entry, index) => (
            <li key={`${entry.date}-${index}`} className="editor-changelog__entry">
              <time dateTime={entry.date} className="editor-changelog__date">
                {formatDate(entry.date, locale)}
              </time>
              <p className="editor-changelog__text">{entry.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
