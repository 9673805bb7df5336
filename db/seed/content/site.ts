/**
 * Demo site settings (shape: SiteSettingsSchema in src/lib/settings.ts) and the main navigation
 * of Optik Sonnenberg, Winterthur.
 */
import type * as v from 'valibot';
import type { NavigationTree } from '../../../src/lib/content.ts';
import type { SiteSettingsSchema } from '../../../src/lib/settings.ts';
import { DEMO, PAGE } from '../ids.ts';
import { demoReviewSettings } from './area-feeds.ts';

export const BUSINESS = {
  name: 'Optik Sonnenberg',
  legalName: 'Optik Sonnenberg AG',
  email: 'info@optik-sonnenberg.ch',
  phone: '+41 52 212 34 56',
  street: 'Marktgasse',
  streetNumber: '21',
  zip: '8400',
  city: 'Winterthur',
  website: 'https://www.optik-sonnenberg.ch',
} as const;

export const BOOKING_URL = 'https://booking.example.invalid/optik-sonnenberg';

/** The stored settings JSON (draft = published). */
export const demoSettings = {
  business: {
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    email: BUSINESS.email,
    phone: BUSINESS.phone,
    street: BUSINESS.street,
    streetNumber: BUSINESS.streetNumber,
    zip: BUSINESS.zip,
    city: BUSINESS.city,
    businessId: DEMO.businessId,
  },
  theme: {
    primary: '73,157,221',
    secondary: '34,49,63',
    background: '255,255,255',
    header: '255,255,255',
  },
  appearance: {
    header: 'transparent',
    footerColor: 'secondary',
  },
  header: {
    useBusinessDataFromLookUp: true,
    // The drawn logo of area-shell.ts (SHELL_LOGO; spelled out here to avoid an import cycle).
    logo: { mediaId: 'media-shell-logo', url: '/demo/shell-logo.svg', width: 240, height: 56 },
    logoSize: 'medium',
    logoPosition: 'left',
    showSearch: true,
    loginPage: { useLinkToLoginPage: true, url: null },
  },
  footer: {
    useBusinessDataFromLookUp: false,
    street: `${BUSINESS.street} ${BUSINESS.streetNumber}`,
    city: `${BUSINESS.zip} ${BUSINESS.city}`,
    email: BUSINESS.email,
    phone: BUSINESS.phone,
    logoSize: 'medium',
    upperCase: false,
    links: { showTerms: true },
  },
  bookingButton: {
    active: true,
    position: 'right',
    color: 'primary',
    url: BOOKING_URL,
    useShoreBooking: false,
    shoreCompany: null,
    linkType: 'appointment',
  },
  editor: { locale: 'de' },
  socialAccounts: {
    instagram: 'https://www.instagram.com/optik.sonnenberg.demo',
    facebook: 'https://www.facebook.com/optik.sonnenberg.demo',
    linkedin: null,
    feedWidget: null,
  },
  reviews: demoReviewSettings,
  contact: { email: BUSINESS.email, companyName: BUSINESS.name },
} satisfies v.InferInput<typeof SiteSettingsSchema>;

const child = (id: string, pageId: string) => ({
  id,
  type: 'page' as const,
  pageId,
  appearance: 'default' as const,
});

/**
 * Pages of the area content files (area-*.ts), which import BUSINESS from here: their ids are
 * spelled out to keep the modules free of import cycles (the seed test checks they exist).
 */
const AREA_PAGE = {
  glasses: 'page-glasses',
  brillenwelt: 'page-brillenwelt',
  openingHours: 'page-opening-hours',
  news: 'page-news',
  courses: 'page-courses',
  eyeTestSteps: 'page-eye-test-steps',
  shop: 'page-shop',
} as const;

/** The main navigation (draft = published). */
export const demoNavigation: NavigationTree = {
  containers: [
    { id: 'nav-start', label: { de: 'Start', en: 'Home' }, pageId: PAGE.home, children: [] },
    {
      id: 'nav-about',
      label: { de: 'Über uns', en: 'About us' },
      pageId: null,
      children: [
        child('nav-about-anna-sonnenberg', PAGE.teamAnna),
        child('nav-about-marco-bernasconi', PAGE.teamMarco),
        child('nav-about-lea-keller', PAGE.teamLea),
      ],
    },
    {
      id: 'nav-services',
      label: { de: 'Dienstleistungen', en: 'Services' },
      pageId: null,
      children: [
        child('nav-services-eye-test', PAGE.serviceEyeTest),
        child('nav-services-contact-lenses', PAGE.serviceContactLenses),
        child('nav-services-sunglasses', PAGE.serviceSunglasses),
        child('nav-services-glasses', AREA_PAGE.glasses),
        child('nav-services-brillenwelt', AREA_PAGE.brillenwelt),
      ],
    },
    {
      id: 'nav-infos',
      label: { de: 'Infos', en: 'Info' },
      pageId: null,
      children: [
        child('nav-infos-opening-hours', AREA_PAGE.openingHours),
        child('nav-infos-news', AREA_PAGE.news),
        child('nav-infos-courses', AREA_PAGE.courses),
        child('nav-infos-eye-test-steps', AREA_PAGE.eyeTestSteps),
        child('nav-infos-jobs-marketplace', 'page-jobs-marketplace'),
        child('nav-infos-shop', AREA_PAGE.shop),
        child('nav-infos-optician-search', 'page-optician-search'),
        child('nav-infos-sponsoring', PAGE.sponsor),
        child('nav-infos-gallery', PAGE.gallery),
        child('nav-infos-video', PAGE.video),
      ],
    },
    {
      id: 'nav-urban-golf',
      label: { de: 'Urban Golf', en: 'Urban Golf' },
      pageId: PAGE.golfStart,
      children: [],
    },
    { id: 'nav-contact', label: { de: 'Kontakt', en: 'Contact' }, pageId: PAGE.contact, children: [] },
  ],
};
