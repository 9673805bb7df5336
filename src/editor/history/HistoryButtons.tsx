/**
 * Undo and redo in the toolbar: each button says what it does and its shortcut (in its title and
 * to assistive technology through aria-keyshortcuts) and is disabled when there is nothing to undo
 * or redo, or while one is being stored. The outcome is announced in a polite live region.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { format } from '../../i18n/editor.ts';
import { useEditorTexts } from '../hooks.ts';
import { redoLastChange, undoLastChange } from './apply.ts';
import { $history, $historyBusy } from './controller.ts';
import { canRedo, canUndo } from './history.ts';
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
        title={undoHint}
        aria-keyshortcuts="Control+Z Meta+Z"
        disabled={busy || !canUndo(history)}
        onClick={() => void run('undo')}
        data-history="undo"
      >
        <span aria-hidden="true">↶</span>
      </button>
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
