import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/content/site.ts';
import { SEEBLICK } from '../../db/seed/templates.ts';
import { RenderProvider, type RenderMode } from '../fields/context.tsx';
import type { Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { BookingButton } from './BookingButton.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const pageOf = (
  id: string,
  role: PageSnapshot['role'],
  slug: { de: string; en: string },
  name: { de: string; en: string },
  collection: PageSnapshot['collection'] = null,
): PageSnapshot => ({
  id,
  collection,
  role,
  position: 0,
  status: 'published',
  slug,
  meta: { name },
  ogImage: null,
  fields: {},
  groups: [],
});

const pages = [
  pageOf('page-home', 'home', { de: '~home', en: '~home' }, { de: 'Startseite', en: 'Home' }),
  pageOf('page-search', 'search', { de: 'suche', en: 'search' }, { de: 'Suche', en: 'Search' }),
  pageOf('page-login', 'login', { de: 'login', en: 'login' }, { de: 'Login', en: 'Login' }),
  pageOf('page-imprint', 'imprint', { de: 'impressum', en: 'imprint' }, { de: 'Impressum', en: 'Imprint' }),
  pageOf('page-terms', 'terms', { de: 'agb', en: 'terms' }, { de: 'AGB', en: 'Terms' }),
  pageOf('page-anna', null, { de: 'anna', en: 'anna' }, { de: 'Anna', en: 'Anna' }, 'team'),
];
const [home, search, , , , anna] = pages as [PageSnapshot, ...PageSnapshot[]];

function siteWith(settings: Record<string, unknown>): SiteSnapshot {
  return {
    pages,
    branches: [],
    settings: { business: { name: 'Optik Sonnenberg', phone: '+41 52 212 34 56' }, ...settings },
    navigation: {
      containers: [
        { id: 'n-home', label: { de: 'Start', en: 'Home' }, pageId: 'page-home', children: [] },
        {
          id: 'n-team',
          label: { de: 'Über uns', en: 'About us' },
          pageId: null,
          children: [{ id: 'n-anna', type: 'page', pageId: 'page-anna', appearance: 'default' }],
        },
      ],
    },
  };
}

function render(
  node: React.ReactNode,
  opts: { settings?: Record<string, unknown>; page?: PageSnapshot; locale?: Locale; mode?: RenderMode } = {},
) {
  return renderToStaticMarkup(
    <RenderProvider
      mode={opts.mode ?? 'live'}
      locale={opts.locale ?? 'de'}
      site={siteWith(opts.settings ?? {})}
      page={opts.page ?? home!}
    >
      {node}
    </RenderProvider>,
  );
}

describe('Header', () => {
  it('renders a script-free header with the menu and search toggles', () => {
    const html = render(<Header />);
    expect(html).not.toContain('<script');
    expect(html).toContain('<details class="site-menu"><summary');
    expect(html).toContain('Menü öffnen');
    expect(html).toContain('Menü schliessen');
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('<a href="/de/" aria-current="page">Start</a>');
    expect(html).toContain('<span class="site-nav__parent" tabindex="0">Über uns</span>');
    expect(html).toContain('<a href="/de/team/anna">Anna</a>');
    expect(html).toContain('hrefLang="en"');
    expect(html).toMatch(/<form class="site-search__bar" role="search" action="\/de\/suche" method="get">/);
    const input = /<input id="site-search-input"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attr of ['type="search"', 'name="searchQuery"', 'required=""', 'minLength="3"'])
      expect(input).toContain(attr);
    expect(html).toContain('<details class="site-search"><summary');
    expect(html).not.toContain('site-header__login');
    expect(html).toContain(
      'class="site-header site-header--opaque site-header--logo-medium site-header--logo-left"',
    );
  });

  it('keeps the language links in the editor in edit mode', () => {
    const live = render(<Header />, { page: anna });
    expect(live).toContain('<a href="/en/team/anna" hrefLang="en" lang="en">EN</a>');
    const edit = render(<Header />, { page: anna, mode: 'edit' });
    expect(edit).toContain('<a href="/en/edit/team/anna" hrefLang="en" lang="en">EN</a>');
  });

  it('marks the current sub-page and its branch', () => {
    const html = render(<Header />, { page: anna });
    expect(html).toContain('<li class="has-children is-current-branch">');
    expect(html).toContain('<a href="/de/team/anna" aria-current="page">Anna</a>');
  });

  it('opens the search bar on the search page and drops search when switched off', () => {
    expect(render(<Header />, { page: search })).toContain('<details class="site-search" open="">');
    const off = render(<Header />, { settings: { header: { showSearch: false } } });
    expect(off).not.toContain('searchQuery');
    expect(off).not.toContain('site-search__link');
  });

  it('shows the person link and a logo image when configured', () => {
    const html = render(<Header />, {
      locale: 'en',
      settings: {
        header: {
          loginPage: { useLinkToLoginPage: true, url: null },
          logo: { url: '/demo/shell-logo.svg', width: 240, height: 56 },
        },
      },
    });
    expect(html).toContain('<a class="site-header__icon site-header__login" href="/en/login">');
    expect(html).toContain('Sign in');
    expect(html).toContain('<img src="/demo/shell-logo.svg" alt="Optik Sonnenberg" width="240" height="56"');
    expect(html).toContain('Open menu');
  });
});

