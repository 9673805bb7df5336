/**
 * Editor texts: core (markers shown in edit mode by the block renderer), the short marks on
 * formatting buttons and input hints, and the text of every error code the API or the client can
 * give (src/lib/api/error-body.ts), shown in toasts instead of the server's own message.
 */
import type { ClientErrorCode, ServerErrorCode } from '../../lib/api/error-body.ts';
import type { EditorAreaTexts } from './area.ts';

const de = {
  blockNotAvailable: 'Dieser Block ist noch nicht verfügbar: {type}',
  healthOpticsOnly: 'Nur verfügbar für Gesundheitsoptiker',
  richTextBoldMark: 'F',
  richTextItalicMark: 'K',
  urlPlaceholder: 'https://',
  errorInvalidInput: 'Ungültige Eingabe',
  errorNotFound: 'Nicht gefunden',
  errorPageNotFound: 'Diese Seite gibt es nicht',
  errorInternal: 'Ein Fehler ist aufgetreten',
  errorUnauthorized: 'Bitte melden Sie sich an',
  errorForbidden: 'Keine Berechtigung',
  errorForbiddenOrigin: 'Anfrage von einer fremden Seite abgelehnt',
  errorStale: 'Inzwischen wurde ein neuerer Stand gespeichert',
  errorRateLimited: 'Zu viele Versuche, bitte warten Sie kurz',
  errorConflict: 'Diese Änderung ist nicht möglich',
  errorFullyBooked: 'Leider ist etwas davon inzwischen ausgebucht',
  errorBookingsClosed: 'Buchungen sind geschlossen',
  errorHealthOpticsOnly: 'Nur verfügbar für Gesundheitsoptiker',
  errorDatabaseUnavailable:
    'Die Datenbank ist gerade nicht erreichbar, nichts wurde gespeichert. Bitte versuchen Sie es gleich nochmals.',
  errorNotSiteEditor: 'Dieses Konto gehört nicht zu dieser Website',
  errorTranslationNotConfigured: 'Die Übersetzung ist nicht eingerichtet',
  errorTranslationFailed: 'Fehler beim Übersetzen',
  errorBranchNotFound: 'Filiale nicht gefunden (Branch ID not found)',
  errorUrlMissing: 'URL nicht angegeben',
  errorArticleNotFound: 'Url nicht gefunden',
  errorPublishBlocked: 'Die Seite kann noch nicht veröffentlicht werden',
  errorNetwork: 'Keine Verbindung zum Server',
  errorInvalidResponse: 'Unerwartete Antwort vom Server',
  errorInvalidRequest: 'Die Anfrage war unvollständig',
};

export const coreEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    blockNotAvailable: "Ce bloc n'est pas encore disponible : {type}",
    healthOpticsOnly: 'Disponible uniquement pour les opticiens santé',
    richTextBoldMark: 'G',
    richTextItalicMark: 'I',
    urlPlaceholder: 'https://',
    errorInvalidInput: 'Saisie non valable',
    errorNotFound: 'Introuvable',
    errorPageNotFound: 'Cette page n’existe pas',
    errorInternal: 'Une erreur s’est produite',
    errorUnauthorized: 'Veuillez vous connecter',
    errorForbidden: 'Accès non autorisé',
    errorForbiddenOrigin: 'Requête d’un site externe refusée',
    errorStale: 'Une version plus récente a été enregistrée entre-temps',
    errorRateLimited: 'Trop de tentatives, veuillez patienter un instant',
    errorConflict: 'Cette modification n’est pas possible',
    errorFullyBooked: 'Désolé, une partie de votre choix est désormais complète',
    errorBookingsClosed: 'Les réservations sont fermées',
    errorHealthOpticsOnly: 'Disponible uniquement pour les opticiens santé',
    errorDatabaseUnavailable:
      "La base de données est momentanément injoignable, rien n'a été enregistré. Veuillez réessayer dans un instant.",
    errorNotSiteEditor: 'Ce compte n’appartient pas à ce site',
    errorTranslationNotConfigured: 'La traduction n’est pas configurée',
    errorTranslationFailed: 'Erreur lors de la traduction',
    errorBranchNotFound: 'Filiale introuvable (Branch ID not found)',
    errorUrlMissing: 'URL non indiquée',
    errorArticleNotFound: 'Aucun article trouvé à cette URL',
    errorPublishBlocked: 'La page ne peut pas encore être publiée',
    errorNetwork: 'Pas de connexion au serveur',
    errorInvalidResponse: 'Réponse inattendue du serveur',
    errorInvalidRequest: 'La requête était incomplète',
  },
};

/** The editor text of each error code the API or the editor's client can give. */
export const ERROR_TEXT_KEYS = {
  invalid_input: 'errorInvalidInput',
  not_found: 'errorNotFound',
  page_not_found: 'errorPageNotFound',
  internal_error: 'errorInternal',
  unauthorized: 'errorUnauthorized',
  forbidden: 'errorForbidden',
  forbidden_origin: 'errorForbiddenOrigin',
  stale: 'errorStale',
  rate_limited: 'errorRateLimited',
  conflict: 'errorConflict',
  fully_booked: 'errorFullyBooked',
  bookings_closed: 'errorBookingsClosed',
  health_optics_only: 'errorHealthOpticsOnly',
  database_unavailable: 'errorDatabaseUnavailable',
  not_site_editor: 'errorNotSiteEditor',
  translation_not_configured: 'errorTranslationNotConfigured',
  translation_failed: 'errorTranslationFailed',
  branch_not_found: 'errorBranchNotFound',
  url_missing: 'errorUrlMissing',
  article_not_found: 'errorArticleNotFound',
  publish_blocked: 'errorPublishBlocked',
  network_error: 'errorNetwork',
  invalid_response: 'errorInvalidResponse',
  invalid_request: 'errorInvalidRequest',
} as const satisfies Record<ServerErrorCode | ClientErrorCode, keyof typeof de>;
