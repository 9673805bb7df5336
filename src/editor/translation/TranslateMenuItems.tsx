/**
 * Machine translation in a field's context menu (editor spec §1, §2 "AI translation"): on a
 * multilingual site, a text or rich-text field gets "Übersetzen aus {locale}" for every other
 * locale that has its text (disabled, saying so, when no provider is set up); a field whose text
 * in the edited locale was machine-translated shows that note with a "Bestätigen" button.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { format } from '../../i18n/editor.ts';
import { fieldText, type FieldSnapshot } from '../../lib/content.ts';
import { isMultilingual } from '../../lib/drafts.ts';
import { useEditor } from '../context.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $draft, fieldSpecOf, isPlaceholder } from '../store.ts';
import {
  $translating,
  $translationSetup,
  confirmTranslation,
  loadTranslationSetup,
  translateFieldFrom,
} from './translation-actions.ts';
import './translation.css';

export function TranslateMenuItems({ field }: { field: FieldSnapshot }) {
  const t = useEditorTexts();
  const editor = useEditor();
  const draft = useStore($draft);
  const setup = useStore($translationSetup);
  const translating = useStore($translating).has(field.id);

  useEffect(() => {
    if ($translationSetup.get() === null) void loadTranslationSetup();
  }, []);

  if (!draft || field.content?.kind !== 'localized' || isPlaceholder(field)) return null;
  const locales = draft.paths.map((p) => p.locale);
  if (!isMultilingual(locales)) return null;
  const kind = fieldSpecOf(draft.page, field)?.kind;
  if (kind !== undefined && kind !== 'text' && kind !== 'richText') return null;

  const target = editor.locale;
  const sources = locales.filter((l) => l !== target && fieldText(field, l) !== null);
  const marked = field.machineTranslated?.[target] === true;
  if (sources.length === 0 && !marked) return null;

  return (
    <div className="editor-menu__translation" data-translation-menu="">
      {marked ? (
        <p className="editor-menu__note" data-machine-translated-note="">
          <span>{t.translateMachineNote}</span>
          <button
            type="button"
            className="editor-menu__button"
            onClick={() => void confirmTranslation(field, target)}
          >
            {t.translateConfirm}
          </button>
        </p>
      ) : null}
      {sources.map((from) => (
        <button
          key={from}
          type="button"
          className="editor-menu__button"
          disabled={setup === false || translating}
          aria-describedby={setup === false ? `translate-not-set-up-${field.id}` : undefined}
          onClick={() => void translateFieldFrom(field, from, target)}
        >
          {format(t.translateFrom, { locale: from.toUpperCase() })}
        </button>
      ))}
      {setup === false && sources.length > 0 ? (
        <p className="editor-menu__note" id={`translate-not-set-up-${field.id}`}>
          {t.translateNotSetUp}
        </p>
      ) : null}
    </div>
  );
}
