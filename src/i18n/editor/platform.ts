/**
 * Editor texts of the network admins' page (`/network`): the sites of the network with their
 * hosts, status, last publish and storage. French is typed against German: a missing key fails
 * the build.
 */
import type { EditorAreaTexts } from './area.ts';

const de = {
  networkTitle: 'Netzwerk',
  networkIntro: 'Alle Websites des Netzwerks mit ihren Adressen, ihrem Status und ihrem Speicherplatz.',
  networkSummary: 'Websites: {count} · Speicher gesamt: {storage}',
  networkColumnSite: 'Website',
  networkColumnHosts: 'Adressen',
  networkColumnStatus: 'Status',
  networkColumnLastPublish: 'Zuletzt veröffentlicht',
  networkColumnStorage: 'Speicher',
  networkStatusActive: 'Aktiv',
  networkStatusDisabled: 'Deaktiviert',
  networkDefaultSite: 'Hauptwebsite',
  networkNeverPublished: 'Noch nie',
  networkEmpty: 'Noch keine Websites.',
} as const;

export const platformEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    networkTitle: 'Réseau',
    networkIntro: 'Tous les sites du réseau avec leurs adresses, leur statut et leur espace de stockage.',
    networkSummary: 'Sites : {count} · Stockage total : {storage}',
    networkColumnSite: 'Site',
    networkColumnHosts: 'Adresses',
    networkColumnStatus: 'Statut',
    networkColumnLastPublish: 'Dernière publication',
    networkColumnStorage: 'Stockage',
    networkStatusActive: 'Actif',
    networkStatusDisabled: 'Désactivé',
    networkDefaultSite: 'Site principal',
    networkNeverPublished: 'Jamais',
    networkEmpty: 'Aucun site pour le moment.',
  },
};
