/**
 * Rules of the site shell (header, footer, booking button) that do not need a DOM: which
 * settings win, which links exist, which URLs are safe to embed. Kept pure so the static build,
 * the editor preview and the tests all agree.
 */
import * as v from 'valibot';
import type { Locale, PageSnapshot } from './content.ts';
import { safeHref } from './links.ts';
import { isPageInLocale, pagePath } from './routes.ts';
import type { SiteSettings } from './settings.ts';

type Mode = 'live' | 'edit';

const LogoSchema = v.object({
  url: v.string(),
  width: v.optional(v.nullable(v.number()), null),
  height: v.optional(v.nullable(v.number()), null),
  mediaId: v.optional(v.nullable(v.string()), null),
});
const fallback = <const T extends v.GenericSchema>(schema: T, value: v.InferOutput<T>) =>
  v.optional(v.fallback(schema, value as never), value as never);

/**
 * Header settings the shared settings schema does not define yet (header type and logo images).
 * Read defensively: anything missing or malformed reads as the default (text logo, default bar).
 */
const ShellHeaderSchema = v.object({
  type: fallback(v.picklist(['default', 'floating']), 'default'),
  logo: fallback(v.nullable(LogoSchema), null),
  alternativeLogo: fallback(v.nullable(LogoSchema), null),
});
const ShellExtrasSchema = v.object({
  header: fallback(ShellHeaderSchema, { type: 'default', logo: null, alternativeLogo: null }),
});

export type LogoImage = v.InferOutput<typeof LogoSchema>;

export interface ShellExtras {
  headerType: 'default' | 'floating';
  logo: LogoImage | null;
  alternativeLogo: LogoImage | null;
}

/** The shell settings missing from SiteSettingsSchema, read from the stored settings JSON. */
export function readShellExtras(stored: unknown): ShellExtras {
  const parsed = v.parse(ShellExtrasSchema, stored && typeof stored === 'object' ? stored : {});
  const safeLogo = (logo: LogoImage | null) => (logo && safeHref(logo.url) ? logo : null);
  return {
    headerType: parsed.header.type,
    logo: safeLogo(parsed.header.logo),
    alternativeLogo: safeLogo(parsed.header.alternativeLogo),
  };
}

/**
 * The logo image to show, or null for the business name as text. `useAlternativeLogo` switches to
 * the alternative logo when one is set.
 */
export function pickLogo(settings: SiteSettings, extras: ShellExtras): LogoImage | null {
  if (settings.header.useAlternativeLogo && extras.alternativeLogo) return extras.alternativeLogo;
  return extras.logo;
}

/** Class names of the header element: every appearance setting becomes one modifier. */
export function headerClassNames(settings: SiteSettings, extras: ShellExtras): string {
  const { appearance, header } = settings;
  return [
    'site-header',
    appearance.header === 'transparent' ? 'site-header--transparent' : 'site-header--opaque',
    appearance.header === 'transparent' && appearance.opaqueHeaderOnMobile
      ? 'site-header--opaque-mobile'
      : '',
    extras.headerType === 'floating' ? 'site-header--floating' : '',
    `site-header--logo-${header.logoSize}`,
    `site-header--logo-${header.logoPosition}`,
    header.upperCase ? 'site-header--upper' : '',
    header.boldHeaderFont ? 'site-header--bold' : '',
    appearance.showLogoOnMobile ? '' : 'site-header--no-mobile-logo',
  ]
    .filter(Boolean)
    .join(' ');
}

const pageOfRole = (pages: readonly PageSnapshot[], role: PageSnapshot['role'], locale: Locale) =>
  pages.find((p) => p.role === role && isPageInLocale(p, locale)) ?? null;

/** Path of the search page, or null when search is switched off or there is no search page. */
export function searchHref(
  settings: SiteSettings,
  pages: readonly PageSnapshot[],
  locale: Locale,
  mode: Mode = 'live',
): string | null {
  if (!settings.header.showSearch) return null;
  const search = pageOfRole(pages, 'search', locale);
  return search ? pagePath(search, locale, mode) : null;
}

/**
 * Target of the person-icon link: the configured URL (absolute http(s) or a site path), else the
 * site's login page; null when the link is switched off or has nowhere to go.
 */
export function loginHref(
  settings: SiteSettings,
  pages: readonly PageSnapshot[],
  locale: Locale,
  mode: Mode = 'live',
): string | null {
  const { useLinkToLoginPage, url } = settings.header.loginPage;
  if (!useLinkToLoginPage) return null;
  const configured = safeHref(url);
  if (configured && /^(https?:|\/)/i.test(configured)) return configured;
  const login = pageOfRole(pages, 'login', locale);
  return login ? pagePath(login, locale, mode) : null;
}

export interface FooterContact {
  name: string;
  street: string | null;
  city: string | null;
  phone: string | null;
  /** `tel:` href of the phone number. */
  phoneHref: string | null;
  email: string | null;
}

const present = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const joined = (...parts: (string | null)[]) => present(parts.filter(Boolean).join(' '));

/**
 * The address block of the footer: the business data, or (useBusinessDataFromLookUp off) the
 * footer's own values, each falling back to the business value when left empty.
 */
export function footerContact(settings: SiteSettings): FooterContact {
  const { business, footer } = settings;
  const fromBusiness = {
    street: joined(business.street, business.streetNumber),
    city: joined(business.zip, business.city),
    email: present(business.email),
    phone: present(business.phone),
  };
  const own = footer.useBusinessDataFromLookUp
    ? fromBusiness
    : {
        street: present(footer.street) ?? fromBusiness.street,
        city: present(footer.city) ?? fromBusiness.city,
        email: present(footer.email) ?? fromBusiness.email,
        phone: present(footer.phone) ?? fromBusiness.phone,
      };
  const dial = own.phone?.replace(/[^\d+]/g, '') ?? '';
  return {
    name: present(business.name) ?? '',
    ...own,
    phoneHref: dial ? `tel:${dial}` : null,
  };
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The social accounts with a usable http(s) URL, in a fixed order. */
export function socialLinks(settings: SiteSettings): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = safeHref(settings.socialAccounts[network]);
    return href && /^https?:\/\//i.test(href) ? [{ network, href }] : [];
  });
}

/**
 * The booking widget URL the floating button embeds: only absolute http(s) URLs (an iframe must not
 * load `javascript:` or site-relative pages); null when the button is off or has no URL.
 */
export function bookingUrl(settings: SiteSettings): string | null {
  const { active, url } = settings.bookingButton;
  if (!active || !url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whether the floating booking button is switched on (with or without a usable URL). */
export function bookingActive(settings: SiteSettings): boolean {
  return settings.bookingButton.active;
}
