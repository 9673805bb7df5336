/**
 * The pages panel's list of scheduled publishes: each pending one with its page, the time on a
 * Zurich clock and who scheduled it, cancellable; a failed one with the reason, dismissable. It
 * looks again every 15 seconds while the panel is open, so a publish that ran leaves the list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { PageListEntry } from '../../lib/api/pages.ts';
import type { ScheduleEntry } from '../../lib/api/versions.ts';
import type { Locale } from '../../lib/content.ts';
import { useEditorTexts } from '../hooks.ts';
import { pageDisplayName } from '../pages/page-list.ts';
import { $editorLocale, pushToast } from '../store.ts';
import { versionsApi } from './versions-api.ts';
import { failureText, zurichDateTime } from './words.ts';
import './versions.css';

const REFRESH_MS = 15_000;

export interface ScheduledListProps {
  pages: readonly PageListEntry[] | null;
  locale: Locale;
  /** Changes when the panel re-reads its lists (a publish was just scheduled). */
  refreshKey: number;
  /** A scheduled publish ran or was cancelled: the page list's badges may have changed. */
  onChanged: () => void;
}

export function ScheduledList({ pages, locale, refreshKey, onChanged }: ScheduledListProps) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const headingId = useId();
  const [entries, setEntries] = useState<ScheduleEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);
  const shown = useRef<ScheduleEntry[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    versionsApi.schedules().then(
      (list) => {
        if (cancelled) return;
        const stillPending = (id: string) => list.some((e) => e.id === id && e.state === 'pending');
        // One that was pending has run (or failed): the page list's badges follow.
        const settled = shown.current?.some((e) => e.state === 'pending' && !stillPending(e.id)) ?? false;
        shown.current = list;
        setEntries(list);
        setFailed(false);
        if (settled) onChanged();
      },
      (error: unknown) => {
        console.error('[schedule] list', error);
        if (!cancelled) setFailed(true);
      },
    );
    const timer = window.setTimeout(() => setReads((n) => n + 1), REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [refreshKey, reads, onChanged]);

  const pageName = (id: string) => {
    const page = pages?.find((p) => p.id === id);
    return page ? pageDisplayName(page, locale) : t.scheduleUnknownPage;
  };

  const cancel = async (entry: ScheduleEntry) => {
    try {
      await versionsApi.cancel(entry.id);
      if (entry.state === 'pending') pushToast('success', t.scheduleCancelled);
      shown.current = shown.current?.filter((e) => e.id !== entry.id) ?? null;
      setEntries(shown.current);
    } catch (error) {
      console.error('[schedule] cancel', error);
      pushToast('error', t.scheduleCancelError);
      setReads((n) => n + 1);
    }
  };

  return (
    <section className="editor-pages__section editor-schedules" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.scheduleListTitle}</h3>
      {failed ? (
        <p className="editor-pages__error" role="alert">
          {t.scheduleListLoadError}
        </p>
      ) : null}
      {entries && entries.length === 0 ? <p>{t.scheduleListEmpty}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className="editor-schedules__list">
          {entries.map((entry) => {
            const page = pageName(entry.pageId);
            const date = zurichDateTime(entry.dueAt, editorLocale);
            const who = entry.createdBy.name || entry.createdBy.email || t.versionsByUnknown;
            const pending = entry.state === 'pending';
            return (
              <li key={entry.id} className="editor-schedules__item" data-state={entry.state}>
                <p className="editor-schedules__text" role={pending ? undefined : 'alert'}>
                  {pending
                    ? format(t.scheduleEntry, { page, date, who })
                    : format(t.scheduleEntryFailed, { page, date, reason: failureText(t, entry) })}
                </p>
                <div className="editor-pages__buttons">
                  <button
                    type="button"
                    className="editor-button-secondary"
                    aria-label={format(pending ? t.scheduleCancelOf : t.scheduleDismissOf, { page })}
                    onClick={() => void cancel(entry)}
                  >
                    {pending ? t.scheduleCancel : t.scheduleDismiss}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
