/**
 * In-place rich-text editing (editor spec §4, §5): the field's document in the
 * edited locale opens in a Milkdown editor styled like the live field; a small toolbar (text
 * style, bold, italic, lists, link) shows while it has focus; a link bubble sets url, phone,
 * e-mail or page links. The document and its plain text are saved through the shared save
 * routine when the editor loses focus to a click or Tab outside, and when it is unmounted
 * (toolbar closed) with unsaved edits. The shell mounts this only while the toolbar is active.
 */
import { Milkdown, MilkdownProvider, useEditor as useMilkdownEditor } from '@milkdown/react';
import type { EditorState } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import '@milkdown/kit/prose/view/style/prosemirror.css';
import { editorDictionary } from '../../i18n/editor.ts';
import {
  fieldDoc,
  fieldText,
  type FieldSnapshot,
  type Locale,
  type PageSnapshot,
  type ProseMirrorNode,
} from '../../lib/content.ts';
import {
  docKey,
  emptyLinkDraft,
  linkDraftFromHref,
  richTextContent,
  toEditorDoc,
  type RichLinkDraft,
} from '../../lib/richtext-edit.ts';
import { editAttributes } from '../../fields/context.tsx';
import { useEditor } from '../context.tsx';
import { LinkBubble, LinkInfo, type PageChoice } from './LinkBubble.tsx';
import { currentLink, makeEditor, replaceDoc } from './milkdown.ts';
import {
  FORMAT_BAR_GAP,
  FORMAT_BAR_ROOM,
  formatBarPlacement,
  formatBarTop,
  type BarPlacement,
} from './placement.ts';
import { editedLineRect, pinnedTopInset } from './screen-room.ts';
import { RichTextToolbar } from './Toolbar.tsx';
import './rich-text-editor.css';

/** Props of `FieldEditors['RichText']` (src/fields/context.tsx). */
export interface RichTextEditorProps {
  field: FieldSnapshot;
  className?: string | undefined;
}

/** The rich-text field editor the shell injects as `editors.RichText`. */
export default function RichTextEditor({ field, className }: RichTextEditorProps) {
  const { locale } = useEditor();
  // One editor per field and locale: switching the locale starts a fresh editor (the old one
  // saves its edits for its own locale while unmounting).
  return (
    <MilkdownProvider key={`${field.id}:${locale}`}>
      <RichTextSurface field={field} className={className} locale={locale} />
    </MilkdownProvider>
  );
}

/** A page's name in the locale (another locale's, then its id, when it has none). */
function pageName(page: PageSnapshot, locale: Locale): string {
  return page.meta.name[locale] ?? Object.values(page.meta.name).find(Boolean) ?? page.id;
}

