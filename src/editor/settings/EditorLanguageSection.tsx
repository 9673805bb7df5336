/**
 * The editor language of the signed-in editor (German or French): kept per editor on the server,
 * so it follows them across sign-ins and devices; choosing one re-renders the editor at once.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { EDITOR_LOCALES, type EditorLocale } from '../../i18n/editor.ts';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale } from '../store.ts';
import { SettingsSection } from './form.tsx';
import { setEditorLanguage } from './state.ts';

export function EditorLanguageSection() {
  const t = useEditorTexts();
  const current = useStore($editorLocale);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const labels: Record<EditorLocale, string> = { de: t.settingsLanguageGerman, fr: t.settingsLanguageFrench };
  return (
    <SettingsSection title={t.settingsSectionEditorLanguage}>
      <div className="editor-settings__field">
        <label htmlFor={id}>{t.settingsEditorLanguage}</label>
        <select
          id={id}
          value={current}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const locale = event.currentTarget.value as EditorLocale;
            setSaving(true);
            void setEditorLanguage(locale).finally(() => setSaving(false));
          }}
        >
          {EDITOR_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {labels[locale]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="editor-settings__hint">
          {t.settingsEditorLanguageHint}
        </p>
      </div>
    </SettingsSection>
  );
}
