/** Visitor texts: the health magazine's teasers (goFeed) and the booking widget's fallback. */
import type { AreaTexts } from './area.ts';

const de = {
  magazineBoard: 'Artikel aus dem Gesundheitsmagazin',
  magazineReadMore: 'Artikel lesen',
  magazineNewTab: '(öffnet in neuem Tab)',
  magazinePublished: 'Veröffentlicht am',
  /** Edit mode only: a card whose teaser is not cached yet. */
  magazineTeaserMissing: 'Die Vorschau dieses Artikels ist noch nicht geladen.',
  bookingUnavailable: 'Die Online-Buchung ist gerade nicht erreichbar.',
  /** {phone} is filled in with the phone number (a link). */
  bookingCallUs: 'Rufen Sie uns an: {phone}',
  bookingCallUsNoPhone: 'Bitte versuchen Sie es später noch einmal.',
};

export const magazineTexts: AreaTexts<typeof de> = {
  de,
  en: {
    magazineBoard: 'Articles from the health magazine',
    magazineReadMore: 'Read the article',
    magazineNewTab: '(opens in a new tab)',
    magazinePublished: 'Published on',
    magazineTeaserMissing: "This article's preview is not loaded yet.",
    bookingUnavailable: 'Online booking is not available right now.',
    bookingCallUs: 'Call us: {phone}',
    bookingCallUsNoPhone: 'Please try again later.',
  },
};
