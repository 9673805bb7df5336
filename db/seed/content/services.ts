/**
 * The demo service collection: eye test, contact lenses and sunglasses. Each service page has a
 * hero (with an appointment button) and a richTextBlock with the details.
 */
import {
  bullets,
  button,
  group,
  heading,
  image,
  localized,
  page,
  pageLink,
  richText,
  type DeEn,
  type PageRows,
  type RichBlock,
} from '../builders.ts';
import { MEDIA, PAGE } from '../ids.ts';

interface ServiceSpec {
  id: string;
  position: number;
  slug: DeEn;
  name: DeEn;
  metaDescription: DeEn;
  title: DeEn;
  lead: DeEn;
  mediaId: string;
  details: { title: DeEn; de: RichBlock[]; en: RichBlock[] };
}

function service(spec: ServiceSpec): PageRows {
  return page({
    id: spec.id,
    collection: 'service',
    position: spec.position,
    slug: spec.slug,
    name: spec.name,
    description: spec.metaDescription,
    groups: [
      group(
        'hero',
        'hero',
        {
          kicker: localized('Dienstleistung', 'Service'),
          title: localized(spec.title.de, spec.title.en),
          description: richText([spec.lead.de], [spec.lead.en]),
          image: image(spec.mediaId),
          button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
        },
        { alignment: 'left', size: 'medium', objectFit: 'cover', backgroundColor: 'background' },
      ),
      group('details', 'richTextBlock', {
        title: localized(spec.details.title.de, spec.details.title.en),
        text: richText(spec.details.de, spec.details.en),
      }),
    ],
  });
}

