/**
 * The demo team collection: the owner and optometrist, the contact-lens specialist and an
 * apprentice optician. Each member is a page of collection 'team' with one teamDetails group.
 */
import { group, image, localized, page, richText, single, type DeEn, type PageRows } from '../builders.ts';
import { PAGE, PHOTO } from '../ids.ts';

/**
 * The people the demo's texts name: the owner, her father who founded the shop, the contact-lens
 * specialist and the apprentice. A site made from the demo names its own (db/seed/templates.ts).
 */
export const DEMO_PEOPLE = {
  owner: { first: 'Anna', last: 'Sonnenberg' },
  founder: { first: 'Hans', last: 'Sonnenberg' },
  lensSpecialist: { first: 'Marco', last: 'Bernasconi' },
  apprentice: { first: 'Lea', last: 'Keller' },
} as const;

interface MemberSpec {
  id: string;
  slug: string;
  position: number;
  name: string;
  function: DeEn;
  mediaId: string;
  quote: DeEn;
  email: string;
  description: { de: string[]; en: string[] };
  metaDescription: DeEn;
}

function member(spec: MemberSpec): PageRows {
  return page({
    id: spec.id,
    collection: 'team',
    position: spec.position,
    slug: { de: spec.slug, en: spec.slug },
    name: { de: spec.name, en: spec.name },
    description: spec.metaDescription,
    groups: [
      group(
        'details',
        'teamDetails',
        {
          name: localized(spec.name, spec.name),
          function: localized(spec.function.de, spec.function.en),
          image: image(spec.mediaId),
          quote: localized(spec.quote.de, spec.quote.en),
          email: single(spec.email),
          description: richText(spec.description.de, spec.description.en),
        },
        { imageFormat: 'portrait' },
      ),
    ],
  });
}

export const teamPages: PageRows[] = [
  member({
    id: PAGE.teamAnna,
    slug: 'anna-sonnenberg',
    position: 0,
    name: 'Anna Sonnenberg',
    function: {
      de: 'Inhaberin, Augenoptikerin und Optometristin BSc',
      en: 'Owner, optician and optometrist (BSc)',
    },
    mediaId: PHOTO.anna,
    quote: {
      de: 'Gutes Sehen ist Lebensqualität – dafür nehme ich mir gerne Zeit.',
      en: 'Good vision is quality of life – and I am always glad to take the time for it.',
    },
    email: 'anna.sonnenberg@optik-sonnenberg.ch',
    description: {
      de: [
        'Anna ist im Geschäft ihres Vaters an der Marktgasse aufgewachsen und hat es 2012 übernommen. Nach der Lehre als Augenoptikerin EFZ studierte sie Optometrie an der Fachhochschule Nordwestschweiz in Olten.',
        'Heute kümmert sie sich vor allem um Augenprüfungen, Myopie-Management bei Kindern und die Beratung rund um Gleitsichtbrillen. In ihrer Freizeit ist sie oft mit dem Velo im Tösstal unterwegs.',
      ],
      en: [
        "Anna grew up in her father's shop on Marktgasse and took it over in 2012. After her apprenticeship as an optician she studied optometry at the University of Applied Sciences Northwestern Switzerland in Olten.",
        'Today she mainly looks after eye examinations, myopia management for children and advice on varifocal glasses. In her free time you will often find her cycling in the Töss valley.',
      ],
    },
    metaDescription: {
      de: 'Anna Sonnenberg führt Optik Sonnenberg in Winterthur in zweiter Generation und ist unsere Optometristin.',
      en: 'Anna Sonnenberg runs Optik Sonnenberg in Winterthur in the second generation and is our optometrist.',
    },
  }),
  member({
    id: PAGE.teamMarco,
    slug: 'marco-bernasconi',
    position: 1,
    name: 'Marco Bernasconi',
    function: {
      de: 'Kontaktlinsenspezialist, Leiter Filiale Seen',
      en: 'Contact lens specialist, head of our Seen shop',
    },
    mediaId: PHOTO.marco,
    quote: {
      de: 'Die beste Kontaktlinse ist die, die man den ganzen Tag vergisst.',
      en: 'The best contact lens is the one you forget about all day.',
    },
    email: 'marco.bernasconi@optik-sonnenberg.ch',
    description: {
      de: [
        'Marco stammt aus dem Tessin und arbeitet seit 2015 bei Optik Sonnenberg. Er ist auf die Anpassung von weichen und formstabilen Kontaktlinsen spezialisiert, auch bei Hornhautverkrümmung und trockenen Augen.',
        'Neu in der Welt der Kontaktlinsen? Marco zeigt Ihnen in aller Ruhe, wie das Einsetzen und Herausnehmen gelingt – und bei einem Espresso erzählt er gerne vom Lago Maggiore.',
      ],
      en: [
        'Marco comes from Ticino and has been with Optik Sonnenberg since 2015. He specialises in fitting soft and rigid contact lenses, including for astigmatism and dry eyes.',
        'New to contact lenses? Marco calmly shows you how to put them in and take them out – and over an espresso he is happy to tell you about Lake Maggiore.',
      ],
    },
    metaDescription: {
      de: 'Marco Bernasconi ist Kontaktlinsenspezialist bei Optik Sonnenberg und leitet unsere Filiale in Winterthur-Seen.',
      en: 'Marco Bernasconi is the contact lens specialist at Optik Sonnenberg and runs our shop in Winterthur-Seen.',
    },
  }),
  member({
    id: PAGE.teamLea,
    slug: 'lea-keller',
    position: 2,
    name: 'Lea Keller',
    function: { de: 'Lernende Augenoptikerin EFZ', en: 'Apprentice optician' },
    mediaId: PHOTO.lea,
    quote: {
      de: 'Ich liebe den Moment, in dem jemand mit der neuen Brille in den Spiegel schaut und strahlt.',
      en: 'I love the moment when someone looks in the mirror with their new glasses and beams.',
    },
    email: 'lea.keller@optik-sonnenberg.ch',
    description: {
      de: [
        'Lea ist im dritten Lehrjahr und lernt bei uns alles, was zu einer guten Brille gehört: vom Ausmessen über das Schleifen der Gläser bis zum Anpassen der Fassung.',
        'Sie hat ein sicheres Auge für Farben und Formen und hilft gerne bei der Wahl der passenden Fassung. Ihr Tipp für den Sommer: Sonnenbrillen immer mit vollem UV-Schutz kaufen.',
      ],
      en: [
        'Lea is in the third year of her apprenticeship and is learning everything that goes into a good pair of glasses: from taking measurements and edging the lenses to fitting the frame.',
        'She has a sure eye for colours and shapes and loves helping customers choose the right frame. Her tip for the summer: always buy sunglasses with full UV protection.',
      ],
    },
    metaDescription: {
      de: 'Lea Keller macht bei Optik Sonnenberg in Winterthur die Lehre als Augenoptikerin EFZ.',
      en: 'Lea Keller is training as an optician at Optik Sonnenberg in Winterthur.',
    },
  }),
];
