/**
 * Site settings (editor spec §3 Settings): one valibot schema with defaults, used by the seed,
 * the API, the static build and (later) the settings panel. Unknown or invalid values read as
 * their defaults, so old stored settings keep working.
 */
import * as v from 'valibot';

const withDefault = <const T extends v.GenericSchema>(schema: T, value: v.InferOutput<T>) =>
  v.optional(v.fallback(schema, value as never), value as never);

const str = (d: string | null = null) => withDefault(v.nullable(v.string()), d);
const bool = (d: boolean) => withDefault(v.boolean(), d);
const COLOR_NAMES = ['primary', 'secondary', 'background', 'header'] as const;

/** An RGB triple like '73,157,221' (the default primary colour). */
const Rgb = v.pipe(v.string(), v.regex(/^\d{1,3},\d{1,3},\d{1,3}$/));

export const SiteSettingsSchema = v.object({
  business: withDefault(
    v.object({
      name: str('Lunette'),
      legalName: str(),
      email: str(),
      phone: str(),
      street: str(),
      streetNumber: str(),
      zip: str(),
      city: str(),
      /** The directory business this site belongs to (branches, opening hours). */
      businessId: str(),
    }),
    {} as never,
  ),
  theme: withDefault(
    v.object({
      primary: withDefault(Rgb, '73,157,221'),
      secondary: withDefault(Rgb, '34,49,63'),
      background: withDefault(Rgb, '255,255,255'),
      header: withDefault(Rgb, '255,255,255'),
      fontBase: str('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
      fontHeading: str('Georgia, "Times New Roman", serif'),
    }),
    {} as never,
  ),
  appearance: withDefault(
    v.object({
      header: withDefault(v.picklist(['transparent', 'opaque']), 'opaque'),
      opaqueHeaderOnMobile: bool(true),
      showLogoOnMobile: bool(true),
      footerColor: withDefault(v.picklist(COLOR_NAMES), 'secondary'),
      triangle: bool(false),
      bubble: bool(false),
      gradient: withDefault(
        v.object({
          enabled: bool(false),
          from: withDefault(Rgb, '73,157,221'),
          to: withDefault(Rgb, '255,255,255'),
        }),
        {} as never,
      ),
    }),
    {} as never,
  ),
  header: withDefault(
    v.object({
      useBusinessDataFromLookUp: bool(true),
      logoSize: withDefault(v.picklist(['small', 'medium', 'large']), 'medium'),
      logoPosition: withDefault(v.picklist(['left', 'center']), 'left'),
      useAlternativeLogo: bool(false),
      boldHeaderFont: bool(false),
      upperCase: bool(false),
      showSearch: bool(true),
      loginPage: withDefault(v.object({ useLinkToLoginPage: bool(false), url: str() }), {} as never),
    }),
    {} as never,
  ),
  footer: withDefault(
    v.object({
      useBusinessDataFromLookUp: bool(true),
      street: str(),
      city: str(),
      email: str(),
      phone: str(),
      logoSize: withDefault(v.picklist(['small', 'medium', 'large']), 'medium'),
      upperCase: bool(false),
      links: withDefault(v.object({ showTerms: bool(true) }), {} as never),
    }),
    {} as never,
  ),
  bookingButton: withDefault(
    v.object({
      active: bool(false),
      position: withDefault(v.picklist(['left', 'right']), 'right'),
      color: withDefault(v.picklist(COLOR_NAMES), 'primary'),
      url: str(),
      useShoreBooking: bool(false),
      shoreCompany: str(),
      linkType: withDefault(v.picklist(['appointment', 'healthOptics', 'iframe']), 'appointment'),
    }),
    {} as never,
  ),
  editor: withDefault(v.object({ locale: withDefault(v.picklist(['de', 'fr']), 'de') }), {} as never),
  tracking: withDefault(v.object({ analyticsId: str(), tagManagerId: str(), pixelId: str() }), {} as never),
  socialAccounts: withDefault(
    v.object({ instagram: str(), facebook: str(), linkedin: str(), feedWidget: str() }),
    {} as never,
  ),
  accounts: withDefault(v.object({ qualityCertificationId: str() }), {} as never),
  contact: withDefault(v.object({ email: str(), companyName: str() }), {} as never),
});

export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/** Reads stored settings; every missing or invalid value takes its default. */
export function readSettings(stored: unknown): SiteSettings {
  return v.parse(SiteSettingsSchema, stored && typeof stored === 'object' ? stored : {});
}
