/**
 * The edit toolbar (editor spec §2, §4): locale switch, the page's change count, undo and redo,
 * missing translations, revert (confirmed; irreversible), publish (offered only when something
 * changed and, on a multilingual site, nothing is missing, the reason shown beside it otherwise;
 * publishing -> published | error, then reload; the publish rules' reasons, found before asking or
 * answered by the server, are listed in the publish dialog: missing translations hold the page
 * back, the accessibility check's findings (images without alt text, skipped heading levels, low
 * contrast) can still be published past), sign-out and the toggle that closes it. When closed, one small button (or Cmd/Ctrl+E)
 * opens it again.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { format } from '../i18n/editor.ts';
import { totalChanges } from '../lib/drafts.ts';
import { withFlags } from '../lib/edit-route.ts';
import { countText } from '../lib/plural.ts';
import { pagePath } from '../lib/routes.ts';
import { readSettings } from '../lib/settings.ts';
import type { Locale } from '../lib/content.ts';
import type { PublishReasons } from '../lib/publish/publish-rules.ts';
import { publish, revert, signOut } from './actions.ts';
import { useEditor } from './context.tsx';
import { ConfirmDialog } from './Dialog.tsx';
import { changeFlag } from './flags.ts';
import { HistoryButtons } from './history/HistoryButtons.tsx';
import { PublishCheckDialog } from './history/PublishCheckDialog.tsx';
import { pagePublishReasons } from './history/publish-check.ts';
import { publishStep } from './history/publish-flow.ts';
import { useEditorTexts } from './hooks.ts';
import { LiveStatus } from './live/LiveStatus.tsx';
import { $draft, $flags, $publication, $publishState, $translation, $unsaved } from './store.ts';
import { SubmissionsButton } from './submissions/SubmissionsButton.tsx';
import { MissingTranslationsDialog, TranslationsButton } from './translation/MissingTranslationsDialog.tsx';

type OpenDialog = 'revert' | 'missing' | 'check' | null;

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
  const [check, setCheck] = useState<PublishReasons | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // Phones: the toolbar keeps one row; the other actions open above it behind 'Weitere Aktionen'.
  const [moreOpen, setMoreOpen] = useState(false);
  const reasonId = useId();
  /** The text for a count in the editor's language ('1 Feld', '2 Felder'). */
  const plural = (count: number, one: string, other: string) =>
    countText(editor.editorLocale, count, { one, other });

  if (!flags.toolbar || !draft) {
    return (
      <>
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
        <LiveStatus floating />
      </>
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
  /** The publish rules' reasons, found before asking or answered by the server, in the dialog. */
  const showReasons = (reasons: PublishReasons) => {
    setCheck(reasons);
    setDialog('check');
  };

  return (
    <section
      className="editor-toolbar"
      aria-label={t.toolbarLabel}
      data-editor-ui=""
      lang={editor.editorLocale}
      data-publish-state={publishState}
      data-more-open={moreOpen ? '' : undefined}
      onClick={(event) => {
        // An action from the phone's extra row closes it again.
        if (moreOpen && (event.target as Element).closest?.('.editor-toolbar__extra')) setMoreOpen(false);
      }}
    >
      {locales.length > 1 ? (
        <label className="editor-toolbar__locale editor-toolbar__extra">
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
        title={format(t.toolbarChangesDetail, {
          fields: plural(counts.fields, t.toolbarFieldsOne, t.toolbarFields),
          groups: plural(counts.groups, t.toolbarGroupsOne, t.toolbarGroups),
          pages: plural(counts.pages, t.toolbarPagesCountOne, t.toolbarPagesCount),
        })}
        data-changes={total}
      >
        {total === 0 ? t.toolbarNoChanges : plural(total, t.toolbarChangesOne, t.toolbarChanges)}
      </span>

      <LiveStatus />

      <HistoryButtons />

      <span className="editor-toolbar__extra editor-toolbar__extra--group">
        <TranslationsButton missingTotal={missingTotal} onOpen={() => setDialog('missing')} />
      </span>

      {buttonWarnings > 0 ? (
        <span className="editor-toolbar__warning" role="note">
          {plural(buttonWarnings, t.toolbarPublishButtonsOne, t.toolbarPublishButtons)}
        </span>
      ) : null}

      <button
        type="button"
        className="editor-button-secondary editor-toolbar__extra"
        onClick={() => changeFlag('pageMenu', true)}
      >
        {t.toolbarPages}
      </button>
      <button
        type="button"
        className="editor-button-secondary editor-toolbar__extra"
        onClick={() => changeFlag('settings', true)}
      >
        {t.toolbarSettings}
      </button>

      <span className="editor-toolbar__extra editor-toolbar__extra--group">
        <SubmissionsButton />
      </span>

      <span className="editor-toolbar__spacer" />

      <button
        type="button"
        className="editor-button-secondary editor-toolbar__extra"
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
        onClick={() => {
          const step = publishStep(pagePublishReasons(page, readSettings(draft.site.settings)));
          if (step.kind === 'publish') void publish({ onRefused: showReasons });
          else showReasons(step.reasons);
        }}
      >
        {publishLabel}
      </button>
      {reason ? (
        <span id={reasonId} className="editor-toolbar__reason" data-publish-reason="">
          {reason}
        </span>
      ) : null}

      <button
        type="button"
        className="editor-button-secondary editor-toolbar__extra"
        disabled={signingOut}
        aria-busy={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut(editor.locale).then((done) => {
            if (!done) setSigningOut(false);
          });
        }}
      >
        {signingOut ? t.toolbarSigningOut : t.toolbarSignOut}
      </button>

      <button
        type="button"
        className="editor-icon-button editor-toolbar__more"
        aria-label={t.toolbarMore}
        title={t.toolbarMore}
        aria-expanded={moreOpen}
        onClick={() => setMoreOpen((open) => !open)}
      >
        ⋯
      </button>

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

      {dialog === 'check' && check ? (
        <PublishCheckDialog
          check={check}
          page={page}
          editorLocale={editor.editorLocale}
          onCancel={() => setDialog(null)}
          onPublish={() => {
            setDialog(null);
            void publish({ accessibilityConfirmed: true, onRefused: showReasons });
          }}
        />
      ) : null}

      {dialog === 'missing' ? <MissingTranslationsDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
