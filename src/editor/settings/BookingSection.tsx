/** Booking button: shown or not, where, its colour, and where it books (url or Shore). */
import { useEditorTexts } from '../hooks.ts';
import {
  CheckboxField,
  colorChoices,
  SelectField,
  SettingsSection,
  TextField,
  useSectionForm,
} from './form.tsx';

const SECTIONS = ['bookingButton'] as const;

export function BookingSection() {
  const t = useEditorTexts();
  const form = useSectionForm(SECTIONS);
  const shore = form.value('bookingButton.useShoreBooking') === true;
  return (
    <SettingsSection title={t.settingsSectionBooking} form={form}>
      <CheckboxField form={form} path="bookingButton.active" label={t.settingsBookingActive} />
      <SelectField
        form={form}
        path="bookingButton.position"
        label={t.settingsBookingPosition}
        options={[
          ['left', t.settingsPositionLeft],
          ['right', t.settingsPositionRight],
        ]}
      />
      <SelectField
        form={form}
        path="bookingButton.color"
        label={t.settingsBookingColor}
        options={colorChoices(t)}
      />
      <SelectField
        form={form}
        path="bookingButton.linkType"
        label={t.settingsLinkType}
        options={[
          ['appointment', t.settingsLinkAppointment],
          ['healthOptics', t.settingsLinkHealthOptics],
          ['iframe', t.settingsLinkIframe],
        ]}
      />
      <CheckboxField form={form} path="bookingButton.useShoreBooking" label={t.settingsUseShoreBooking} />
      {shore ? (
        <TextField form={form} path="bookingButton.shoreCompany" label={t.settingsShoreCompany} />
      ) : (
        <TextField form={form} path="bookingButton.url" label={t.settingsBookingUrl} type="url" />
      )}
    </SettingsSection>
  );
}
