/**
 * The goFeed block's button in the context menu (editor spec §7): 'Artikel hinzufügen' opens a
 * dialog asking for the article's URL; the API finds the article in the health magazine and adds
 * a goFeedCard with its title, then the draft reloads. Errors show in the dialog, in the
 * editor's language ('URL nicht angegeben', 'Url nicht gefunden', health-optics only).
 */
import { useId, useState, type FormEvent } from 'react';
import type { EditorDictionary } from '../../i18n/editor.ts';
import { ERROR_TEXT_KEYS } from '../../i18n/editor/core.ts';
import type { GroupSnapshot } from '../../lib/content.ts';
import { reloadDraft } from '../actions.ts';
import { ApiFailure } from '../api-client.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $draft, pushToast } from '../store.ts';
import { magazineApi } from './magazine-api.ts';
import './magazine.css';

/** The dialog's message for a failed add, by the API's error code. */
export function articleErrorText(t: EditorDictionary, error: unknown): string {
  const code = error instanceof ApiFailure ? error.code : null;
  if (code && code !== 'internal_error' && code in ERROR_TEXT_KEYS) {
    return t[ERROR_TEXT_KEYS[code as keyof typeof ERROR_TEXT_KEYS]];
  }
  return t.magazineError;
}

export function MagazineMenuItems({ group }: { group: GroupSnapshot }) {
  const t = useEditorTexts();
  const [open, setOpen] = useState(false);
  if (group.type !== 'goFeed') return null;
  return (
    <>
      <button type="button" className="editor-menu__button" onClick={() => setOpen(true)}>
        {t.magazineAddArticle}
      </button>
      {open ? <AddArticleDialog group={group} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddArticleDialog({ group, onClose }: { group: GroupSnapshot; onClose: () => void }) {
  const t = useEditorTexts();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = `${inputId}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pageId = $draft.get()?.page.id;
    if (!pageId) return;
    if (url.trim() === '') return setError(t.errorUrlMissing);
    setBusy(true);
    setError(null);
    try {
      await magazineApi.addArticle({ pageId, groupId: group.id, url: url.trim() });
      pushToast('success', t.magazineAdded);
      onClose();
      await reloadDraft();
    } catch (failure) {
      setError(articleErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t.magazineDialogTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="editor-button-secondary" onClick={onClose}>
            {t.magazineCancel}
          </button>
          <button type="submit" form={formId} className="editor-button-primary" disabled={busy}>
            {busy ? t.magazineAdding : t.magazineSubmit}
          </button>
        </>
      }
    >
      <form id={formId} className="magazine-article" noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>{t.magazineUrlLabel}</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${inputId}-hint`} className="magazine-article__hint">
          {t.magazineUrlHint}
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="magazine-article__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
