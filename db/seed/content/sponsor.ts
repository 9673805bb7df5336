/**
 * The sponsor booking of ASPECT, the optics conference Optik Sonnenberg hosts in Winterthur: the
 * bookable items with their prices (visitor spec §9, from src/lib/forms/sponsor.ts) and capacity,
 * and the "Sponsoring" page with the aspectSponsorForm block (navigation: under "Infos").
 */
import {
  SPONSOR_ITEM_KEYS,
  SPONSOR_ITEM_PRICES_CHF,
  type SponsorItemKey,
} from '../../../src/lib/forms/sponsor.ts';
import type { sponsorItems } from '../../schema.ts';
import { bold, bullets, group, localized, p, page, richText, type PageRows } from '../builders.ts';
import { PAGE } from '../ids.ts';

type SponsorItemRow = typeof sponsorItems.$inferInsert;

/** How often each item can be booked: one main sponsor, stand places by floor space, two per break. */
export const SPONSOR_CAPACITY: Readonly<Record<SponsorItemKey, number>> = {
  hauptsponsor: 1,
  standprasenz6m: 10,
  standprasenz9m: 6,
  stehlunch: 2,
  nachmittagpause: 2,
  vormittagspause: 2,
  stehlunch2: 2,
};

export const demoSponsorItems: SponsorItemRow[] = SPONSOR_ITEM_KEYS.map((key) => ({
  key,
  priceChf: SPONSOR_ITEM_PRICES_CHF[key],
  capacity: SPONSOR_CAPACITY[key],
}));

/**
 * The sponsoring page: an introduction (its title is the page's h1), then the form with the
 * packages, persons and contact data.
 */
export const sponsorPage: PageRows = page({
  id: PAGE.sponsor,
  position: 50,
  slug: { de: 'sponsoring', en: 'sponsoring' },
  name: { de: 'Sponsoring ASPECT', en: 'Sponsoring ASPECT' },
  description: {
    de: 'Sponsoring an der ASPECT, der Fachtagung für Augenoptik und Optometrie in Winterthur: Hauptsponsoring, Standplätze, Pausen und Stehlunch online buchen.',
    en: 'Sponsoring at ASPECT, the optics and optometry conference in Winterthur: book main sponsorship, stands, breaks and standing lunch online.',
  },
  groups: [
    group(
      'intro',
      'richTextBlock',
      {
        kicker: localized('Fachtagung ASPECT', 'ASPECT conference'),
        title: localized('Sponsoring an der ASPECT', 'Sponsoring at ASPECT'),
        text: richText(
          [
            p(
              'Die ',
              bold('ASPECT'),
              ' ist unsere Fachtagung für Augenoptik und Optometrie in Winterthur: Vorträge, Workshops und ein Abendevent für Fachleute aus der ganzen Deutschschweiz.',
            ),
            'Als Sponsor zeigen Sie Ihre Produkte und Dienstleistungen den Menschen, die in der Branche entscheiden.',
            bullets(
              ['Hauptsponsoring: Ihr Logo auf allen Unterlagen und ein Kurzreferat im Plenum'],
              ['Standpräsenz: 6 m² oder 9 m² in der Ausstellung, mit Strom und Tisch'],
              ['Pausen und Stehlunch: Verpflegung mit Ihrem Namen, Sie begrüssen die Gäste'],
            ),
          ],
          [
            p(
              bold('ASPECT'),
              ' is our conference for optics and optometry in Winterthur: talks, workshops and an evening event for professionals from all over German-speaking Switzerland.',
            ),
            'As a sponsor you show your products and services to the people who make decisions in the trade.',
            bullets(
              ['Main sponsorship: your logo on all documents and a short talk in the plenary session'],
              ['Stand presence: 6 m² or 9 m² in the exhibition, with power and a table'],
              ['Breaks and standing lunch: catering in your name, you welcome the guests'],
            ),
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent', size: 'medium' },
    ),
    group(
      'form',
      'aspectSponsorForm',
      {
        title: localized('Sponsoring-Leistungen buchen', 'Book sponsoring packages'),
        description: richText(
          [
            'Wählen Sie die Leistungen, die zu Ihnen passen, und melden Sie Personen für das Abendevent oder die Tagung an; das Total sehen Sie sofort. Nach dem Absenden erhalten Sie eine Bestätigung per E-Mail, die Rechnung folgt separat.',
          ],
          [
            'Choose the packages that suit you and register people for the evening event or the conference; you see the total straight away. After sending you will receive a confirmation by e-mail; the invoice follows separately.',
          ],
        ),
      },
      { bookingsClosed: false },
    ),
  ],
});
