/**
 * Undo and redo in the toolbar: each button says what it does and its shortcut (in its title and
 * to assistive technology through aria-keyshortcuts) and is disabled when there is nothing to undo
 * or redo, or while one is being stored. After a step that cannot be undone (a permanent
 * deletion), undo stays focusable but aria-disabled and says why in its title and description;
 * pressing it says so again (a toast, from undoLastChange). The outcome is announced in a polite live region.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import { useEditorTexts } from '../hooks.ts';
import { redoLastChange, undoBlockedText, undoLastChange } from './apply.ts';
import { $history, $historyBusy } from './controller.ts';
import { canRedo, canUndo, undoBlockedBy } from './history.ts';
import './history.css';

function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform || navigator.userAgent)
  );
}

export function HistoryButtons() {
  const t = useEditorTexts();
  const history = useStore($history);
  const busy = useStore($historyBusy);
  const [announced, setAnnounced] = useState('');
  const blockedId = useId();
  const barrier = undoBlockedBy(history);
  const blockedText = barrier ? undoBlockedText(barrier) : null;
  const mac = isMac();
  const undoHint = format(t.historyUndoHint, { keys: mac ? t.historyUndoKeysMac : t.historyUndoKeys });
  const redoHint = format(t.historyRedoHint, { keys: mac ? t.historyRedoKeysMac : t.historyRedoKeys });

  const run = async (which: 'undo' | 'redo') => {
    const done = await (which === 'undo' ? undoLastChange() : redoLastChange());
    if (done) setAnnounced(which === 'undo' ? t.historyUndone : t.historyRedone);
  };

  return (
    <span className="editor-history">
      <button
        type="button"
        aria-label={t.historyUndo}
        title={blockedText ?? undoHint}
        aria-keyshortcuts="Control+Z Meta+Z"
        aria-disabled={blockedText ? true : undefined}
        aria-describedby={blockedText ? blockedId : undefined}
        disabled={busy || (!canUndo(history) && !blockedText)}
        onClick={() => void run('undo')}
        data-history="undo"
        data-history-blocked={barrier?.step}
      >
        <span aria-hidden="true">↶</span>
      </button>
      {blockedText ? (
        <span id={blockedId} className="editor-sr-only">
          {blockedText}
        </span>
      ) : null}
      <button
        type="button"
        aria-label={t.historyRedo}
        title={redoHint}
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
        disabled={busy || !canRedo(history)}
        onClick={() => void run('redo')}
        data-history="redo"
      >
        <span aria-hidden="true">↷</span>
      </button>
      <span className="editor-sr-only" role="status">
        {announced}
      </span>
    </span>
  );
}
