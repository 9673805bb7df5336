/**
 * One option in a panel: its editor, a spinner while its save runs, and its error message, which
 * arrives with a brief shake (on after 50 ms, off 300 ms later; editor spec §5). `useOptionRows`
 * keeps these states per option key.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EditorDictionary } from '../../i18n/editor.ts';
import type { SaveOutcome } from '../context.tsx';
import { scheduleShake } from './timing.ts';

export interface RowState {
  saving: boolean;
  error: string | null;
  /** Counts refusals: each new one shakes the row again. */
  shakes: number;
}

const IDLE: RowState = { saving: false, error: null, shakes: 0 };

/** Per-option save states and the transitions the panels use. */
export function useOptionRows() {
  const [rows, setRows] = useState<Readonly<Record<string, RowState>>>({});
  const patch = useCallback((key: string, change: (row: RowState) => RowState) => {
    setRows((current) => {
      const before = current[key] ?? IDLE;
      const after = change(before);
      return after === before ? current : { ...current, [key]: after };
    });
  }, []);
  return useMemo(
    () => ({
      row: (key: string): RowState => rows[key] ?? IDLE,
      /** A save starts: spinner on, old error gone. */
      begin: (key: string) => patch(key, (row) => ({ ...row, saving: true, error: null })),
      /** A save ended well. */
      done: (key: string) =>
        patch(key, (row) => (row.saving || row.error ? { ...row, saving: false, error: null } : row)),
      /** Input refused or save failed: the message shows and the row shakes. */
      fail: (key: string, message: string) =>
        patch(key, (row) => ({ saving: false, error: message, shakes: row.shakes + 1 })),
      /** The user edits again: the old error goes away. */
      clear: (key: string) => patch(key, (row) => (row.error ? { ...row, error: null } : row)),
    }),
    [rows, patch],
  );
}

/** The message for a save that did not go through; null when it did. */
export function saveOutcomeError(t: EditorDictionary, outcome: SaveOutcome): string | null {
  switch (outcome) {
    case 'saved':
    case 'skipped':
      return null;
    case 'stale':
      return t.optionsStale;
    case 'error':
      return t.optionsSaveFailed;
  }
}

export interface OptionRowProps {
  state: RowState;
  errorId: string;
  t: EditorDictionary;
  children: ReactNode;
}

export function OptionRow({ state, errorId, t, children }: OptionRowProps) {
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (state.shakes === 0) return undefined;
    return scheduleShake(setShaking);
  }, [state.shakes]);

  return (
    <div className={`lu-option${shaking ? ' lu-option--shake' : ''}`} aria-busy={state.saving}>
      {children}
      {state.saving && (
        <span className="lu-spinner" role="status">
          <span className="lu-visually-hidden">{t.optionsSaving}</span>
        </span>
      )}
      <p id={errorId} className="lu-option__error" role="alert">
        {state.error}
      </p>
    </div>
  );
}
