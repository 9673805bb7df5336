/**
 * The smaller settings sections: social accounts, tracking ids (their formats checked on save;
 * the scripts load only after a visitor's consent), the quality-certification account, the
 * background overlay, and the contact overrides.
 */
import { useEditorTexts } from '../hooks.ts';
import {
  CheckboxField,
  colorChoices,
  NumberField,
  SelectField,
  SettingsSection,
  TextField,
  useSectionForm,
} from './form.tsx';

const SOCIAL = ['socialAccounts'] as const;
const TRACKING = ['tracking'] as const;
const ACCOUNTS = ['accounts'] as const;
const OVERLAY = ['backgroundOverlay'] as const;
const CONTACT = ['contact'] as const;

export function SocialSection() {
  const t = useEditorTexts();
  const form = useSectionForm(SOCIAL);
  return (
    <SettingsSection title={t.settingsSectionSocial} form={form}>
      <TextField form={form} path="socialAccounts.instagram" label={t.settingsInstagram} type="url" />
      <TextField form={form} path="socialAccounts.facebook" label={t.settingsFacebook} type="url" />
      <TextField form={form} path="socialAccounts.linkedin" label={t.settingsLinkedin} type="url" />
      <TextField form={form} path="socialAccounts.feedWidget" label={t.settingsFeedWidget} />
    </SettingsSection>
  );
}

export function TrackingSection() {
  const t = useEditorTexts();
  const form = useSectionForm(TRACKING);
  return (
    <SettingsSection title={t.settingsSectionTracking} form={form}>
      <p className="editor-settings__hint">{t.settingsTrackingConsentNote}</p>
      <TextField
        form={form}
        path="tracking.analyticsId"
        label={t.settingsAnalyticsId}
        hint={t.settingsAnalyticsHint}
      />
      <TextField
        form={form}
        path="tracking.tagManagerId"
        label={t.settingsTagManagerId}
        hint={t.settingsTagManagerHint}
      />
      <TextField form={form} path="tracking.pixelId" label={t.settingsPixelId} hint={t.settingsPixelHint} />
    </SettingsSection>
  );
}

export function AccountsSection() {
  const t = useEditorTexts();
  const form = useSectionForm(ACCOUNTS);
  return (
    <SettingsSection title={t.settingsSectionAccounts} form={form}>
      <TextField
        form={form}
        path="accounts.qualityCertificationId"
        label={t.settingsQualityCertificationId}
      />
    </SettingsSection>
  );
}

export function OverlaySection() {
  const t = useEditorTexts();
  const form = useSectionForm(OVERLAY);
  return (
    <SettingsSection title={t.settingsSectionOverlay} form={form}>
      <CheckboxField form={form} path="backgroundOverlay.enabled" label={t.settingsOverlayEnabled} />
      <SelectField
        form={form}
        path="backgroundOverlay.color"
        label={t.settingsOverlayColor}
        options={colorChoices(t)}
      />
      <NumberField
        form={form}
        path="backgroundOverlay.opacity"
        label={t.settingsOverlayOpacity}
        min={0}
        max={90}
      />
    </SettingsSection>
  );
}

export function ContactSection() {
  const t = useEditorTexts();
  const form = useSectionForm(CONTACT);
  return (
    <SettingsSection title={t.settingsSectionContact} form={form}>
      <TextField form={form} path="contact.email" label={t.settingsContactEmail} type="email" />
      <TextField form={form} path="contact.companyName" label={t.settingsCompanyName} />
    </SettingsSection>
  );
}
