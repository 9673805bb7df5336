/**
 * The demo home page: hero with the shop window, the story of the shop since 1987, the team
 * overview, a spacer and a call-to-action with the phone number.
 */
import {
  button,
  group,
  heading,
  image,
  link,
  localized,
  p,
  page,
  pageLink,
  phoneLink,
  richText,
  type PageRows,
} from '../builders.ts';
import { PAGE, PHOTO } from '../ids.ts';
import { BUSINESS } from './site.ts';
import { contentHomeGroups } from './area-content.ts';
import { infoHomeGroups } from './area-info.ts';
import { shellHomeGroups, shellHomeTopGroups } from './area-shell.ts';
import { sliderHomeGroups } from './area-slider.ts';

export const homePage: PageRows = page({
  id: PAGE.home,
  role: 'home',
  position: 0,
  slug: { de: '~home', en: '~home' },
  name: { de: 'Startseite', en: 'Home' },
  description: {
    de: 'Optik Sonnenberg in Winterthur: Brillen, Kontaktlinsen und Sehtests vom Familienbetrieb in der Altstadt und in Seen.',
    en: 'Optik Sonnenberg in Winterthur: glasses, contact lenses and eye tests from a family optician in the old town and in Seen.',
  },
  ogImageId: PHOTO.hero,
  groups: [
    ...shellHomeTopGroups,
    group(
      'hero',
      'hero',
      {
        kicker: localized('Augenoptik in Winterthur seit 1987', 'Your optician in Winterthur since 1987'),
        title: localized('Gut sehen. Gut aussehen.', 'See well. Look good.'),
        description: richText(
          [
            'Von der sorgfältigen Augenprüfung bis zur Brille, die wirklich zu Ihnen passt: Bei Optik Sonnenberg nehmen wir uns Zeit für Ihre Augen – in der Altstadt an der Marktgasse und in Seen.',
          ],
          [
            'From a thorough eye examination to glasses that truly suit you: at Optik Sonnenberg we take time for your eyes – in the old town on Marktgasse and in Seen.',
          ],
        ),
        image: image(PHOTO.hero),
        button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
        secondaryButton: button('Unser Team kennenlernen', 'Meet our team', pageLink(PAGE.teamAnna, 'team')),
      },
      { alignment: 'left', size: 'large', objectFit: 'cover', backgroundColor: 'background' },
    ),
    group(
      'about',
      'richTextBlock',
      {
        kicker: localized('Familienbetrieb seit 1987', 'A family business since 1987'),
        title: localized('Über Optik Sonnenberg', 'About Optik Sonnenberg'),
        text: richText(
          [
            'Im Frühling 1987 eröffnete Hans Sonnenberg sein kleines Brillengeschäft an der Marktgasse. Heute führt seine Tochter Anna Sonnenberg, Augenoptikerin und Optometristin, den Familienbetrieb in zweiter Generation – mit derselben Freude am Handwerk und einem modernen Messraum für präzise Augenprüfungen.',
            heading('Was uns wichtig ist'),
            'Wir beraten persönlich und ohne Zeitdruck. Ob Gleitsichtbrille, Kontaktlinsen oder Sportbrille: Wir messen genau, erklären verständlich und passen jede Brille in unserer eigenen Werkstatt an. Kleine Reparaturen erledigen wir meistens, während Sie warten.',
            p(
              'Als Mitglied des ',
              link('Schweizer Berufsverbands für Augenoptik und Optometrie SBAO', 'https://www.sbao.ch'),
              ' bilden wir uns laufend weiter – und wir bilden selbst Lernende aus.',
            ),
          ],
          [
            "In the spring of 1987, Hans Sonnenberg opened his small optician's shop on Marktgasse. Today his daughter Anna Sonnenberg, an optician and optometrist, runs the family business in its second generation – with the same love of the craft and a modern examination room for precise eye tests.",
            heading('What matters to us'),
            'We give personal advice and never rush you. Whether you need varifocals, contact lenses or sports glasses: we measure precisely, explain things clearly and fit every pair in our own workshop. Small repairs are usually done while you wait.',
            p(
              'As members of the ',
              link('Swiss Association for Optics and Optometry (SBAO)', 'https://www.sbao.ch'),
              ' we keep learning – and we train apprentices ourselves.',
            ),
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent' },
    ),
    group(
      'team',
      'teamContainer',
      {
        title: localized('Unser Team', 'Our team'),
        description: richText(
          [
            'Drei Menschen, eine Leidenschaft: gutes Sehen. Lernen Sie die Gesichter hinter Optik Sonnenberg kennen.',
          ],
          ['Three people, one passion: good vision. Meet the faces behind Optik Sonnenberg.'],
        ),
      },
      { gridLayout: 'grid', columnLayout: 3, imageFormat: 'portrait', alignment: 'left' },
    ),
    group('spacer', 'spacer', {}, { size: 'medium', divider: false }),
    group(
      'cta',
      'cta',
      {
        title: localized('Zeit für einen Sehtest?', 'Time for an eye test?'),
        description: richText(
          [
            'Rufen Sie uns an – wir finden einen Termin, der in Ihren Alltag passt. Eine Augenprüfung dauert rund 30 Minuten.',
          ],
          [
            'Give us a call – we will find an appointment that fits your day. An eye test takes about 30 minutes.',
          ],
        ),
        button: button('Jetzt anrufen', 'Call us now', phoneLink(BUSINESS.phone)),
      },
      { alignment: 'center', backgroundColor: 'primary', shiftedAlignment: 'default' },
    ),
    ...shellHomeGroups,
    ...contentHomeGroups,
    ...infoHomeGroups,
    ...sliderHomeGroups,
  ],
});
