/**
 * An old version on the canvas, read-only: the page renders from the version's snapshot in live
 * mode (no in-place editors, nothing selectable), under a banner naming the version, with
 * "Wiederherstellen" (confirmed) and "Schliessen". The editor shell shows it instead of the draft
 * while `$versionView` holds a version of the page being edited.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { pageTitleGroupId } from '../../blocks/registry.ts';
import { BlockList } from '../../blocks/BlockRenderer.tsx';
import { RenderProvider } from '../../fields/context.tsx';
import { format } from '../../i18n/editor.ts';
import type { Locale, SiteSnapshot } from '../../lib/content.ts';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale } from '../store.ts';
import { RestoreConfirm } from './RestoreConfirm.tsx';
import { closeVersionView, restoreVersion, type VersionView } from './state.ts';
import { publisherText, zurichDateTime } from './words.ts';
import './versions.css';

export function VersionCanvas({
  view,
  site,
  locale,
}: {
  view: VersionView;
  site: SiteSnapshot;
  locale: Locale;
}) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  const [confirming, setConfirming] = useState(false);
  const { version, page } = view;
  const name = page.meta.name[locale] ?? page.id;
  return (
    <>
      <div className="editor-version-banner" role="status" lang={editorLocale} data-editor-ui="">
        <p>
          {format(t.versionsBanner, {
            number: String(version.sequence),
            date: zurichDateTime(version.publishedAt, editorLocale),
            who: publisherText(t, version),
          })}
        </p>
        <div className="editor-pages__buttons">
          <button type="button" className="editor-button-primary" onClick={() => setConfirming(true)}>
            {t.versionsRestore}
          </button>
          <button type="button" className="editor-button-secondary" onClick={closeVersionView}>
            {t.versionsClose}
          </button>
        </div>
      </div>
      <RenderProvider
        mode="live"
        locale={locale}
        site={site}
        page={page}
        titleGroupId={pageTitleGroupId(page.groups)}
      >
        <main id="main" className="editor-main editor-main--version" data-version={version.sequence}>
          <BlockList groups={page.groups} />
        </main>
      </RenderProvider>
      {confirming ? (
        <div data-editor-ui="" lang={editorLocale}>
          <RestoreConfirm
            version={version}
            pageName={name}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void restoreVersion(page.id, version.sequence, true);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
