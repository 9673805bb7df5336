/**
 * Visitor texts: the password form a protected page shows until the visitor entered its password
 * (functions/services/protected/form-page.ts).
 */
import type { AreaTexts } from './area.ts';

const de = {
  protectedTitle: 'Geschützte Seite',
  protectedIntro: 'Diese Seite ist mit einem Passwort geschützt. Bitte geben Sie das Passwort ein.',
  protectedPasswordLabel: 'Passwort',
  protectedSubmit: 'Seite öffnen',
  protectedWrongPassword: 'Das Passwort ist falsch. Bitte versuchen Sie es noch einmal.',
  protectedTooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  protectedHomeLink: 'Zur Startseite',
};

/** The password form's texts in German and English. */
export const protectedTexts: AreaTexts<typeof de> = {
  de,
  en: {
    protectedTitle: 'Protected page',
    protectedIntro: 'This page is protected by a password. Please enter the password.',
    protectedPasswordLabel: 'Password',
    protectedSubmit: 'Open page',
    protectedWrongPassword: 'The password is not correct. Please try again.',
    protectedTooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
    protectedHomeLink: 'To the home page',
  },
};
