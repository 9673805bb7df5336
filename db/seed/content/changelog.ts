/**
 * Two product changelog entries shown to editors (German and French texts).
 */
import type { changelog } from '../../schema.ts';

type ChangelogRow = typeof changelog.$inferInsert;

export const demoChangelog: ChangelogRow[] = [
  {
    date: '2026-01-12',
    textDe: 'Neu: Die Urban-Golf-Spielkarte zählt Schläge live auf allen Geräten und zeigt eine Rangliste.',
    textFr:
      'Nouveau : la carte de score Urban Golf compte les coups en direct sur tous les appareils et affiche un classement.',
  },
  {
    date: '2026-02-03',
    textDe: 'Der Buchungsknopf kann jetzt links oder rechts angezeigt werden und übernimmt Ihre Hauptfarbe.',
    textFr:
      'Le bouton de réservation peut désormais s’afficher à gauche ou à droite et reprend votre couleur principale.',
  },
];
