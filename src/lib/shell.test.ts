import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageSnapshot } from './content.ts';
import { readSettings } from './settings.ts';
import {
  bookingUrl,
  footerContact,
  headerClassNames,
  loginHref,
  pickLogo,
  readShellExtras,
  searchHref,
  socialLinks,
} from './shell.ts';

const pageOf = (id: string, role: PageSnapshot['role'], slug: { de: string; en: string }): PageSnapshot => ({
  id,
  collection: null,
  role,
  position: 0,
  status: 'published',
  slug,
  meta: { name: { de: id, en: id } },
  fields: {},
  groups: [],
  ogImage: null,
});
const pages = [
  pageOf('page-home', 'home', { de: '~home', en: '~home' }),
  pageOf('page-search', 'search', { de: 'suche', en: 'search' }),
  pageOf('page-login', 'login', { de: 'anmelden', en: 'login' }),
];

describe('readShellExtras', () => {
  it('defaults to the default bar and a text logo', () => {
    expect(readShellExtras({})).toEqual({ headerType: 'default', logo: null, alternativeLogo: null });
    expect(readShellExtras(null)).toEqual({ headerType: 'default', logo: null, alternativeLogo: null });
  });

  it('reads the floating type and logos, dropping unsafe or malformed values', () => {
    const extras = readShellExtras({
      header: {
        type: 'floating',
        logo: { url: '/demo/logo.svg', width: 200, height: 48 },
        alternativeLogo: { url: 'javascript:alert(1)' },
      },
    });
    expect(extras.headerType).toBe('floating');
    expect(extras.logo).toEqual({ url: '/demo/logo.svg', width: 200, height: 48, mediaId: null });
    expect(extras.alternativeLogo).toBeNull();
    expect(readShellExtras({ header: { type: 'sideways', logo: 42 } })).toEqual({
      headerType: 'default',
      logo: null,
      alternativeLogo: null,
    });
  });

  it('never throws on arbitrary stored JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        expect(readShellExtras({ header: stored }).headerType).toMatch(/^(default|floating)$/);
      }),
    );
  });
});

describe('pickLogo', () => {
  const extras = readShellExtras({
    header: { logo: { url: '/a.svg' }, alternativeLogo: { url: '/b.svg' } },
  });
  it('shows the alternative logo only when switched on and present', () => {
    expect(pickLogo(readSettings({}), extras)?.url).toBe('/a.svg');
    expect(pickLogo(readSettings({ header: { useAlternativeLogo: true } }), extras)?.url).toBe('/b.svg');
    expect(
      pickLogo(readSettings({ header: { useAlternativeLogo: true } }), { ...extras, alternativeLogo: null })
        ?.url,
    ).toBe('/a.svg');
  });
});

describe('headerClassNames', () => {
  it('maps every appearance setting to a modifier', () => {
    expect(headerClassNames(readSettings({}), readShellExtras({}))).toBe(
      'site-header site-header--opaque site-header--logo-medium site-header--logo-left',
    );
    const all = readSettings({
      appearance: { header: 'transparent', opaqueHeaderOnMobile: true, showLogoOnMobile: false },
      header: { logoSize: 'large', logoPosition: 'center', upperCase: true, boldHeaderFont: true },
    });
    expect(headerClassNames(all, readShellExtras({ header: { type: 'floating' } })).split(' ')).toEqual([
      'site-header',
      'site-header--transparent',
      'site-header--opaque-mobile',
      'site-header--floating',
      'site-header--logo-large',
      'site-header--logo-center',
      'site-header--upper',
      'site-header--bold',
      'site-header--no-mobile-logo',
    ]);
  });
});

describe('searchHref', () => {
  it('links the search page of the locale unless search is off', () => {
    expect(searchHref(readSettings({}), pages, 'de')).toBe('/de/suche');
    expect(searchHref(readSettings({}), pages, 'en', 'edit')).toBe('/en/edit/search');
    expect(searchHref(readSettings({ header: { showSearch: false } }), pages, 'de')).toBeNull();
    expect(searchHref(readSettings({}), [], 'de')).toBeNull();
  });
});

