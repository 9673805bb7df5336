/**
 * Demo media: six hand-drawn SVGs under public/demo/ (three team portraits, the shop window,
 * contact lenses and sunglasses). File sizes are checked against the files by the seed test.
 */
import { demoImage, type MediaRow } from '../builders.ts';

export const demoMedia: MediaRow[] = [
  demoImage({
    objectId: 'anna-sonnenberg',
    width: 600,
    height: 750,
    fileSize: 2508,
    alt: {
      de: 'Porträt von Anna Sonnenberg mit runder Brille und weissem Kittel',
      en: 'Portrait of Anna Sonnenberg wearing round glasses and a white coat',
    },
    focalPoint: { x: 0.5, y: 0.45 },
    tags: ['team'],
  }),
  demoImage({
    objectId: 'marco-bernasconi',
    width: 600,
    height: 750,
    fileSize: 2257,
    alt: {
      de: 'Porträt von Marco Bernasconi mit Bart und eckiger schwarzer Brille',
      en: 'Portrait of Marco Bernasconi with a beard and square black glasses',
    },
    focalPoint: { x: 0.5, y: 0.45 },
    tags: ['team'],
  }),
  demoImage({
    objectId: 'lea-keller',
    width: 600,
    height: 750,
    fileSize: 2638,
    alt: {
      de: 'Porträt von Lea Keller mit Locken und goldener Rundbrille',
      en: 'Portrait of Lea Keller with curly hair and round gold glasses',
    },
    focalPoint: { x: 0.5, y: 0.45 },
    tags: ['team'],
  }),
  demoImage({
    objectId: 'shop-window',
    width: 1200,
    height: 800,
    fileSize: 5363,
    alt: {
      de: 'Helles Schaufenster von Optik Sonnenberg mit Brillen auf Holzregalen',
      en: 'The bright shop window of Optik Sonnenberg with glasses on wooden shelves',
    },
    focalPoint: { x: 0.4, y: 0.55 },
    tags: ['shop'],
  }),
  demoImage({
    objectId: 'contact-lenses',
    width: 800,
    height: 600,
    fileSize: 2451,
    alt: {
      de: 'Kontaktlinse auf einer Fingerspitze neben einem Linsenbehälter',
      en: 'A contact lens on a fingertip next to a lens case',
    },
    tags: ['service'],
  }),
  demoImage({
    objectId: 'sunglasses',
    width: 800,
    height: 600,
    fileSize: 1853,
    alt: {
      de: 'Sonnenbrille vor einem sommerlichen Abendhimmel über dem Wasser',
      en: 'Sunglasses against a summer evening sky above the water',
    },
    tags: ['service'],
  }),
];
