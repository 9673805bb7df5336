/**
 * The five urban golf pages (start, players, share, play, coupon). Each opens with its game block,
 * whose heading is the page's h1. The blocks' fields hold the spec's texts ('Rock'n'hole!',
 * 'Spieler:innen', ...) so editors can change them; the blocks fall back to the same texts from the
 * dictionary when a field is emptied:
 * - start: the start screen, then how a round works;
 * - players: the players screen with a short hint;
 * - share: the QR code and link screen;
 * - play: the score card of the current hole, the map of the holes (the 'map' collection) with
 *   its drawers, and the leaderboard with the coupon button;
 * - coupon: the winner's coupon for a free drink.
 */
import {
  bullets,
  button,
  group,
  heading,
  localized,
  page,
  pageLink,
  richText,
  type DeEn,
  type GroupSpec,
  type PageRows,
} from '../builders.ts';
import { PAGE } from '../ids.ts';
import type { PageRole } from '../../../src/lib/content.ts';

interface GamePageSpec {
  id: string;
  role: PageRole;
  position: number;
  slug: DeEn;
  name: DeEn;
  description: DeEn;
  groups: GroupSpec[];
}

const gamePage = (spec: GamePageSpec): PageRows =>
  page({
    id: spec.id,
    role: spec.role,
    position: spec.position,
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    groups: spec.groups,
  });

export const gamePages: PageRows[] = [
  gamePage({
    id: PAGE.golfStart,
    role: 'urban-golf-start',
    position: 7,
    slug: { de: 'urban-golf', en: 'urban-golf' },
    name: { de: 'Urban Golf', en: 'Urban Golf' },
    description: {
      de: 'Urban Golf in der Winterthurer Altstadt: Mit der digitalen Spielkarte von Optik Sonnenberg zählen Sie Ihre Schläge einfach auf dem Handy.',
      en: "Urban golf in Winterthur's old town: Optik Sonnenberg's digital score card counts your strokes right on your phone.",
    },
    groups: [
      group(
        'game',
        'gameSetup',
        {
          title: localized("Rock'n'hole!", "Rock'n'hole!"),
          description: richText(
            ['Digitale Spielkarte Urban Golf Winterthur'],
            ['Digital score card Urban Golf Winterthur'],
          ),
          // The start button creates a game, then goes to the players page (its link).
          button: button('Neues Spiel starten', 'Start a new game', pageLink(PAGE.golfEdit)),
        },
        { game: 'start' },
      ),
      group('rules', 'richTextBlock', {
        title: localized('So spielen Sie', 'How to play'),
        text: richText(
          [
            'Urban Golf ist Minigolf mitten in der Stadt: Die Löcher liegen zwischen Marktgasse, Kirchplatz und Stadthaus, gespielt wird mit Schläger und Ball aus unserem Geschäft.',
            bullets(
              ['Spiel starten und alle Mitspielenden eintragen.'],
              ['Den QR-Code mit den anderen Handys scannen: Alle sehen dieselbe Spielkarte.'],
              ['Pro Loch die Schläge zählen. Wer am Ende die wenigsten hat, gewinnt.'],
            ),
            heading('Gratisgetränk für die Siegerin oder den Sieger', 3),
            'Nach dem letzten Loch zeigt die Spielkarte Ihren Gutschein. Weisen Sie ihn bei uns an der Marktgasse vor.',
          ],
          [
            'Urban golf is mini golf in the middle of town: the holes lie between Marktgasse, Kirchplatz and the Stadthaus, and you play with a club and ball from our shop.',
            bullets(
              ['Start a game and add everyone who plays.'],
              ['Scan the QR code with the other phones: everyone sees the same score card.'],
              ['Count the strokes on each hole. Whoever has the fewest at the end wins.'],
            ),
            heading('A free drink for the winner', 3),
            'After the last hole the score card shows your coupon. Show it at our shop on Marktgasse.',
          ],
        ),
      }),
    ],
  }),
  gamePage({
    id: PAGE.golfEdit,
    role: 'urban-golf-edit',
    position: 8,
    slug: { de: 'urban-golf-spieler', en: 'urban-golf-players' },
    name: { de: 'Urban Golf – Spieler:innen', en: 'Urban Golf – Players' },
    description: {
      de: 'Fügen Sie die Spielerinnen und Spieler Ihrer Urban-Golf-Runde hinzu.',
      en: 'Add the players of your urban golf round.',
    },
    groups: [
      group(
        'game',
        'gameSetup',
        {
          title: localized('Spieler:innen', 'Players'),
          description: richText(
            ['Tragen Sie alle ein, die mitspielen. Tippen Sie auf einen Namen, um ihn zu ändern.'],
            ['Add everyone who plays. Tap a name to change it.'],
          ),
        },
        { game: 'addPlayers' },
      ),
    ],
  }),
  gamePage({
    id: PAGE.golfShare,
    role: 'urban-golf-share',
    position: 9,
    slug: { de: 'urban-golf-teilen', en: 'urban-golf-share' },
    name: { de: 'Urban Golf – Teilen', en: 'Urban Golf – Share' },
    description: {
      de: 'Teilen Sie Ihr Urban-Golf-Spiel per QR-Code oder Link mit Ihren Mitspielenden.',
      en: 'Share your urban golf game with your fellow players by QR code or link.',
    },
    groups: [
      group(
        'game',
        'gameSetup',
        {
          title: localized('Spiel teilen', 'Share the game'),
          description: richText(
            ['Lassen Sie Ihre Mitspielenden den QR-Code scannen oder senden Sie ihnen den Link.'],
            ['Let your fellow players scan the QR code or send them the link.'],
          ),
        },
        { game: 'share' },
      ),
    ],
  }),
  gamePage({
    id: PAGE.golfPlay,
    role: 'urban-golf-play',
    position: 10,
    slug: { de: 'urban-golf-spielen', en: 'urban-golf-play' },
    name: { de: 'Urban Golf – Spielkarte', en: 'Urban Golf – Score card' },
    description: {
      de: 'Die digitale Spielkarte: Schläge pro Loch zählen und die Rangliste live verfolgen.',
      en: 'The digital score card: count strokes per hole and follow the leaderboard live.',
    },
    groups: [
      group('score', 'scoreTracker', { title: localized('Spielkarte', 'Score card') }, { score: 'card' }),
      group('map', 'mapContainer'),
      group(
        'leaderboard',
        'scoreTracker',
        { title: localized('Rangliste', 'Leaderboard') },
        { score: 'table' },
      ),
    ],
  }),
  gamePage({
    id: PAGE.golfCoupon,
    role: 'urban-golf-coupon',
    position: 11,
    slug: { de: 'urban-golf-gutschein', en: 'urban-golf-coupon' },
    name: { de: 'Urban Golf – Gutschein', en: 'Urban Golf – Coupon' },
    description: {
      de: 'Gratulation an die Siegerin oder den Sieger: Ihr Gutschein für ein Gratisgetränk.',
      en: 'Congratulations to the winner: your coupon for a free drink.',
    },
    groups: [
      group(
        'game',
        'gameSetup',
        {
          title: localized('Gratulation!', 'Congratulations!'),
          description: richText(
            [
              'Gegen Vorweisen dieses Gutscheins erhalten Sie bei Optik Sonnenberg an der Marktgasse ein Getränk gratis. Wir freuen uns auf Ihren Besuch!',
            ],
            [
              'Show this coupon at Optik Sonnenberg on Marktgasse to get a free drink. We look forward to your visit!',
            ],
          ),
        },
        { game: 'coupon' },
      ),
    ],
  }),
];
