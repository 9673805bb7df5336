/**
 * One page in the pages panel: its name as the link that opens it in edit mode (the panel stays
 * open), its status badges, and its actions behind a disclosure button: rename, change URL,
 * active languages, password, publish (what the publish rules hold back in the toolbar's publish
 * dialog), its versions and scheduling a publish (../versions/), discard changes, delete (the
 * last two confirmed).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { format } from '../../i18n/editor.ts';
import type { PageListEntry } from '../../lib/api/pages.ts';
import type { Locale } from '../../lib/content.ts';
import { withFlags } from '../../lib/edit-route.ts';
import { ConfirmDialog } from '../Dialog.tsx';
import { PublishCheckDialog } from '../history/PublishCheckDialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale, $flags } from '../store.ts';
import {
  deleteListedPage,
  discardListedPage,
  publishListedPage,
  type PublishHeldBack,
} from './page-actions.ts';
import { pageBadge, pageDisplayName, pageEditPath } from './page-list.ts';
import { LanguagesForm, PasswordForm, RenameForm, UrlForm } from './PageForms.tsx';
import { ScheduleForm } from '../versions/ScheduleForm.tsx';
import { VersionsDialog } from '../versions/VersionsDialog.tsx';

type OpenForm = 'rename' | 'url' | 'languages' | 'password' | 'schedule' | null;
type Confirming = 'discard' | 'delete' | null;

export interface PageRowProps {
  page: PageListEntry;
  locale: Locale;
  /** The page being edited now. */
  current: boolean;
  /** Re-read the list after a change. */
  onChanged: () => void;
}

export function PageRow({ page, locale, current, onChanged }: PageRowProps) {
  const t = useEditorTexts();
  const flags = useStore($flags);
  const [expanded, setExpanded] = useState(false);
  const [form, setForm] = useState<OpenForm>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [heldBack, setHeldBack] = useState<PublishHeldBack | null>(null);
  const [history, setHistory] = useState(false);
  const editorLocale = useStore($editorLocale);
  const name = pageDisplayName(page, locale);
  const badge = pageBadge(page);
  const isHome = page.role === 'home';
  const actionsId = `editor-page-actions-${page.id}`;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await action();
    setBusy(false);
    if (ok) onChanged();
  };
  const done = () => {
    setForm(null);
    onChanged();
  };
  const formProps = { page, locale, onDone: done, onCancel: () => setForm(null) };
  const badgeText = {
    draft: t.pagesBadgeDraft,
    published: t.pagesBadgePublished,
    changed: t.pagesBadgeChanged,
  };

  return (
    <li className="editor-pages__row" data-page-id={page.id} aria-current={current ? 'page' : undefined}>
      <div className="editor-pages__head">
        <a
          className="editor-pages__name"
          href={withFlags(pageEditPath(page, locale), { ...flags, pageMenu: true })}
        >
          {name}
        </a>
        <span className="editor-pages__badges">
          <span className={`editor-badge editor-badge--${badge}`}>{badgeText[badge]}</span>
          {isHome ? <span className="editor-badge">{t.pagesBadgeHome}</span> : null}
          {page.protected ? (
            <span className="editor-badge editor-badge--protected">{t.pagesBadgeProtected}</span>
          ) : null}
          {current ? <span className="editor-sr-only">{t.pagesCurrent}</span> : null}
        </span>
        <button
          type="button"
          className="editor-icon-button"
          aria-expanded={expanded}
          aria-controls={actionsId}
          aria-label={format(t.pagesActions, { name })}
          onClick={() => setExpanded(!expanded)}
        >
          ⋯
        </button>
      </div>
      {expanded ? (
        <div id={actionsId} className="editor-pages__actions">
          <div className="editor-pages__buttons">
            <button type="button" className="editor-button-secondary" onClick={() => setForm('rename')}>
              {t.pagesRename}
            </button>
            {isHome ? null : (
              <button type="button" className="editor-button-secondary" onClick={() => setForm('url')}>
                {t.pagesChangeUrl}
              </button>
            )}
            <button type="button" className="editor-button-secondary" onClick={() => setForm('languages')}>
              {t.pagesLanguages}
            </button>
            <button type="button" className="editor-button-secondary" onClick={() => setForm('password')}>
              {t.pagesPassword}
            </button>
            <button
              type="button"
              className="editor-button-primary"
              disabled={busy || badge === 'published'}
              onClick={() => void run(() => publishListedPage(page, setHeldBack))}
            >
              {t.pagesPublish}
            </button>
            <button
              type="button"
              className="editor-button-secondary"
              aria-label={format(t.versionsOpenOf, { name })}
              onClick={() => setHistory(true)}
            >
              {t.versionsOpen}
            </button>
            <button
              type="button"
              className="editor-button-secondary"
              aria-label={format(t.scheduleOpenOf, { name })}
              onClick={() => setForm('schedule')}
            >
              {t.scheduleOpen}
            </button>
            {page.published && page.changed ? (
              <button
                type="button"
                className="editor-button-secondary"
                disabled={busy}
                onClick={() => setConfirming('discard')}
              >
                {t.pagesDiscard}
              </button>
            ) : null}
            {isHome ? null : (
              <button
                type="button"
                className="editor-button-danger"
                disabled={busy}
                onClick={() => setConfirming('delete')}
              >
                {t.pagesDelete}
              </button>
            )}
          </div>
          {form === 'rename' ? <RenameForm {...formProps} /> : null}
          {form === 'url' ? <UrlForm {...formProps} /> : null}
          {form === 'languages' ? <LanguagesForm {...formProps} /> : null}
          {form === 'password' ? <PasswordForm {...formProps} /> : null}
          {form === 'schedule' ? (
            <ScheduleForm pageId={page.id} onDone={done} onCancel={() => setForm(null)} />
          ) : null}
        </div>
      ) : null}
      {history ? (
        <VersionsDialog
          page={page}
          locale={locale}
          current={current}
          onClose={() => setHistory(false)}
          onRestored={onChanged}
        />
      ) : null}
      {heldBack ? (
        <PublishCheckDialog
          check={heldBack.reasons}
          page={heldBack.page}
          editorLocale={editorLocale}
          onCancel={() => setHeldBack(null)}
          onPublish={() => {
            setHeldBack(null);
            void run(() => publishListedPage(page, setHeldBack, true));
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming === 'discard' ? t.pagesDiscardTitle : t.pagesDeleteTitle}
          message={format(confirming === 'discard' ? t.pagesDiscardWarning : t.pagesDeleteWarning, { name })}
          confirmLabel={confirming === 'discard' ? t.pagesDiscard : t.pagesDelete}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            const action = confirming === 'discard' ? discardListedPage : deleteListedPage;
            void run(() => action(page, locale));
          }}
        />
      ) : null}
    </li>
  );
}
