/**
 * The settings calls (editor spec §7 GET/POST settings) and the per-editor language: request and
 * answer schemas, and the checks a saved section must pass. A section is valid when the
 * SiteSettingsSchema reads it back unchanged (no value fell back to its default) and its
 * addresses, ids and numbers have the right format. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { isValidEmail, isValidPhone, isValidUrl, checkBookingLink } from '../option-validation.ts';
import { SiteSettingsSchema, type SiteSettings } from '../settings.ts';

/** The settings sections an editor saves from the panel (business data and the old editor key stay out). */
export const EDITABLE_SECTIONS = [
  'theme',
  'appearance',
  'header',
  'footer',
  'bookingButton',
  'socialAccounts',
  'tracking',
  'accounts',
  'backgroundOverlay',
  'contact',
  'reviews',
] as const satisfies readonly (keyof SiteSettings)[];
export type EditableSection = (typeof EDITABLE_SECTIONS)[number];

/** Some of the editable sections, each whole. */
export type SettingsPatch = { [K in EditableSection]?: SiteSettings[K] };

const sectionEntries = Object.fromEntries(
  EDITABLE_SECTIONS.map((key) => [key, v.optional(v.unknown())]),
) as Record<EditableSection, v.OptionalSchema<v.UnknownSchema, undefined>>;

/** POST /settings: one or more whole sections, based on the settings revision the editor read. */
export const SettingsSaveRequestSchema = v.strictObject({
  baseRevision: v.pipe(v.number(), v.integer(), v.minValue(0)),
  settings: v.pipe(
    v.strictObject(sectionEntries),
    v.check((patch) => Object.values(patch).some((value) => value !== undefined), 'no section given'),
  ),
});
export type SettingsSaveRequest = v.InferOutput<typeof SettingsSaveRequestSchema>;

/** The draft settings with their revision (GET /settings/draft). */
export const SettingsDraftResponseSchema = v.object({
  settings: SiteSettingsSchema,
  revision: v.number(),
});
export type SettingsDraftResponse = v.InferOutput<typeof SettingsDraftResponseSchema>;

/** POST /settings answer: the stored settings; `changed` false when nothing differed (no write). */
export const SettingsSaveResponseSchema = v.object({
  settings: SiteSettingsSchema,
  revision: v.number(),
  changed: v.boolean(),
});

/** The languages the editor itself speaks (editor spec §9); German is the default. */
export const EDITOR_LANGUAGES = ['de', 'fr'] as const;

/** The signed-in editor's own editor language (GET and POST /settings/editorLocale). */
export const EditorLocaleSchema = v.strictObject({ locale: v.picklist(EDITOR_LANGUAGES) });
export type EditorLocaleBody = v.InferOutput<typeof EditorLocaleSchema>;

/** Why a settings value was refused; each is an editor dictionary key. */
export type SettingsErrorKey =
  | 'settingsErrorInvalid'
  | 'settingsErrorEmail'
  | 'settingsErrorPhone'
  | 'settingsErrorUrl'
  | 'settingsErrorAnalyticsId'
  | 'settingsErrorTagManagerId'
  | 'settingsErrorPixelId';

/** Refused values by path ('footer.email') with their reason; empty when all is well. */
export type SettingsIssues = Record<string, SettingsErrorKey>;

/** Google Analytics 4 measurement id, e.g. G-AB12CD34EF. */
const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
/** Google Tag Manager container id, e.g. GTM-5XK2Q9. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** Meta pixel id: digits only. */
const PIXEL_ID = /^\d{6,20}$/;

type FormatCheck = readonly [test: (value: string) => boolean, key: SettingsErrorKey];
const email: FormatCheck = [isValidEmail, 'settingsErrorEmail'];
const url: FormatCheck = [isValidUrl, 'settingsErrorUrl'];

