/** Editor texts: sign-in page and session (the login form island). */
import type { EditorAreaTexts } from './area.ts';

const de = {
  authFormLabel: 'Anmeldung für das Team',
  authEmailLabel: 'E-Mail-Adresse',
  authPasswordLabel: 'Passwort',
  authSubmit: 'Anmelden',
  authSubmitting: 'Anmeldung läuft …',
  authMissingFields: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
  authInvalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  authInvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  authRateLimited:
    'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  authAccountLocked:
    'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuchen Sie es in einigen Minuten erneut.',
  authBanned: 'Dieses Konto ist gesperrt.',
  authNotSiteEditor: 'Dieses Konto gehört nicht zu dieser Website.',
  authForbidden: 'Die Anmeldung wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
  authFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  authNetworkError: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
  authSignedInAs: 'Angemeldet als {email}',
  authOpenEditor: 'Website bearbeiten',
  authSignOut: 'Abmelden',
  authSigningOut: 'Abmeldung läuft …',
  authSignedOut: 'Sie sind abgemeldet.',
  authSignOutFailed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
};

export const authEditorTexts: EditorAreaTexts<typeof de> = {
  de,
  fr: {
    authFormLabel: "Connexion pour l'équipe",
    authEmailLabel: 'Adresse e-mail',
    authPasswordLabel: 'Mot de passe',
    authSubmit: 'Se connecter',
    authSubmitting: 'Connexion en cours…',
    authMissingFields: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
    authInvalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    authInvalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    authRateLimited: 'Trop de tentatives de connexion. Veuillez patienter un instant, puis réessayer.',
    authAccountLocked:
      'Trop de connexions échouées pour ce compte. Veuillez réessayer dans quelques minutes.',
    authBanned: 'Ce compte est bloqué.',
    authNotSiteEditor: 'Ce compte n’appartient pas à ce site.',
    authForbidden: 'La connexion a été refusée pour des raisons de sécurité. Veuillez recharger la page.',
    authFailed: 'La connexion a échoué. Veuillez réessayer.',
    authNetworkError: 'Pas de connexion au serveur. Veuillez vérifier votre connexion Internet.',
    authSignedInAs: 'Connecté en tant que {email}',
    authOpenEditor: 'Modifier le site',
    authSignOut: 'Se déconnecter',
    authSigningOut: 'Déconnexion en cours…',
    authSignedOut: 'Vous êtes déconnecté.',
    authSignOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
  },
};
