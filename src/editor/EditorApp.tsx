/**
 * The editor island (client only, loaded on /{locale}/edit/ routes and nowhere else): reads the
 * page from the address, loads its draft through the API, and renders it with the site's own
 * header, footer and block views in edit mode, the field primitives switched to the in-place
 * editors. It provides the editor context (the draft and the one shared save routine) that every
 * editor part uses, and the toolbar, context menu, panels and toasts around the page. Not signed
 * in: off to the login page, which sends the editor back here.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { pageTitleGroupId } from '../blocks/registry.ts';
import { RenderProvider } from '../fields/context.tsx';
import { editorDictionary } from '../i18n/editor.ts';
import { ShellFooter, ShellHeader } from '../layouts/PageView.tsx';
import type { Locale, SiteSnapshot } from '../lib/content.ts';
import { parseEditPath, withFlags } from '../lib/edit-route.ts';
import { readSettings } from '../lib/settings.ts';
import { themeCss } from '../lib/theme.ts';
import { loadDraft, reloadDraft, saveRoutine, signInHref } from './actions.ts';
import { ApiFailure } from './api-client.ts';
import { ContextMenu } from './ContextMenu.tsx';
import { EditorProvider, type EditorContextValue } from './context.tsx';
import { fieldEditors } from './fields/index.ts';
import { changeFlag, initFlags } from './flags.ts';
import { BlockMoveArea } from './blocks/move/BlockMoveArea.tsx';
import { GroupFrame, PageBar } from './GroupFrame.tsx';
import { useEditorInteractions } from './interactions.ts';
import { PanelHost } from './PanelHost.tsx';
import { readMenuState, rememberedEditorLocale, rememberPage } from './session.ts';
import { startRenderWatch } from './live/render-watch.ts';
import { loadEditorLocale } from './settings/state.ts';
import { $draft, $editorLocale, $flags, $menu } from './store.ts';
import { Toasts } from './Toasts.tsx';
import { Toolbar } from './Toolbar.tsx';
import { $versionView, usePendingVersionView } from './versions/state.ts';
import { VersionCanvas } from './versions/VersionCanvas.tsx';
import './editor.css';
import './editor-inline.css';
import './editor-messages.css';

// The panels load on first use, so the editor shell itself stays small.
const PagesPanel = lazy(() => import('./pages/PagesPanel.tsx'));
const SettingsPanel = lazy(() => import('./settings/SettingsPanel.tsx'));
const ChangelogDialog = lazy(() => import('./changelog/ChangelogDialog.tsx'));

export interface EditorAppProps {
  /** The visitor locale of this edit shell (/{locale}/edit/). */
  locale: Locale;
}

type Phase = 'loading' | 'ready' | 'notFound' | 'error' | 'signIn';

