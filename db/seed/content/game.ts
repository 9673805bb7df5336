/**
 * The five urban golf pages (start, players, share, play, coupon). Each holds one game block
 * (gameSetup with its `game` option, or scoreTracker on the play page) after a short introduction
 * whose title is the page's heading.
 */
import { group, localized, page, richText, type DeEn, type GroupSpec, type PageRows } from '../builders.ts';
import { PAGE } from '../ids.ts';
import type { PageRole } from '../../../src/lib/content.ts';

interface GamePageSpec {
  id: string;
  role: PageRole;
  position: number;
  slug: DeEn;
  name: DeEn;
  description: DeEn;
  block: GroupSpec;
}

const gamePage = (spec: GamePageSpec): PageRows =>
  page({
    id: spec.id,
    role: spec.role,
    position: spec.position,
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    groups: [
      group('intro', 'richTextBlock', {
        title: localized(spec.name.de, spec.name.en),
        text: richText([spec.description.de], [spec.description.en]),
      }),
      spec.block,
    ],
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
    block: group('game', 'gameSetup', {}, { game: 'start' }),
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
    block: group('game', 'gameSetup', {}, { game: 'addPlayers' }),
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
    block: group('game', 'gameSetup', {}, { game: 'share' }),
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
    block: group('score', 'scoreTracker', {}, { score: 'card' }),
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
    block: group('game', 'gameSetup', {}, { game: 'coupon' }),
  }),
];
