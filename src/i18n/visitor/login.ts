/** Visitor texts: the login page's sign-in form and session panel (in the page's language). */
import type { AreaTexts } from './area.ts';

const de = {
  loginFormLabel: 'Anmeldung für das Team',
  loginEmailLabel: 'E-Mail-Adresse',
  loginPasswordLabel: 'Passwort',
  loginSubmit: 'Anmelden',
  loginSubmitting: 'Anmeldung läuft …',
  loginMissingFields: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
  loginInvalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  loginInvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  loginRateLimited:
    'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  loginAccountLocked:
    'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuchen Sie es in einigen Minuten erneut.',
  loginBanned: 'Dieses Konto ist gesperrt.',
  loginNotSiteEditor: 'Dieses Konto gehört nicht zu dieser Website.',
  loginForbidden: 'Die Anmeldung wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  loginNetworkError: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
  /** {email} is filled in. */
  loginSignedInAs: 'Angemeldet als {email}',
  loginOpenEditor: 'Website bearbeiten',
  loginSignOut: 'Abmelden',
  loginSigningOut: 'Abmeldung läuft …',
  loginSignedOut: 'Sie sind abgemeldet.',
  loginSignOutFailed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
};

export const loginTexts: AreaTexts<typeof de> = {
  de,
  en: {
    loginFormLabel: 'Team sign-in',
    loginEmailLabel: 'Email address',
    loginPasswordLabel: 'Password',
    loginSubmit: 'Sign in',
    loginSubmitting: 'Signing in …',
    loginMissingFields: 'Please enter your email address and password.',
    loginInvalidEmail: 'Please enter a valid email address.',
    loginInvalidCredentials: 'The email address or password is wrong.',
    loginRateLimited: 'Too many sign-in attempts. Please wait a moment and try again.',
    loginAccountLocked: 'Too many failed sign-ins for this account. Please try again in a few minutes.',
    loginBanned: 'This account is blocked.',
    loginNotSiteEditor: 'This account does not belong to this website.',
    loginForbidden: 'The sign-in was refused for security reasons. Please reload the page.',
    loginFailed: 'The sign-in failed. Please try again.',
    loginNetworkError: 'No connection to the server. Please check your internet connection.',
    loginSignedInAs: 'Signed in as {email}',
    loginOpenEditor: 'Edit the website',
    loginSignOut: 'Sign out',
    loginSigningOut: 'Signing out …',
    loginSignedOut: 'You are signed out.',
    loginSignOutFailed: 'The sign-out failed. Please try again.',
  },
};
