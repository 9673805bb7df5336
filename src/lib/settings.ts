/**
 * Site settings (editor spec §3 Settings): one valibot schema with defaults, used by the seed,
 * the API, the static build and (later) the settings panel. Unknown or invalid values read as
 * their defaults, so old stored settings keep working.
 */
import * as v from 'valibot';

const withDefault = <const T extends v.GenericSchema>(schema: T, value: v.InferOutput<T>) =>
  v.optional(v.fallback(schema, value as never), value as never);

const str = (d: string | null = null) => withDefault(v.nullable(v.string()), d);

/** A settings section: an object whose missing or invalid values (or itself) read as defaults. */
function section<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object(entries);
  const defaults = v.parse(schema, {});
  return v.optional(v.fallback(schema, defaults), defaults as never);
}
const bool = (d: boolean) => withDefault(v.boolean(), d);
/** The named theme colours a setting may pick (footer, booking button, overlay). */
export const COLOR_NAMES = ['primary', 'secondary', 'background', 'header'] as const;

/** An RGB triple like '73,157,221' (the default primary colour). */
const Rgb = v.pipe(v.string(), v.regex(/^\d{1,3},\d{1,3},\d{1,3}$/));

/** An uploaded logo: its public URL and size (and media id when it comes from the library). */
const LogoSchema = v.nullable(
  v.object({
    url: v.string(),
    width: v.nullable(v.number()),
    height: v.nullable(v.number()),
    mediaId: v.nullable(v.string()),
  }),
);

export const SiteSettingsSchema = v.object({
  business: section({
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
    /** Its canton (the public holidays its branches close on); Zurich's when unknown. */
    canton: str(),
  }),
  theme: section({
    primary: withDefault(Rgb, '73,157,221'),
    secondary: withDefault(Rgb, '34,49,63'),
    background: withDefault(Rgb, '255,255,255'),
    header: withDefault(Rgb, '255,255,255'),
    fontBase: str('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
    fontHeading: str('Georgia, "Times New Roman", serif'),
  }),
  appearance: section({
    header: withDefault(v.picklist(['transparent', 'opaque']), 'opaque'),
    opaqueHeaderOnMobile: bool(true),
    showLogoOnMobile: bool(true),
    footerColor: withDefault(v.picklist(COLOR_NAMES), 'secondary'),
    triangle: bool(false),
    bubble: bool(false),
    gradient: section({
      enabled: bool(false),
      from: withDefault(Rgb, '73,157,221'),
      to: withDefault(Rgb, '255,255,255'),
    }),
  }),
  header: section({
    /** 'default' (full-width bar) or 'floating' (inset rounded bar on desktop). */
    type: withDefault(v.picklist(['default', 'floating']), 'default'),
    useBusinessDataFromLookUp: bool(true),
    /** Logo image; the business name as text when null. */
    logo: withDefault(LogoSchema, null),
    /** Shown instead of the logo when useAlternativeLogo is on. */
    alternativeLogo: withDefault(LogoSchema, null),
    logoSize: withDefault(v.picklist(['small', 'medium', 'large']), 'medium'),
    logoPosition: withDefault(v.picklist(['left', 'center']), 'left'),
    useAlternativeLogo: bool(false),
    boldHeaderFont: bool(false),
    upperCase: bool(false),
    showSearch: bool(true),
    loginPage: section({ useLinkToLoginPage: bool(false), url: str() }),
  }),
  footer: section({
    useBusinessDataFromLookUp: bool(true),
    street: str(),
    city: str(),
    email: str(),
    phone: str(),
    logoSize: withDefault(v.picklist(['small', 'medium', 'large']), 'medium'),
    upperCase: bool(false),
    links: section({ showTerms: bool(true) }),
  }),
  bookingButton: section({
    active: bool(false),
    position: withDefault(v.picklist(['left', 'right']), 'right'),
    color: withDefault(v.picklist(COLOR_NAMES), 'primary'),
    url: str(),
    useShoreBooking: bool(false),
    shoreCompany: str(),
    linkType: withDefault(v.picklist(['appointment', 'healthOptics', 'iframe']), 'appointment'),
  }),
  editor: section({ locale: withDefault(v.picklist(['de', 'fr']), 'de') }),
  tracking: section({ analyticsId: str(), tagManagerId: str(), pixelId: str() }),
  socialAccounts: section({ instagram: str(), facebook: str(), linkedin: str(), feedWidget: str() }),
  /** Where reviews come from: the business's place id and each branch's (by branch id). */
  reviews: section({
    placeId: str(),
    branchPlaceIds: withDefault(v.record(v.string(), v.string()), {}),
  }),
  accounts: section({ qualityCertificationId: str() }),
  contact: section({ email: str(), companyName: str() }),
  /** A tint laid over background images so text on them stays readable. */
  backgroundOverlay: section({
    enabled: bool(false),
    color: withDefault(v.picklist(COLOR_NAMES), 'secondary'),
    /** Strength of the tint in percent (0 to 90). */
    opacity: withDefault(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)), 40),
  }),
});

export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;

/** Reads stored settings; every missing or invalid value takes its default. */
export function readSettings(stored: unknown): SiteSettings {
  return v.parse(SiteSettingsSchema, stored && typeof stored === 'object' ? stored : {});
}