describe('loginHref', () => {
  const on = (url: string | null) =>
    readSettings({ header: { loginPage: { useLinkToLoginPage: true, url } } });
  it('is off unless switched on', () => {
    expect(loginHref(readSettings({}), pages, 'de')).toBeNull();
  });
  it('uses the configured http(s) URL or site path, else the login page of the locale', () => {
    expect(loginHref(on('https://portal.example.ch/'), pages, 'de')).toBe('https://portal.example.ch/');
    expect(loginHref(on('/de/anmelden'), pages, 'en')).toBe('/de/anmelden');
    expect(loginHref(on(null), pages, 'en')).toBe('/en/login');
    expect(loginHref(on('javascript:alert(1)'), pages, 'de')).toBe('/de/anmelden');
    expect(loginHref(on('mailto:a@b.ch'), pages, 'de')).toBe('/de/anmelden');
    expect(loginHref(on(null), [], 'de')).toBeNull();
  });
});

describe('footerContact', () => {
  const business = {
    name: 'Optik Sonnenberg',
    street: 'Marktgasse',
    streetNumber: '21',
    zip: '8400',
    city: 'Winterthur',
    email: 'info@optik-sonnenberg.ch',
    phone: '+41 52 212 34 56',
  };
  it('uses the business data by default', () => {
    expect(footerContact(readSettings({ business }))).toEqual({
      name: 'Optik Sonnenberg',
      street: 'Marktgasse 21',
      city: '8400 Winterthur',
      email: 'info@optik-sonnenberg.ch',
      phone: '+41 52 212 34 56',
      phoneHref: 'tel:+41522123456',
    });
  });
  it('uses the footer overrides when the look-up is off, each falling back to the business value', () => {
    const contact = footerContact(
      readSettings({
        business,
        footer: {
          useBusinessDataFromLookUp: false,
          street: 'Postfach 12',
          phone: '052 000 00 00',
          email: ' ',
        },
      }),
    );
    expect(contact.street).toBe('Postfach 12');
    expect(contact.city).toBe('8400 Winterthur');
    expect(contact.phoneHref).toBe('tel:0520000000');
    expect(contact.email).toBe('info@optik-sonnenberg.ch');
  });
  it('ignores the overrides while the look-up is on', () => {
    expect(footerContact(readSettings({ business, footer: { street: 'Elsewhere 1' } })).street).toBe(
      'Marktgasse 21',
    );
  });
  it('leaves out what is missing', () => {
    expect(footerContact(readSettings({ business: { name: 'X' } }))).toEqual({
      name: 'X',
      street: null,
      city: null,
      email: null,
      phone: null,
      phoneHref: null,
    });
  });
});

describe('socialLinks', () => {
  it('lists http(s) accounts in a fixed order', () => {
    const settings = readSettings({
      socialAccounts: {
        linkedin: 'https://www.linkedin.com/company/x',
        instagram: 'https://www.instagram.com/x',
        facebook: 'javascript:alert(1)',
        feedWidget: 'https://widget.example',
      },
    });
    expect(socialLinks(settings)).toEqual([
      { network: 'instagram', href: 'https://www.instagram.com/x' },
      { network: 'linkedin', href: 'https://www.linkedin.com/company/x' },
    ]);
    expect(socialLinks(readSettings({}))).toEqual([]);
  });
});

describe('bookingUrl', () => {
  const booking = (active: boolean, url: string | null) => readSettings({ bookingButton: { active, url } });
  it('embeds only absolute http(s) URLs of an active button', () => {
    expect(bookingUrl(booking(true, 'https://booking.example.invalid/optik-sonnenberg'))).toBe(
      'https://booking.example.invalid/optik-sonnenberg',
    );
    expect(bookingUrl(booking(false, 'https://booking.example.invalid/x'))).toBeNull();
    expect(bookingUrl(booking(true, null))).toBeNull();
    expect(bookingUrl(booking(true, '/de/kontakt'))).toBeNull();
    expect(bookingUrl(booking(true, 'javascript:alert(1)'))).toBeNull();
    expect(bookingUrl(booking(true, 'data:text/html,<script>alert(1)</script>'))).toBeNull();
  });
});