function RichTextSurface({ field, className, locale }: RichTextEditorProps & { locale: Locale }) {
  const { editorLocale, saveField, pages } = useEditor();
  const t = editorDictionary(editorLocale);

  const wrapperRef = useRef<HTMLDivElement>(null);
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const viewRef = useRef<EditorView | null>(null);
  /** The view and its latest state (state in React state, so the toolbar re-renders with it). */
  const [view, setView] = useState<EditorView | null>(null);
  const [editorState, setEditorState] = useState<EditorState | null>(null);
  /** The editor's document after the latest transaction (readable after the view is gone). */
  const docRef = useRef<ProseMirrorNode | null>(null);
  /** Key of the document as last loaded or saved: edits are what differs from it. */
  const baselineRef = useRef<string | null>(null);
  const fieldRef = useRef(field);
  const saveRef = useRef(saveField);
  const [focused, setFocused] = useState(false);
  /**
   * Where the format bar goes: just above the edited line, or just below it when the screen has no
   * room above (./placement.ts); `top` in px from the field's top, null before it is measured.
   */
  const [bar, setBar] = useState<{ placement: BarPlacement; top: number | null }>({
    placement: 'above',
    top: null,
  });
  const [linkForm, setLinkForm] = useState<RichLinkDraft | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    fieldRef.current = field;
    saveRef.current = saveField;
  }, [field, saveField]);

  const stored = fieldDoc(field, locale);
  const storedText = fieldText(field, locale);
  const storedKey = docKey(toEditorDoc(stored));
  const [initial] = useState(() => ({ doc: stored, text: storedText, className }));

  const onView = useCallback((view: EditorView) => {
    viewRef.current = view;
    const json = view.state.doc.toJSON() as ProseMirrorNode;
    docRef.current = json;
    baselineRef.current ??= docKey(json);
    setView(view);
    setEditorState(view.state);
  }, []);

  useMilkdownEditor(
    (root) =>
      makeEditor({
        root,
        doc: initial.doc,
        text: initial.text,
        attributes: {
          class: ['rich-text', initial.className].filter(Boolean).join(' '),
          'aria-label': t.richTextLabel,
        },
        onView,
      }),
    [initial, onView, t.richTextLabel],
  );

  /** Saves the document when it differs from the last loaded or saved one. */
  const commit = useCallback(async () => {
    const doc = docRef.current;
    if (!doc) return;
    const key = docKey(doc);
    if (key === baselineRef.current) return;
    const previous = baselineRef.current;
    baselineRef.current = key;
    const outcome = await saveRef.current({
      field: fieldRef.current,
      data: { content: richTextContent(doc, locale) },
    });
    if (outcome === 'error') {
      if (baselineRef.current === key) baselineRef.current = previous;
      setSaveFailed(true);
    } else {
      setSaveFailed(false);
    }
  }, [locale]);

  // A newer stored value (a stale save answered with it, or another change) replaces the
  // document, unless it is what this editor just saved.
  const storedKeyRef = useRef(storedKey);
  useEffect(() => {
    if (storedKey === storedKeyRef.current) return;
    storedKeyRef.current = storedKey;
    const view = viewRef.current;
    if (!view || storedKey === baselineRef.current) return;
    replaceDoc(view, stored, storedText);
    baselineRef.current = docKey(view.state.doc.toJSON() as ProseMirrorNode);
  }, [storedKey, stored, storedText]);

  // Click outside: save. While the editor has focus, the click's blur saves (below); without
  // focus (e.g. after a failed save) the click itself does. Unmount (toolbar closed): save what
  // is left.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const wrapper = wrapperRef.current;
      if (!wrapper || !(event.target instanceof Node) || wrapper.contains(event.target)) return;
      if (document.activeElement && wrapper.contains(document.activeElement)) return;
      void commit();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      void commit();
    };
  }, [commit]);

  const attachWrapper = useCallback((element: HTMLDivElement | null) => {
    wrapperRef.current = element;
    setWrapper(element);
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    setFocused(false);
    setLinkForm(null);
    void commit();
  };

  const pageChoices = useMemo<PageChoice[]>(
    () =>
      pages
        .filter((page) => page.status !== 'deleted')
        .map((page) => ({ id: page.id, name: pageName(page, locale), collection: page.collection }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de-CH')),
    [pages, locale],
  );
  const nameOfPage = useCallback(
    (id: string) => pageChoices.find((page) => page.id === id)?.name ?? null,
    [pageChoices],
  );

  // The bar follows the edited line: re-placed on every change of the selection and on scroll.
  useLayoutEffect(() => {
    const el = wrapperRef.current;
    if (!focused || !view || !el) return undefined;
    const place = () => {
      const field = el.getBoundingClientRect();
      const line = editedLineRect(view, field);
      const placement = formatBarPlacement(line, pinnedTopInset());
      const height =
        el.querySelector('.rte__toolbar')?.getBoundingClientRect().height ?? FORMAT_BAR_ROOM - FORMAT_BAR_GAP;
      const top = formatBarTop(field, line, placement, height);
      setBar((now) => (now.placement === placement && now.top === top ? now : { placement, top }));
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [focused, view, editorState]);

  const link = editorState ? currentLink(editorState) : null;

  const openLinkForm = () => {
    const state = viewRef.current?.state;
    if (!state) return;
    const existing = currentLink(state);
    setLinkForm(existing ? linkDraftFromHref(existing.href) : emptyLinkDraft('url'));
  };
  const closeLinkForm = () => {
    setLinkForm(null);
    viewRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k' && !linkForm) {
      event.preventDefault();
      openLinkForm();
    }
  };

  return (
    <div
      ref={attachWrapper}
      className="rte"
      {...editAttributes('edit', field.id, field.name)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {view && editorState && (focused || linkForm) ? (
        <RichTextToolbar
          view={view}
          state={editorState}
          t={t}
          linkActive={!!link}
          linkFormOpen={!!linkForm}
          placement={bar.placement}
          top={bar.top}
          onLink={openLinkForm}
        >
          {link && !linkForm ? (
            <LinkInfo view={view} t={t} href={link.href} pageName={nameOfPage} onEdit={openLinkForm} />
          ) : null}
        </RichTextToolbar>
      ) : null}
      <Milkdown />
      {view && linkForm ? (
        <LinkBubble
          view={view}
          wrapper={wrapper}
          t={t}
          draft={linkForm}
          onDraft={setLinkForm}
          currentHref={link?.href ?? null}
          pages={pageChoices}
          pageName={nameOfPage}
          onClose={closeLinkForm}
        />
      ) : null}
      {saveFailed ? (
        <p className="rte__error" role="alert">
          {t.richTextSaveFailed}
        </p>
      ) : null}
    </div>
  );
}
