/** Visitor texts: the consent banner for tracking (what is used and why) and its footer link. */
import type { AreaTexts } from './area.ts';

const de = {
  consentTitle: 'Statistik und Werbung',
  consentIntro: 'Mit Ihrer Zustimmung setzen wir auf dieser Website folgende Dienste ein:',
  consentAnalytics:
    'Google Analytics: zeigt uns, welche Seiten besucht werden, damit wir die Website verbessern können.',
  consentTagManager: 'Google Tag Manager: bindet unsere Statistik- und Werbedienste ein.',
  consentPixel: 'Meta Pixel: misst, wie gut unsere Werbung auf Facebook und Instagram wirkt.',
  consentDeclineNote:
    'Diese Dienste setzen Cookies und übermitteln Daten an Google bzw. Meta. Wenn Sie ablehnen, wird nichts davon geladen und die Website funktioniert trotzdem vollständig.',
  consentPrivacy: 'Mehr dazu in der Datenschutzerklärung',
  consentAccept: 'Akzeptieren',
  consentDecline: 'Ablehnen',
  consentSettings: 'Cookie-Einstellungen',
};

export const consentTexts: AreaTexts<typeof de> = {
  de,
  en: {
    consentTitle: 'Statistics and advertising',
    consentIntro: 'With your consent we use the following services on this website:',
    consentAnalytics:
      'Google Analytics: shows us which pages are visited so that we can improve the website.',
    consentTagManager: 'Google Tag Manager: loads our statistics and advertising services.',
    consentPixel: 'Meta Pixel: measures how well our advertising on Facebook and Instagram works.',
    consentDeclineNote:
      'These services set cookies and send data to Google or Meta. If you decline, none of them is loaded and the website still works fully.',
    consentPrivacy: 'More in the privacy policy',
    consentAccept: 'Accept',
    consentDecline: 'Decline',
    consentSettings: 'Cookie settings',
  },
};