/** Format rules of text values; an empty value (null or '') always passes them. */
const FORMATS: Record<string, FormatCheck> = {
  'header.loginPage.url': url,
  'footer.email': email,
  'footer.phone': [isValidPhone, 'settingsErrorPhone'],
  'contact.email': email,
  'socialAccounts.instagram': url,
  'socialAccounts.facebook': url,
  'socialAccounts.linkedin': url,
  'tracking.analyticsId': [(id) => ANALYTICS_ID.test(id), 'settingsErrorAnalyticsId'],
  'tracking.tagManagerId': [(id) => TAG_MANAGER_ID.test(id), 'settingsErrorTagManagerId'],
  'tracking.pixelId': [(id) => PIXEL_ID.test(id), 'settingsErrorPixelId'],
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects the paths where `given` differs from what the schema read from it. */
function differences(read: unknown, given: unknown, path: string, out: string[]): void {
  if (isPlainObject(read)) {
    if (!isPlainObject(given)) return void out.push(path);
    for (const key of new Set([...Object.keys(read), ...Object.keys(given)])) {
      differences(read[key], given[key], `${path}.${key}`, out);
    }
  } else if (!Object.is(read, given)) {
    out.push(path);
  }
}

/**
 * Checks sections before they are saved: every value must be one the schema accepts as given
 * (a value that would fall back to its default is refused, so nothing is silently replaced),
 * text values must have their format, and an active booking button needs a valid booking url
 * unless it books through Shore (then it needs the company).
 *
 * @example
 * settingsIssues({ footer: { ...settings.footer, email: 'anna@' } }); // { 'footer.email': 'settingsErrorEmail' }
 */
export function settingsIssues(patch: Record<string, unknown>): SettingsIssues {
  const issues: SettingsIssues = {};
  for (const section of EDITABLE_SECTIONS) {
    const given = patch[section];
    if (given === undefined) continue;
    const read = v.parse(SiteSettingsSchema.entries[section], given);
    const wrong: string[] = [];
    differences(read, given, section, wrong);
    for (const path of wrong) issues[path] = 'settingsErrorInvalid';
    if (wrong.length > 0) continue;
    for (const [path, [test, key]] of Object.entries(FORMATS)) {
      if (!path.startsWith(`${section}.`)) continue;
      const value = path
        .split('.')
        .slice(1)
        .reduce<unknown>((at, k) => (isPlainObject(at) ? at[k] : null), read);
      if (typeof value === 'string' && value.trim() !== '' && !test(value.trim())) issues[path] = key;
    }
    if (section === 'bookingButton')
      Object.assign(issues, bookingIssues(read as SiteSettings['bookingButton']));
  }
  return issues;
}

function bookingIssues(booking: SiteSettings['bookingButton']): SettingsIssues {
  if (!booking.active) {
    const typed = booking.url?.trim() ?? '';
    return typed !== '' && !isValidUrl(typed) ? { 'bookingButton.url': 'settingsErrorUrl' } : {};
  }
  if (booking.useShoreBooking) {
    return booking.shoreCompany?.trim() ? {} : { 'bookingButton.shoreCompany': 'settingsErrorInvalid' };
  }
  return checkBookingLink({ type: booking.linkType, url: booking.url }).ok
    ? {}
    : { 'bookingButton.url': 'settingsErrorUrl' };
}

/** The sections of `patch` whose value differs from `current` (only those need a write). */
export function changedSections(current: SiteSettings, patch: SettingsPatch): EditableSection[] {
  return EDITABLE_SECTIONS.filter((section) => {
    const given = patch[section];
    if (given === undefined) return false;
    const read = v.parse(SiteSettingsSchema.entries[section], given);
    return JSON.stringify(read) !== JSON.stringify(current[section]);
  });
}

/** `current` with the sections of `patch` put in (each read through the schema). */
export function applySettingsPatch(current: SiteSettings, patch: SettingsPatch): SiteSettings {
  return v.parse(SiteSettingsSchema, { ...current, ...patch });
}
