/**
 * Opens what a menu button asked for: the option editors of a block, the link options of a field
 * (both from src/editor/options/), the add-block dialog (src/editor/blocks/), the media library or
 * a gallery's bulk uploader (src/editor/media/). They load on first
 * use, so the editor shell itself stays small. Option panels take the menu's place on screen and,
 * like the menu, keep 16 px from the screen edges whatever their size.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { keepInside } from '../lib/menu-position.ts';
import { useEditorTexts } from './hooks.ts';
import { $draft, $menu, $panel, findField, findGroup } from './store.ts';

const OptionsPanel = lazy(() => import('./options/OptionsPanel.tsx'));
const LinkOptionsPanel = lazy(() => import('./options/LinkOptionsPanel.tsx'));
const AddBlockDialog = lazy(() => import('./blocks/AddBlockDialog.tsx'));
const MediaLibrary = lazy(() => import('./media/MediaLibrary.tsx'));
const BulkUploader = lazy(() => import('./media/BulkUploader.tsx'));
const CollectionPanel = lazy(() => import('./collections/CollectionPanel.tsx'));
const JobBoardPanel = lazy(() => import('./jobs/JobBoardPanel.tsx'));

export function PanelHost() {
  const t = useEditorTexts();
  const panel = useStore($panel);
  const draft = useStore($draft);
  const menu = useStore($menu);
  const host = useRef<HTMLDivElement>(null);
  const left = menu?.left ?? 16;
  const top = menu?.top ?? 16;
  // The add-block dialog, the media library and the bulk uploader are modal dialogs of their own.
  const floating = panel !== null && (panel.kind === 'options' || panel.kind === 'link');

  // Keep the panel inside the viewport as it loads and changes size.
  useLayoutEffect(() => {
    const el = host.current;
    if (!el || !floating) return;
    const place = () => {
      const size = { width: el.offsetWidth, height: el.offsetHeight };
      const next = keepInside({ left, top }, size, { width: window.innerWidth, height: window.innerHeight });
      el.style.left = `${next.left}px`;
      el.style.top = `${next.top}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [left, top, floating]);
  if (!panel || !draft) return null;
  const close = () => $panel.set(null);

  if (panel.kind === 'addBlock') {
    const nextTo = panel.nextTo ? findGroup(draft.page, panel.nextTo) : null;
    return (
      <Suspense fallback={null}>
        <AddBlockDialog nextTo={nextTo} onClose={close} />
      </Suspense>
    );
  }

  if (panel.kind === 'media') {
    return (
      <Suspense fallback={null}>
        <MediaLibrary target={panel.target} onClose={close} />
      </Suspense>
    );
  }

  if (panel.kind === 'bulkUpload') {
    return (
      <Suspense fallback={null}>
        <BulkUploader groupId={panel.groupId} onClose={close} />
      </Suspense>
    );
  }

  if (panel.kind === 'collection') {
    return (
      <Suspense fallback={null}>
        <CollectionPanel groupId={panel.groupId} onClose={close} />
      </Suspense>
    );
  }

  if (panel.kind === 'jobBoard') {
    return (
      <Suspense fallback={null}>
        <JobBoardPanel board={panel.board} onClose={close} />
      </Suspense>
    );
  }

  let content = null;
  if (panel.kind === 'options') {
    const group = findGroup(draft.page, panel.groupId);
    if (group) content = <OptionsPanel group={group} onClose={close} />;
  } else {
    const field = findField(draft.page, panel.fieldId, { groupId: panel.groupId, name: panel.name });
    if (field) content = <LinkOptionsPanel field={field} onClose={close} />;
  }
  if (!content) return null;
  return (
    <div ref={host} className="editor-panel-host" style={{ left, top }} data-editor-ui="">
      <Suspense fallback={<div className="editor-panel-loading">{t.editorShellLoading}</div>}>
        {content}
      </Suspense>
    </div>
  );
}
