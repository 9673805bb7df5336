/**
 * The toolbar's missing-translations button and dialog (editor spec §2, §4): per locale, every
 * field of the page whose translation is missing or was machine-translated and not reviewed,
 * listed by page and box; a click goes to the field (on this page and locale: selects it and
 * scrolls to it; in another locale: opens that locale's edit page with the toolbar and the field
 * selected). The button also shows when only unreviewed translations are left, and fields whose
 * text in the edited locale is machine-translated carry a mark while editing.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { format } from '../../i18n/editor.ts';
import type { EditorDictionary } from '../../i18n/editor.ts';
import type { Locale } from '../../lib/content.ts';
import { countUnreviewed, translationWork, type TranslationWorkItem } from '../../lib/drafts.ts';
import { countText } from '../../lib/plural.ts';
import { withFlags } from '../../lib/edit-route.ts';
import { pagePath } from '../../lib/routes.ts';
import { blockTypeLabel } from '../blocks/labels.ts';
import { useEditor } from '../context.tsx';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { fieldLabel } from '../labels.ts';
import { saveMenuState } from '../session.ts';
import { $draft, $flags, $menu, $translation, type MenuState } from '../store.ts';
import './translation.css';

/** The page's translation work per locale, over the site's locales. */
function useTranslationWork() {
  const draft = useStore($draft);
  const translation = useStore($translation);
  return useMemo(() => {
    if (!draft) return null;
    const locales = translation?.locales ?? draft.paths.map((p) => p.locale);
    return { draft, locales, work: translationWork(draft.page, locales) };
  }, [draft, translation]);
}

/**
 * The toolbar button: the missing count while something is missing, else the unreviewed count;
 * hidden when there is neither. Also marks machine-translated fields of the edited locale.
 */
export function TranslationsButton({ missingTotal, onOpen }: { missingTotal: number; onOpen: () => void }) {
  const t = useEditorTexts();
  const editor = useEditor();
  const state = useTranslationWork();
  const unreviewed = state ? countUnreviewed(state.work) : 0;
  const marked = useMemo(
    () => new Set(state?.work[editor.locale].filter((i) => i.reason === 'unreviewed').map((i) => i.fieldId)),
    [state, editor.locale],
  );

  // A small mark on the fields themselves; the field editors know nothing of translation.
  useEffect(() => {
    for (const el of document.querySelectorAll<HTMLElement>('#main [data-field-id]')) {
      if (marked.has(el.dataset['fieldId'] ?? '')) el.setAttribute('data-machine-translated', '');
      else el.removeAttribute('data-machine-translated');
    }
  });

  if (missingTotal === 0 && unreviewed === 0) return null;
  return (
    <button type="button" className="editor-toolbar__missing" onClick={onOpen}>
      {missingTotal > 0
        ? countText(editor.editorLocale, missingTotal, { one: t.toolbarMissingOne, other: t.toolbarMissing })
        : countText(editor.editorLocale, unreviewed, {
            one: t.translationsButtonOne,
            other: t.translationsButton,
          })}
    </button>
  );
}

function itemText(t: EditorDictionary, item: TranslationWorkItem) {
  const field = fieldLabel(t, item.fieldName);
  const box = item.groupType ? blockTypeLabel(t, item.groupType) : t.translationsPageFields;
  const state = item.reason === 'missing' ? t.translationsMissing : t.translationsUnreviewed;
  return { field, box, state };
}

/** "2 fehlend, 1 nicht geprüft" for one locale; "Nichts zu tun." when it needs nothing. */
function localeSummary(
  t: EditorDictionary,
  editorLocale: string,
  items: readonly TranslationWorkItem[],
): string {
  const missing = items.filter((i) => i.reason === 'missing').length;
  const unreviewed = items.length - missing;
  const parts = [
    ...(missing > 0
      ? [countText(editorLocale, missing, { one: t.toolbarMissingLocaleOne, other: t.toolbarMissingLocale })]
      : []),
    ...(unreviewed > 0
      ? [
          countText(editorLocale, unreviewed, {
            one: t.translationsUnreviewedCountOne,
            other: t.translationsUnreviewedCount,
          }),
        ]
      : []),
  ];
  return parts.length > 0 ? parts.join(', ') : t.translationsLocaleNone;
}

/** Selects a field of the page shown and scrolls it into view. */
function selectField(item: TranslationWorkItem): void {
  const el = document.querySelector<HTMLElement>(`#main [data-field-id="${CSS.escape(item.fieldId)}"]`);
  el?.scrollIntoView({ block: 'center' });
  const rect = el?.getBoundingClientRect();
  $menu.set({
    item: { kind: 'field', id: item.fieldId, groupId: item.groupId, name: item.fieldName },
    left: rect?.left ?? 16,
    top: rect?.top ?? 16,
    editHref: null,
    anchor: rect ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height } : null,
  });
}

export function MissingTranslationsDialog({ onClose }: { onClose: () => void }) {
  const t = useEditorTexts();
  const editor = useEditor();
  const flags = useStore($flags);
  const state = useTranslationWork();
  if (!state) return null;
  const { draft, locales, work } = state;
  const page = draft.page;
  const total = locales.reduce((sum, l) => sum + work[l].length, 0);
  const pageName = page.meta.name[editor.locale] ?? Object.values(page.meta.name).find(Boolean) ?? page.id;

  const goTo = (locale: Locale, item: TranslationWorkItem) => {
    onClose();
    if (locale === editor.locale) {
      selectField(item);
      return;
    }
    const menu: MenuState = {
      item: { kind: 'field', id: item.fieldId, groupId: item.groupId, name: item.fieldName },
      left: 16,
      top: 16,
      editHref: null,
      anchor: null,
    };
    saveMenuState(page.id, menu);
    location.assign(withFlags(pagePath(page, locale, 'edit'), { ...flags, toolbar: true }));
  };

  return (
    <Dialog title={t.translationsDialogTitle} onClose={onClose}>
      <p className="editor-translations__page">{format(t.translationsPage, { page: pageName })}</p>
      {total === 0 ? (
        <p>{t.translationsNone}</p>
      ) : (
        <ul className="editor-missing editor-translations">
          {locales.map((locale) => (
            <li key={locale} data-locale={locale}>
              <strong>{locale.toUpperCase()}</strong>{' '}
              <span>{localeSummary(t, editor.editorLocale, work[locale])}</span>
              {work[locale].length === 0 ? null : (
                <ul className="editor-translations__fields">
                  {work[locale].map((item) => {
                    const text = itemText(t, item);
                    return (
                      <li key={item.fieldId} data-field-item={item.fieldId} data-reason={item.reason}>
                        <button
                          type="button"
                          className="editor-translations__go"
                          onClick={() => goTo(locale, item)}
                        >
                          <span className="editor-translations__box">{text.box}</span>
                          <span className="editor-translations__field">{text.field}</span>
                          <span
                            className={`editor-translations__state editor-translations__state--${item.reason}`}
                          >
                            {text.state}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
