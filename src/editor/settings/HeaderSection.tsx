/** Header: business data source, logo (from the media library) and its look, the login link. */
import { useStore } from '@nanostores/react';
import { settingsLogoTarget } from '../media/target.ts';
import { useEditorTexts } from '../hooks.ts';
import { $panel } from '../store.ts';
import {
  CheckboxField,
  SelectField,
  SettingsSection,
  sizeChoices,
  TextField,
  useSectionForm,
} from './form.tsx';
import { $settings, saveLogo } from './state.ts';

const SECTIONS = ['header'] as const;

/** One logo slot: the current image, choose from the library, remove. Choosing saves at once. */
function LogoPicker({ which, label }: { which: 'logo' | 'alternativeLogo'; label: string }) {
  const t = useEditorTexts();
  const logo = useStore($settings)?.settings.header[which] ?? null;
  return (
    <div className="editor-settings__logo" role="group" aria-label={label}>
      <span className="editor-settings__label">{label}</span>
      {logo ? (
        <img src={logo.url} alt={label} className="editor-settings__logo-image" />
      ) : (
        <p className="editor-settings__hint">{t.settingsNoLogo}</p>
      )}
      <div className="editor-settings__row">
        <button
          type="button"
          className="editor-button-secondary"
          onClick={() => $panel.set({ kind: 'media', target: settingsLogoTarget(which) })}
        >
          {t.settingsChooseLogo}
        </button>
        {logo ? (
          <button
            type="button"
            className="editor-button-secondary"
            onClick={() => void saveLogo(which, null)}
          >
            {t.settingsRemoveLogo}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function HeaderSection() {
  const t = useEditorTexts();
  const form = useSectionForm(SECTIONS);
  return (
    <SettingsSection title={t.settingsSectionHeader} form={form}>
      <CheckboxField form={form} path="header.useBusinessDataFromLookUp" label={t.settingsUseBusinessData} />
      <LogoPicker which="logo" label={t.settingsLogo} />
      <SelectField form={form} path="header.logoSize" label={t.settingsLogoSize} options={sizeChoices(t)} />
      <SelectField
        form={form}
        path="header.logoPosition"
        label={t.settingsLogoPosition}
        options={[
          ['left', t.settingsPositionLeft],
          ['center', t.settingsPositionCenter],
        ]}
      />
      <CheckboxField form={form} path="header.useAlternativeLogo" label={t.settingsUseAlternativeLogo} />
      {form.value('header.useAlternativeLogo') === true ? (
        <LogoPicker which="alternativeLogo" label={t.settingsAlternativeLogo} />
      ) : null}
      <CheckboxField form={form} path="header.boldHeaderFont" label={t.settingsBoldHeaderFont} />
      <CheckboxField form={form} path="header.upperCase" label={t.settingsUpperCase} />
      <CheckboxField form={form} path="header.loginPage.useLinkToLoginPage" label={t.settingsUseLoginLink} />
      {form.value('header.loginPage.useLinkToLoginPage') === true ? (
        <TextField form={form} path="header.loginPage.url" label={t.settingsLoginUrl} type="url" />
      ) : null}
    </SettingsSection>
  );
}
