/** Visitor texts: site shell: header, mobile menu, search, footer, booking button, announcements. */
import type { AreaTexts } from './area.ts';

const de = {
  shellHome: 'Startseite',
  shellOpenMenu: 'Menü öffnen',
  shellCloseMenu: 'Menü schliessen',
  shellSearch: 'Suche',
  shellOpenSearch: 'Suche öffnen',
  shellCloseSearch: 'Suche schliessen',
  shellSearchLabel: 'Website durchsuchen',
  shellSearchPlaceholder: 'Suchbegriff (mind. 3 Zeichen)',
  shellSearchSubmit: 'Suchen',
  shellLogin: 'Anmelden',
  shellOpenBooking: 'Buchung öffnen',
  shellCloseBooking: 'Buchung schliessen',
  shellBookingRegion: 'Online-Terminbuchung',
  shellBookingTitle: 'Termin online buchen',
  shellBookingFrameTitle: 'Buchungsformular',
  shellBookingNewTab: 'In neuem Fenster öffnen',
  shellBookingNotConfigured:
    'Buchungsknopf: Es ist keine gültige Buchungs-URL eingestellt. Besucherinnen und Besucher sehen den Knopf erst, wenn in den Einstellungen eine URL (https://…) hinterlegt ist.',
  shellSocialMedia: 'Social Media',
  shellSocialInstagram: 'Instagram',
  shellSocialFacebook: 'Facebook',
  shellSocialLinkedin: 'LinkedIn',
};

export const shellTexts: AreaTexts<typeof de> = {
  de,
  en: {
    shellHome: 'Home',
    shellOpenMenu: 'Open menu',
    shellCloseMenu: 'Close menu',
    shellSearch: 'Search',
    shellOpenSearch: 'Open search',
    shellCloseSearch: 'Close search',
    shellSearchLabel: 'Search this website',
    shellSearchPlaceholder: 'Search term (at least 3 characters)',
    shellSearchSubmit: 'Search',
    shellLogin: 'Sign in',
    shellOpenBooking: 'Open booking',
    shellCloseBooking: 'Close booking',
    shellBookingRegion: 'Online booking',
    shellBookingTitle: 'Book an appointment online',
    shellBookingFrameTitle: 'Booking form',
    shellBookingNewTab: 'Open in a new window',
    shellBookingNotConfigured:
      'Booking button: no valid booking URL is set. Visitors will see the button once a URL (https://…) is entered in the settings.',
    shellSocialMedia: 'Social media',
    shellSocialInstagram: 'Instagram',
    shellSocialFacebook: 'Facebook',
    shellSocialLinkedin: 'LinkedIn',
  },
};