describe('BookingButton', () => {
  const booking = (url: string | null, active = true) => ({
    bookingButton: { active, url, position: 'left' },
  });

  it('renders a popover button and a dialog with a lazy iframe', () => {
    const html = render(<BookingButton />, { settings: booking('https://booking.example.invalid/x') });
    expect(html).toContain('<aside class="booking booking--left" aria-label="Online-Terminbuchung">');
    expect(html).toContain('popoverTarget="booking-dialog" aria-label="Buchung öffnen"');
    expect(html).toContain('id="booking-dialog" class="booking__dialog" popover="auto" role="dialog"');
    expect(html).toContain('popoverTargetAction="hide" aria-label="Buchung schliessen"');
    expect(html).toContain(
      '<iframe class="booking__frame" src="https://booking.example.invalid/x?locale=de&amp;layout=popup&amp;select_location=false&amp;theme_color=499ddd" data-probe title="Buchungsformular" loading="lazy"',
    );
    // When the widget cannot load: the business's phone number instead of an empty frame.
    expect(html).toContain('class="booking-frame" data-state="loading" style="--booking-timeout:8000ms"');
    expect(html).toContain('Die Online-Buchung ist gerade nicht erreichbar.');
    expect(render(<BookingButton />, { settings: booking('https://b.example/x'), locale: 'en' })).toContain(
      'aria-label="Open booking"',
    );
  });

  it('renders nothing without a usable URL, and a note for editors', () => {
    expect(render(<BookingButton />, { settings: booking(null) })).toBe('');
    expect(render(<BookingButton />, { settings: booking('javascript:alert(1)') })).toBe('');
    const edit = render(<BookingButton />, { settings: booking(null), mode: 'edit' });
    expect(edit).toContain('role="note"');
    expect(edit).toContain('keine gültige Buchungs-URL');
    expect(render(<BookingButton />, { settings: booking('https://b.example/x', false), mode: 'edit' })).toBe(
      '',
    );
  });
});

describe('Footer', () => {
  it('marks a footer that needs light text, where the logo shows as a light silhouette', () => {
    // Optik Sonnenberg's and Optik Seeblick's footers (their secondary colours), and a light one.
    for (const [secondary, dark] of [
      [demoSettings.theme.secondary, true],
      [SEEBLICK.secondary, true],
      ['240,236,225', false],
    ] as const) {
      const html = render(<Footer />, {
        settings: { theme: { secondary }, appearance: { footerColor: 'secondary' } },
      });
      expect(html.includes('site-footer--dark'), secondary).toBe(dark);
    }
  });

  it('declares the footer logo with its size', () => {
    const html = render(<Footer />, {
      settings: { header: { logo: { url: '/demo/shell-logo.svg', width: 240, height: 56 } } },
    });
    expect(html).toMatch(/<img src="\/demo\/shell-logo.svg" alt="[^"]+" width="240" height="56"/);
  });

  it('shows the business data, legal links and the social accounts', () => {
    const html = render(<Footer />, {
      settings: {
        socialAccounts: { instagram: 'https://www.instagram.com/x', facebook: 'javascript:alert(1)' },
        appearance: { triangle: true },
      },
    });
    expect(html).toContain(
      'class="site-footer site-footer--dark site-footer--logo-medium site-footer--triangle"',
    );
    expect(html).toContain('<a href="tel:+41522123456">+41 52 212 34 56</a>');
    expect(html).toContain('<a href="/de/impressum">Impressum</a>');
    expect(html).toContain('<a href="/de/agb">AGB</a>');
    expect(html).toContain('href="https://www.instagram.com/x" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
  });

  it('hides the terms when switched off and follows upper case and logo size', () => {
    const html = render(<Footer />, {
      settings: { footer: { links: { showTerms: false }, upperCase: true, logoSize: 'large' } },
    });
    expect(html).not.toContain('/de/agb');
    expect(html).toContain('site-footer--logo-large site-footer--upper');
  });

  it("names the quality certificate's number when the settings hold one", () => {
    expect(render(<Footer />, { settings: { accounts: { qualityCertificationId: 'QS-4711' } } })).toContain(
      'Qualitätszertifiziert, Nr. QS-4711',
    );
    expect(
      render(<Footer />, { settings: { accounts: { qualityCertificationId: 'QS-4711' } }, locale: 'en' }),
    ).toContain('Quality certified, no. QS-4711');
    expect(render(<Footer />, { settings: { accounts: { qualityCertificationId: ' ' } } })).not.toContain(
      'site-footer__certificate',
    );
  });

  it('offers the cookie settings only on live pages of a site with a valid tracking id', () => {
    const button = '<button type="button" class="site-footer__consent" data-consent-settings="">';
    const tracked = { tracking: { analyticsId: 'G-ABC1234' } };
    expect(render(<Footer />, { settings: tracked })).toContain(`${button}Cookie-Einstellungen</button>`);
    expect(render(<Footer />, { settings: tracked, locale: 'en' })).toContain(
      `${button}Cookie settings</button>`,
    );
    expect(render(<Footer />, { settings: tracked, mode: 'edit' })).not.toContain('data-consent-settings');
    expect(render(<Footer />, { settings: { tracking: { analyticsId: 'UA-1-1' } } })).not.toContain(
      'data-consent-settings',
    );
    expect(render(<Footer />)).not.toContain('data-consent-settings');
  });
});
