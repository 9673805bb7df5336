/**
 * The frame of an option panel: a labelled, non-modal dialog with a title and a close button.
 * Focus moves into it when it opens and back to where it was when it closes; Escape closes it
 * (and stops there, so the shell does not also close the toolbar).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { EditorDictionary } from '../../i18n/editor.ts';
import './options.css';
import './options-forms.css';

export interface PanelFrameProps {
  title: string;
  onClose: () => void;
  t: EditorDictionary;
  children: ReactNode;
}

export function PanelFrame({ title, onClose, t, children }: PanelFrameProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={ref}
      className="lu-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="lu-panel__header">
        <h2 id={titleId} className="lu-panel__title">
          {title}
        </h2>
        <button
          type="button"
          className="lu-panel__close"
          aria-label={t.optionsClose}
          title={t.optionsClose}
          onClick={onClose}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="lu-panel__body">{children}</div>
    </section>
  );
}
