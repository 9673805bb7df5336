/**
 * Editor texts of the network admins' page (`/network`): the sites of the network with their
 * hosts, status, last publish and storage, and (on Workers) the jobs that failed for good. French is typed against German: a missing key fails
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
  networkColumnSchema: 'Schema',
  networkColumnMail: 'Mails wartend',
  networkMailFailed: '{count} mit Fehler',
  networkUnknown: 'unbekannt',
  networkStatusActive: 'Aktiv',
  networkStatusDisabled: 'Deaktiviert',
  networkDefaultSite: 'Hauptwebsite',
  networkNeverPublished: 'Noch nie',
  networkEmpty: 'Noch keine Websites.',
  networkFailedJobsTitle: 'Fehlgeschlagene Aufträge',
  networkFailedJobsIntro:
    'Aufträge, die auch nach mehreren Versuchen nicht ausgeführt werden konnten (30 Tage aufbewahrt). Die Seiten sind trotzdem aktuell: sie werden beim ersten Aufruf erstellt.',
  networkNoFailedJobs: 'Keine fehlgeschlagenen Aufträge.',
  networkColumnJob: 'Auftrag',
  networkColumnTries: 'Versuche',
  networkColumnFailedAt: 'Aufgegeben',
  networkJobWarm: 'Seiten nach dem Veröffentlichen vorbereiten',
  networkJobUnknown: 'Unbekannter Auftrag',
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
    networkColumnSchema: 'Schéma',
    networkColumnMail: 'E-mails en attente',
    networkMailFailed: '{count} en erreur',
    networkUnknown: 'inconnu',
    networkStatusActive: 'Actif',
    networkStatusDisabled: 'Désactivé',
    networkDefaultSite: 'Site principal',
    networkNeverPublished: 'Jamais',
    networkEmpty: 'Aucun site pour le moment.',
    networkFailedJobsTitle: 'Tâches échouées',
    networkFailedJobsIntro:
      "Tâches qui n'ont pas pu être exécutées malgré plusieurs tentatives (conservées 30 jours). Les pages restent à jour : elles sont créées à leur première consultation.",
    networkNoFailedJobs: 'Aucune tâche échouée.',
    networkColumnJob: 'Tâche',
    networkColumnTries: 'Tentatives',
    networkColumnFailedAt: 'Abandonnée',
    networkJobWarm: 'Préparer les pages après la publication',
    networkJobUnknown: 'Tâche inconnue',
  },
};
