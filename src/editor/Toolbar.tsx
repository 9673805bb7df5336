/**
 * The edit toolbar (editor spec §2, §4): locale switch, the page's change count, missing
 * translations, revert (confirmed; irreversible), publish (offered only when something changed
 * and, on a multilingual site, nothing is missing; publishing -> published | error, then reload;
 * images without alt text in a published language are listed first, in a dialog that can still
 * publish) and the toggle that closes it. When closed, one small button (or Cmd/Ctrl+E) opens it again.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { format } from '../i18n/editor.ts';
import { totalChanges } from '../lib/drafts.ts';
import { withFlags } from '../lib/edit-route.ts';
import { pagePath } from '../lib/routes.ts';
import type { Locale } from '../lib/content.ts';
import { publish, revert } from './actions.ts';
import { useEditor } from './context.tsx';
import { ConfirmDialog, Dialog } from './Dialog.tsx';
import { changeFlag } from './flags.ts';
import { missingAltTexts } from './media/missing-alt.ts';
import { MissingAltList } from './media/MissingAltList.tsx';
import { useEditorTexts } from './hooks.ts';
import { $draft, $flags, $publication, $publishState, $translation, $unsaved } from './store.ts';
import { SubmissionsButton } from './submissions/SubmissionsButton.tsx';
import { MissingTranslationsDialog, TranslationsButton } from './translation/MissingTranslationsDialog.tsx';

type OpenDialog = 'revert' | 'missing' | 'altMissing' | null;

/** The text for a count: its own wording for one, the `{count}` template otherwise. */
function plural(count: number, one: string, other: string): string {
  return count === 1 ? one : format(other, { count });
}

export function Toolbar() {
  const t = useEditorTexts();
  const editor = useEditor();
  const flags = useStore($flags);
  const draft = useStore($draft);
  const publication = useStore($publication);
  const translation = useStore($translation);
  const publishState = useStore($publishState);
  const unsaved = useStore($unsaved);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const reasonId = useId();
  const missingAlt = useMemo(
    () =>
      draft
        ? missingAltTexts(
            draft.page,
            draft.paths.map((p) => p.locale),
          )
        : [],
    [draft],
  );

  if (!flags.toolbar || !draft) {
    return (
      <button
        type="button"
        className="editor-open"
        data-editor-ui=""
        lang={editor.editorLocale}
        title={t.toolbarOpenHint}
        aria-keyshortcuts="Meta+E Control+E"
        onClick={() => changeFlag('toolbar', true)}
      >
        {t.toolbarOpen}
      </button>
    );
  }

  const page = draft.page;
  const locales = draft.paths.map((p) => p.locale);
  const editHref = (locale: Locale) => withFlags(pagePath(page, locale, 'edit'), flags);
  const counts = publication?.counts ?? { fields: 0, groups: 0, pages: 0 };
  const total = totalChanges(counts);
  const multilingual = translation?.multilingual ?? locales.length > 1;
  const missingTotal = multilingual ? (translation?.total ?? 0) : 0;
  const hasUnsaved = Object.keys(unsaved).length > 0;
  const busy = publishState !== 'idle';
  const canPublish = (publication?.canPublish ?? false) && !hasUnsaved && !busy;
  const reason = total === 0 ? t.toolbarPublishNothing : missingTotal > 0 ? t.toolbarPublishMissing : '';
  const publishLabel = {
    idle: t.toolbarPublish,
    publishing: t.toolbarPublishing,
    published: t.toolbarPublished,
    error: t.toolbarPublishError,
  }[publishState];
  const buttonWarnings = publication?.buttons.length ?? 0;

  return (
    <section
      className="editor-toolbar"
      aria-label={t.toolbarLabel}
      data-editor-ui=""
      lang={editor.editorLocale}
      data-publish-state={publishState}
    >
      {locales.length > 1 ? (
        <label className="editor-toolbar__locale">
          <span className="editor-sr-only">{t.toolbarLocale}</span>
          <select
            value={editor.locale}
            onChange={(event) => location.assign(editHref(event.currentTarget.value as Locale))}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {locale.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      <span
        className="editor-toolbar__status"
        title={format(t.toolbarChangesDetail, counts)}
        data-changes={total}
      >
        {total === 0 ? t.toolbarNoChanges : plural(total, t.toolbarChangesOne, t.toolbarChanges)}
      </span>

      <TranslationsButton missingTotal={missingTotal} onOpen={() => setDialog('missing')} />

      {buttonWarnings > 0 ? (
        <span className="editor-toolbar__warning" role="note">
          {plural(buttonWarnings, t.toolbarPublishButtonsOne, t.toolbarPublishButtons)}
        </span>
      ) : null}

      <button type="button" className="editor-button-secondary" onClick={() => changeFlag('pageMenu', true)}>
        {t.toolbarPages}
      </button>
      <button type="button" className="editor-button-secondary" onClick={() => changeFlag('settings', true)}>
        {t.toolbarSettings}
      </button>

      <SubmissionsButton />

      <span className="editor-toolbar__spacer" />

      <button
        type="button"
        className="editor-button-secondary"
        disabled={total === 0 || busy}
        onClick={() => setDialog('revert')}
      >
        {t.toolbarRevert}
      </button>

      <button
        type="button"
        className="editor-button-primary editor-toolbar__publish"
        disabled={!canPublish}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={publishState === 'publishing'}
        onClick={() => (missingAlt.length > 0 ? setDialog('altMissing') : void publish())}
      >
        {publishLabel}
      </button>
      {reason ? (
        <span id={reasonId} className="editor-sr-only">
          {reason}
        </span>
      ) : null}

      <button
        type="button"
        className="editor-icon-button editor-toolbar__close"
        aria-label={t.toolbarClose}
        title={t.toolbarClose}
        onClick={() => changeFlag('toolbar', false)}
      >
        ×
      </button>

      {dialog === 'revert' ? (
        <ConfirmDialog
          title={t.toolbarRevertTitle}
          message={
            multilingual
              ? format(t.toolbarRevertWarningMultilingual, {
                  locales: locales.map((l) => l.toUpperCase()).join(', '),
                })
              : t.toolbarRevertWarning
          }
          confirmLabel={t.toolbarRevertConfirm}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void revert();
          }}
        />
      ) : null}

      {dialog === 'altMissing' ? (
        <Dialog
          title={t.publishAltTitle}
          onClose={() => setDialog(null)}
          actions={
            <>
              <button
                type="button"
                className="editor-button-secondary"
                onClick={() => setDialog(null)}
                autoFocus
              >
                {t.toolbarCancel}
              </button>
              <button
                type="button"
                className="editor-button-primary"
                onClick={() => {
                  setDialog(null);
                  void publish();
                }}
              >
                {t.publishAltAnyway}
              </button>
            </>
          }
        >
          <MissingAltList images={missingAlt} />
        </Dialog>
      ) : null}

      {dialog === 'missing' ? <MissingTranslationsDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