export const servicePages: PageRows[] = [
  service({
    id: PAGE.serviceEyeTest,
    position: 0,
    slug: { de: 'sehtest', en: 'eye-test' },
    name: { de: 'Sehtest', en: 'Eye test' },
    metaDescription: {
      de: 'Sehtest und Augenprüfung bei Optik Sonnenberg in Winterthur: präzise gemessen und verständlich erklärt.',
      en: 'Eye tests and eye examinations at Optik Sonnenberg in Winterthur: precisely measured and clearly explained.',
    },
    title: { de: 'Sehtest und Augenprüfung', en: 'Eye test and eye examination' },
    lead: {
      de: 'In rund 30 Minuten prüfen wir Ihre Sehschärfe, das Zusammenspiel beider Augen und den Augendruck – modern, genau und verständlich erklärt.',
      en: 'In about 30 minutes we check your visual acuity, how your eyes work together and your eye pressure – with modern equipment, precisely and clearly explained.',
    },
    mediaId: MEDIA.shopWindow,
    details: {
      title: { de: 'So läuft der Sehtest ab', en: 'What to expect' },
      de: [
        bullets(
          ['Gespräch über Ihre Sehgewohnheiten, Ihren Beruf und Ihre Hobbys'],
          ['Messung der Sehschärfe für Ferne, Nähe und Bildschirm'],
          ['Prüfung des beidäugigen Sehens und des Augendrucks'],
          ['Persönliche Empfehlung – ganz ohne Kaufzwang'],
        ),
        heading('Sehtest für den Lernfahrausweis'),
        'Den Sehtest für den Lernfahrausweis machen wir ohne Voranmeldung während der Öffnungszeiten. Er kostet CHF 20; bringen Sie bitte einen amtlichen Ausweis mit.',
      ],
      en: [
        bullets(
          ['A chat about your visual habits, your work and your hobbies'],
          ['Measuring your visual acuity for distance, near and screen work'],
          ['Checking binocular vision and eye pressure'],
          ['A personal recommendation – with no obligation to buy'],
        ),
        heading("Eye test for the learner driver's permit"),
        "We carry out the eye test for the learner driver's permit without an appointment during opening hours. It costs CHF 20; please bring an official ID.",
      ],
    },
  }),
  service({
    id: PAGE.serviceContactLenses,
    position: 1,
    slug: { de: 'kontaktlinsen', en: 'contact-lenses' },
    name: { de: 'Kontaktlinsen', en: 'Contact lenses' },
    metaDescription: {
      de: 'Kontaktlinsen-Anpassung in Winterthur: weiche, formstabile und multifokale Linsen mit persönlicher Betreuung.',
      en: 'Contact lens fitting in Winterthur: soft, rigid and multifocal lenses with personal care.',
    },
    title: { de: 'Kontaktlinsen', en: 'Contact lenses' },
    lead: {
      de: 'Frei sehen beim Sport, im Beruf und im Alltag: Wir finden die Kontaktlinse, die zu Ihren Augen und Ihrem Leben passt.',
      en: 'See freely at sport, at work and every day: we find the contact lens that suits your eyes and your life.',
    },
    mediaId: MEDIA.contactLenses,
    details: {
      title: { de: 'Unsere Kontaktlinsen-Anpassung', en: 'Our contact lens fitting' },
      de: [
        bullets(
          ['Weiche Tages-, Monats- und Jahreslinsen'],
          ['Formstabile Linsen und Nachtlinsen (Ortho-K)'],
          ['Multifokale Linsen für Nähe und Ferne'],
          ['Bequemes Linsen-Abo mit Lieferung nach Hause'],
        ),
        'Erstanpassungen und Kontrollen übernimmt Marco Bernasconi, unser Kontaktlinsenspezialist. Die erste Probelinse dürfen Sie eine Woche lang kostenlos testen.',
      ],
      en: [
        bullets(
          ['Soft daily, monthly and yearly lenses'],
          ['Rigid lenses and overnight lenses (ortho-k)'],
          ['Multifocal lenses for near and far'],
          ['A convenient lens subscription with home delivery'],
        ),
        'First fittings and check-ups are done by Marco Bernasconi, our contact lens specialist. You can try your first trial lenses free of charge for a week.',
      ],
    },
  }),
  service({
    id: PAGE.serviceSunglasses,
    position: 2,
    slug: { de: 'sonnenbrillen', en: 'sunglasses' },
    name: { de: 'Sonnenbrillen', en: 'Sunglasses' },
    metaDescription: {
      de: 'Sonnenbrillen mit und ohne Korrektur bei Optik Sonnenberg in Winterthur, mit vollem UV-Schutz.',
      en: 'Sunglasses with or without prescription at Optik Sonnenberg in Winterthur, with full UV protection.',
    },
    title: { de: 'Sonnenbrillen', en: 'Sunglasses' },
    lead: {
      de: 'Ob auf der Skitour, am Rhein oder im Stadtcafé: Mit der richtigen Sonnenbrille schützen Sie Ihre Augen und sehen dabei gut aus.',
      en: 'Whether ski touring, by the Rhine or in a café in town: the right sunglasses protect your eyes and look good too.',
    },
    mediaId: MEDIA.sunglasses,
    details: {
      title: { de: 'Sonnenschutz nach Mass', en: 'Sun protection made to measure' },
      de: [
        bullets(
          ['Sonnengläser in Ihrer Korrektur, auch als Gleitsicht'],
          ['Polarisierende Gläser gegen Blendung auf Wasser und Schnee'],
          ['Sportbrillen für Velo, Berg und See'],
          ['Selbsttönende Gläser und Clip-ons für Ihre Brille'],
        ),
        'Alle unsere Sonnenbrillen bieten vollen UV-Schutz bis 400 Nanometer. Wir beraten Sie gerne, welche Tönung zu Ihrem Einsatz passt.',
      ],
      en: [
        bullets(
          ['Sun lenses in your prescription, including varifocals'],
          ['Polarised lenses against glare on water and snow'],
          ['Sports glasses for cycling, mountains and the lake'],
          ['Photochromic lenses and clip-ons for your glasses'],
        ),
        'All our sunglasses offer full UV protection up to 400 nanometres. We are happy to advise you on the tint that suits your activities.',
      ],
    },
  }),
];
