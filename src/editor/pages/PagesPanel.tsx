/**
 * The pages panel (editor spec §2, `pageMenu=1`): a modal side panel (focus trapped, Escape
 * closes it, closing clears the flag) with the navigation manager, the free pages and the
 * collections with their pages (drafts included), each page with its actions, creating a page
 * from its name, and the scheduled publishes (../versions/ScheduledList.tsx).
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { type EditorKey } from '../../i18n/editor.ts';
import type { PageListEntry } from '../../lib/api/pages.ts';
import { useEditor } from '../context.tsx';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { NavigationSection } from './navigation/NavigationSection.tsx';
import { createPage } from './page-actions.ts';
import { groupPages } from './page-list.ts';
import { CreateForm } from './PageForms.tsx';
import { PageRow } from './PageRow.tsx';
import { pagesApi } from './pages-api.ts';
import { ScheduledList } from '../versions/ScheduledList.tsx';
import './pages-panel.css';

export interface PagesPanelProps {
  onClose: () => void;
}

export default function PagesPanel({ onClose }: PagesPanelProps) {
  const t = useEditorTexts();
  const { locale, page: current } = useEditor();
  const [pages, setPages] = useState<PageListEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  const freeId = useId();
  const collectionsId = useId();
  const refresh = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    pagesApi.listPages().then(
      (list) => {
        if (cancelled) return;
        setPages(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('[pages] loading the list failed', error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  const sections = useMemo(() => (pages ? groupPages(pages) : null), [pages]);
  const row = (page: PageListEntry) => (
    <PageRow key={page.id} page={page} locale={locale} current={page.id === current.id} onChanged={refresh} />
  );

  return (
    <Dialog title={t.pagesPanelTitle} onClose={onClose}>
      <div className="editor-pages">
        <NavigationSection />
        <section className="editor-pages__section" aria-labelledby={freeId}>
          <div className="editor-pages__section-head">
            <h3 id={freeId}>{t.pagesSectionFree}</h3>
            {creating ? null : (
              <button type="button" className="editor-button-primary" onClick={() => setCreating(true)}>
                {t.pagesCreate}
              </button>
            )}
          </div>
          {creating ? (
            <div className="editor-pages__create" role="group" aria-label={t.pagesCreateTitle}>
              <CreateForm
                locale={locale}
                onCreate={(names) => createPage(names, locale)}
                onCancel={() => setCreating(false)}
              />
            </div>
          ) : null}
          {failed ? (
            <p className="editor-pages__error" role="alert">
              {t.pagesPanelLoadError}
            </p>
          ) : null}
          {!sections && !failed ? <p role="status">{t.pagesPanelLoading}</p> : null}
          {sections ? (
            sections.free.length ? (
              <ul className="editor-pages__list">{sections.free.map(row)}</ul>
            ) : (
              <p>{t.pagesEmpty}</p>
            )
          ) : null}
        </section>
        <ScheduledList pages={pages} locale={locale} refreshKey={version} onChanged={refresh} />
        {sections && sections.collections.length ? (
          <section className="editor-pages__section" aria-labelledby={collectionsId}>
            <h3 id={collectionsId}>{t.pagesSectionCollections}</h3>
            {sections.collections.map((collection) => (
              <section key={collection.name} className="editor-pages__collection">
                <h4>{t[`pagesCollection_${collection.name}` as EditorKey]}</h4>
                <ul className="editor-pages__list">{collection.pages.map(row)}</ul>
              </section>
            ))}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
