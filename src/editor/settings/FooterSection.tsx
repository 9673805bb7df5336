/** Footer: business data source or own address lines, logo size, capitals, terms link, reset. */
import * as v from 'valibot';
import { SiteSettingsSchema } from '../../lib/settings.ts';
import { useEditorTexts } from '../hooks.ts';
import {
  CheckboxField,
  SelectField,
  SettingsSection,
  sizeChoices,
  TextField,
  useSectionForm,
} from './form.tsx';
import { saveSettings } from './state.ts';

const SECTIONS = ['footer'] as const;

export function FooterSection() {
  const t = useEditorTexts();
  const form = useSectionForm(SECTIONS);
  const reset = () =>
    void saveSettings(
      { footer: v.parse(SiteSettingsSchema.entries.footer, {}) },
      { success: t.settingsFooterResetDone, error: t.settingsFooterResetError },
    );
  return (
    <SettingsSection
      title={t.settingsSectionFooter}
      form={form}
      actions={
        <button type="button" className="editor-button-secondary" onClick={reset} disabled={form.saving}>
          {t.settingsFooterReset}
        </button>
      }
    >
      <CheckboxField form={form} path="footer.useBusinessDataFromLookUp" label={t.settingsUseBusinessData} />
      <TextField form={form} path="footer.street" label={t.settingsStreet} />
      <TextField form={form} path="footer.city" label={t.settingsCity} />
      <TextField form={form} path="footer.email" label={t.settingsEmail} type="email" />
      <TextField form={form} path="footer.phone" label={t.settingsPhone} type="tel" />
      <SelectField form={form} path="footer.logoSize" label={t.settingsLogoSize} options={sizeChoices(t)} />
      <CheckboxField form={form} path="footer.upperCase" label={t.settingsUpperCase} />
      <CheckboxField form={form} path="footer.links.showTerms" label={t.settingsShowTerms} />
    </SettingsSection>
  );
}
