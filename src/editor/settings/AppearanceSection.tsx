/** Appearance: the header's look, footer colour, decorations, page gradient and the theme colours. */
import { useEditorTexts } from '../hooks.ts';
import {
  CheckboxField,
  ColorField,
  colorChoices,
  SelectField,
  SettingsSection,
  useSectionForm,
} from './form.tsx';

const SECTIONS = ['appearance', 'theme'] as const;

export function AppearanceSection() {
  const t = useEditorTexts();
  const form = useSectionForm(SECTIONS);
  return (
    <SettingsSection title={t.settingsSectionAppearance} form={form}>
      <fieldset className="editor-settings__group">
        <legend>{t.settingsSectionAppearance}</legend>
        <ColorField form={form} path="theme.primary" label={t.settingsThemePrimary} />
        <ColorField form={form} path="theme.secondary" label={t.settingsThemeSecondary} />
        <ColorField form={form} path="theme.background" label={t.settingsThemeBackground} />
        <ColorField form={form} path="theme.header" label={t.settingsThemeHeader} />
      </fieldset>
      <SelectField
        form={form}
        path="appearance.header"
        label={t.settingsHeaderMode}
        options={[
          ['opaque', t.settingsHeaderOpaque],
          ['transparent', t.settingsHeaderTransparent],
        ]}
      />
      <CheckboxField
        form={form}
        path="appearance.opaqueHeaderOnMobile"
        label={t.settingsOpaqueHeaderOnMobile}
      />
      <CheckboxField form={form} path="appearance.showLogoOnMobile" label={t.settingsShowLogoOnMobile} />
      <SelectField
        form={form}
        path="appearance.footerColor"
        label={t.settingsFooterColor}
        options={colorChoices(t)}
      />
      <CheckboxField form={form} path="appearance.triangle" label={t.settingsTriangle} />
      <CheckboxField form={form} path="appearance.bubble" label={t.settingsBubble} />
      <CheckboxField form={form} path="appearance.gradient.enabled" label={t.settingsGradient} />
      {form.value('appearance.gradient.enabled') === true ? (
        <>
          <ColorField form={form} path="appearance.gradient.from" label={t.settingsGradientFrom} />
          <ColorField form={form} path="appearance.gradient.to" label={t.settingsGradientTo} />
        </>
      ) : null}
    </SettingsSection>
  );
}
