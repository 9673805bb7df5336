/**
 * A modal dialog on the native <dialog> element (focus trapped and restored, Escape closes it,
 * the page behind is inert), and the confirm dialog built on it for actions that cannot be undone.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useEditorTexts } from './hooks.ts';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (the dialog adds none of its own but the close cross). */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const t = useEditorTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className="editor-dialog" role={role} aria-labelledby={titleId} data-editor-ui="">
      <div className="editor-dialog__head">
        <h2 id={titleId} className="editor-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="editor-icon-button"
          aria-label={t.toolbarDialogClose}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className="editor-dialog__body">{children}</div>
      {actions ? <div className="editor-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; the safe choice (cancel) has the focus. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useEditorTexts();
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="editor-button-secondary" onClick={onCancel} autoFocus>
            {t.toolbarCancel}
          </button>
          <button type="button" className="editor-button-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
