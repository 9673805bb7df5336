/**
 * Toasts: short notices (polite live region) and errors (assertive), each with an optional action
 * (retry, keep my version, sign in) and a dismiss button. Errors stay until dismissed.
 */
import { useStore } from '@nanostores/react';
import { useEditorTexts } from './hooks.ts';
import { $toasts, dismissToast, type Toast } from './store.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const t = useEditorTexts();
  return (
    <li className={`editor-toast editor-toast--${toast.kind}`}>
      <span className="editor-toast__text">{toast.text}</span>
      {toast.action ? (
        <button
          type="button"
          className="editor-toast__action"
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="editor-icon-button"
        aria-label={t.saveToastDismiss}
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export function Toasts() {
  const toasts = useStore($toasts);
  const urgent = toasts.filter((x) => x.kind === 'error' || x.kind === 'warning');
  const calm = toasts.filter((x) => x.kind === 'info' || x.kind === 'success');
  return (
    <div className="editor-toasts" data-editor-ui="">
      <ul role="alert" className="editor-toasts__list">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
      <ul role="status" className="editor-toasts__list">
        {calm.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
