/**
 * The toolbar's button that opens the submissions panel (contact requests and sponsor bookings).
 * The panel's code loads on first use, so the editor shell stays small.
 */
import { lazy, Suspense, useState } from 'react';
import { useEditorTexts } from '../hooks.ts';

const SubmissionsDialog = lazy(() => import('./SubmissionsDialog.tsx'));

export function SubmissionsButton() {
  const t = useEditorTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="editor-button-secondary editor-toolbar__submissions"
        title={t.submissionsOpenHint}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.submissionsOpen}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SubmissionsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
