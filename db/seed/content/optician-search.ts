/**
 * Demo page "Optikersuche" / "Find an optician": the network's business directory (businessSearch
 * block, the data seeded by network-directory.ts), linked from the Infos menu.
 */
import { group, localized, page, richText, type PageRows } from '../builders.ts';

/** The page id of the directory page. */
export const OPTICIAN_SEARCH_PAGE = 'page-optician-search';

export const opticianSearchPage: PageRows = page({
  id: OPTICIAN_SEARCH_PAGE,
  position: 45,
  slug: { de: 'optikersuche', en: 'find-an-optician' },
  name: { de: 'Optikersuche', en: 'Find an optician' },
  description: {
    de: 'Optikerinnen und Optiker des Netzwerks in der ganzen Schweiz: nach Name, Ort oder PLZ suchen, mit Öffnungszeiten und Programmen.',
    en: 'Opticians of the network all over Switzerland: search by name, town or postcode, with opening hours and programmes.',
  },
  groups: [
    group(
      'directory',
      'businessSearch',
      {
        kicker: localized('Netzwerk', 'Network'),
        title: localized('Optikersuche', 'Find an optician'),
        description: richText(
          [
            'Unterwegs in der Schweiz? Hier finden Sie die Optikergeschäfte unseres Netzwerks – mit Öffnungszeiten und den Programmen Gesundheitsoptik und frequentlens.',
          ],
          [
            'Travelling in Switzerland? Here you will find the optician shops of our network – with opening hours and the health optics and frequentlens programmes.',
          ],
        ),
      },
      { healthOptics: false, frequentLens: false },
    ),
  ],
});