export default function EditorApp({ locale }: EditorAppProps) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const draft = useStore($draft);
  const editorLocale = useStore($editorLocale);
  const flags = useStore($flags);
  const t = editorDictionary(editorLocale);
  const versionView = useStore($versionView);

  useEffect(() => {
    initFlags();
    $editorLocale.set(rememberedEditorLocale());
  }, []);

  useEffect(() => {
    let cancelled = false;
    const target = parseEditPath(location.pathname);
    const slug = target?.locale === locale ? target.slug : null;
    const load = async () => {
      if (slug === null) throw new ApiFailure(404, 'page_not_found', location.pathname);
      // The editor language is the signed-in editor's own choice, not a site setting.
      return Promise.all([loadDraft({ locale, slug }), loadEditorLocale()]);
    };
    load().then(
      ([loaded, editorLanguage]) => {
        if (cancelled) return;
        $editorLocale.set(editorLanguage);
        const restored = $flags.get().toolbar ? readMenuState(loaded.page.id) : null;
        rememberPage(loaded.page.id, editorLanguage);
        if (restored) $menu.set(restored);
        setPhase('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiFailure && error.status === 401) {
          setPhase('signIn');
          location.replace(signInHref(locale));
        } else if (error instanceof ApiFailure && error.status === 404) {
          setPhase('notFound');
        } else {
          console.error('[editor] loading the draft page failed', error);
          setPhase('error');
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, attempt]);

  const page = draft?.page ?? null;
  const site = useMemo<SiteSnapshot | null>(
    () =>
      draft
        ? {
            pages: draft.site.pages,
            navigation: draft.site.navigation,
            // Views that speak the editor language in edit mode read it from here: the editor's own.
            settings: { ...draft.site.settings, editor: { locale: editorLocale } },
            branches: draft.site.branches,
          }
        : null,
    [draft, editorLocale],
  );

  const reload = useCallback(() => reloadDraft(), []);
  const context = useMemo<EditorContextValue | null>(
    () =>
      draft
        ? {
            editorLocale,
            locale,
            page: draft.page,
            pages: draft.site.pages,
            branches: draft.site.branches,
            healthOpticsMember: draft.healthOpticsMember,
            saveField: saveRoutine.saveField,
            saveGroupOptions: saveRoutine.saveGroupOptions,
            reload,
          }
        : null,
    [draft, editorLocale, locale, reload],
  );

  useEditorInteractions(phase === 'ready' ? (page?.id ?? null) : null);
  usePendingVersionView(phase === 'ready' ? (page?.id ?? '') : '');

  // Saves answer before their pages are rendered: the toolbar follows the render (./live/).
  const ready = phase === 'ready';
  useEffect(() => (ready ? startRenderWatch() : undefined), [ready]);

  useEffect(() => {
    document.documentElement.classList.toggle('editor-toolbar-active', flags.toolbar);
  }, [flags.toolbar]);

  // The pages and the settings panel lock the page's scroll while open (editor spec §2).
  const panelOpen = flags.pageMenu || flags.settings;
  useEffect(() => {
    document.body.classList.toggle('editor-scroll-locked', panelOpen);
    return () => document.body.classList.remove('editor-scroll-locked');
  }, [panelOpen]);

  const pageName = page ? (page.meta.name[locale] ?? page.id) : null;
  useEffect(() => {
    if (pageName) document.title = `${pageName} · ${t.toolbarOpen}`;
  }, [pageName, t.toolbarOpen]);

  if (phase !== 'ready' || !draft || !page || !site || !context) {
    return <ShellMessage phase={phase} locale={locale} onRetry={() => setAttempt((n) => n + 1)} />;
  }

  const settings = readSettings(site.settings);
  // The page and the editor chrome (menus, panels) render blocks in the same context.
  const renderProps = {
    mode: 'edit',
    locale,
    site,
    page,
    editors: fieldEditors,
    titleGroupId: pageTitleGroupId(page.groups),
  } as const;
  return (
    <EditorProvider value={context}>
      <style>{themeCss(settings)}</style>
      <ShellHeader site={site} page={page} locale={locale} mode="edit" />
      {/* An old version shown read-only (./versions/) takes the draft's place on the canvas. */}
      {versionView && versionView.page.id === page.id ? (
        <VersionCanvas view={versionView} site={site} locale={locale} />
      ) : (
        <RenderProvider {...renderProps}>
          <main id="main" className="editor-main" data-page-id={page.id}>
            {flags.toolbar ? <PageBar page={page} /> : null}
            <BlockMoveArea groups={page.groups}>
              {page.groups.map((group) => (
                <GroupFrame key={group.id} group={group} />
              ))}
            </BlockMoveArea>
          </main>
        </RenderProvider>
      )}
      <ShellFooter site={site} page={page} locale={locale} mode="edit" />
      <div className="editor-chrome" lang={editorLocale} data-editor-ui="">
        <Toolbar />
        <RenderProvider {...renderProps}>
          <ContextMenu />
          <PanelHost />
        </RenderProvider>
        <Suspense fallback={null}>
          {flags.pageMenu ? <PagesPanel onClose={() => changeFlag('pageMenu', false)} /> : null}
          {flags.settings ? <SettingsPanel onClose={() => changeFlag('settings', false)} /> : null}
          <ChangelogDialog />
        </Suspense>
        <Toasts />
      </div>
    </EditorProvider>
  );
}

/** Loading, not found, failed or on the way to the login page. */
function ShellMessage({ phase, locale, onRetry }: { phase: Phase; locale: Locale; onRetry: () => void }) {
  const t = editorDictionary(useStore($editorLocale));
  const flags = useStore($flags);
  return (
    <main
      id="main"
      className="editor-shell-message"
      lang={useStore($editorLocale)}
      aria-busy={phase === 'loading'}
    >
      {phase === 'loading' ? <p role="status">{t.editorShellLoading}</p> : null}
      {phase === 'signIn' ? <p role="status">{t.editorShellSignIn}</p> : null}
      {phase === 'notFound' ? (
        <>
          <h1>{t.editorShellNotFound}</h1>
          <p>
            <a className="editor-button-primary" href={withFlags(`/${locale}/edit/`, flags)}>
              {t.editorShellToHome}
            </a>
          </p>
        </>
      ) : null}
      {phase === 'error' ? (
        <>
          <h1 role="alert">{t.editorShellLoadError}</h1>
          <p>
            <button type="button" className="editor-button-primary" onClick={onRetry}>
              {t.editorShellRetry}
            </button>
          </p>
        </>
      ) : null}
    </main>
  );
}
