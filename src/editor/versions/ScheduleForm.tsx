/**
 * "Planen" on a page row: a date and time on a Zurich clock (datetime-local), sent as such; the
 * server converts it to UTC and refuses a time in the past (shown here in the editor language).
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import { ERROR_TEXT_KEYS } from '../../i18n/editor/core.ts';
import { splitLocalInput, zurichWallTime } from '../../lib/versions/zurich-time.ts';
import { ApiFailure } from '../api-client.ts';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale, pushToast } from '../store.ts';
import { versionsApi } from './versions-api.ts';
import { zurichDateTime } from './words.ts';

export interface ScheduleFormProps {
  pageId: string;
  onDone: () => void;
  onCancel: () => void;
}

export function ScheduleForm({ pageId, onDone, onCancel }: ScheduleFormProps) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const min = (() => {
    const now = zurichWallTime(new Date());
    return `${now.date}T${now.time}`;
  })();

  const submit = async () => {
    const wall = splitLocalInput(value);
    if (!wall) {
      setError(t.scheduleRequired);
      return;
    }
    setBusy(true);
    try {
      const entry = await versionsApi.schedule({ pageId, ...wall });
      pushToast('success', format(t.scheduleSaved, { date: zurichDateTime(entry.dueAt, editorLocale) }));
      onDone();
    } catch (failure) {
      console.error('[schedule] add', failure);
      const known =
        failure instanceof ApiFailure && Object.hasOwn(ERROR_TEXT_KEYS, failure.code)
          ? t[ERROR_TEXT_KEYS[failure.code as keyof typeof ERROR_TEXT_KEYS]]
          : null;
      setError(
        failure instanceof ApiFailure && failure.code === 'schedule_in_past'
          ? t.errorScheduleInPast
          : `${t.scheduleSaveError}${known ? ` ${known}` : ''}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="editor-pages__form"
      aria-label={t.scheduleOpen}
      // The server's answer (translated) says what is wrong, not the browser's own bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="editor-pages__input">
        <label htmlFor={inputId}>{t.scheduleWhen}</label>
        <input
          id={inputId}
          type="datetime-local"
          value={value}
          min={min}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className="editor-pages__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="editor-pages__form-actions">
        <button type="button" className="editor-button-secondary" onClick={onCancel}>
          {t.scheduleCancelForm}
        </button>
        <button type="submit" className="editor-button-primary" disabled={busy}>
          {t.scheduleSubmit}
        </button>
      </div>
    </form>
  );
}
