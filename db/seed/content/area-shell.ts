/**
 * Demo content of the shell area (its own pages, media, and blocks placed on existing pages):
 * the holiday opening-hours bar, the "new: myopia management" bubble on the home page, and the
 * drawn logo of Optik Sonnenberg. Wired into the seed by db/seed/index.ts and home.ts.
 */
import {
  button,
  demoImage,
  group,
  localized,
  pageLink,
  type GroupSpec,
  type MediaRow,
  type PageRows,
} from '../builders.ts';
import { PAGE } from '../ids.ts';
import { INFO_PAGE } from './area-info.ts';

/** Media ids of this area; each file is public/demo/{id without `media-`}.svg. */
export const SHELL_MEDIA = {
  logo: 'media-shell-logo',
} as const;

/** The logo as the (proposed) header.logo setting refers to it. */
export const SHELL_LOGO = { mediaId: SHELL_MEDIA.logo, url: '/demo/shell-logo.svg', width: 240, height: 56 };

/** Pages this area adds to the demo site. */
export const shellPages: PageRows[] = [];

/** Demo images this area draws (files under public/demo/). */
export const shellMedia: MediaRow[] = [
  demoImage({
    objectId: 'shell-logo',
    width: 240,
    height: 56,
    fileSize: 863,
    alt: { de: 'Optik Sonnenberg', en: 'Optik Sonnenberg' },
    tags: ['logo'],
  }),
];

/** The announcement bar: belongs at the very top of the home page, before the hero. */
export const shellHomeTopGroups: GroupSpec[] = [
  group(
    'holiday-hours',
    'announcementBar',
    {
      description: localized(
        // Agrees with the branches' hours (directory.ts: 24 December 09:00–14:00, 26 December
        // closed; 25 December and 1 January are public holidays) and the news post.
        'Festtage: An Heiligabend sind wir bis 14 Uhr für Sie da. Am 25. und 26. Dezember sowie am 1. Januar bleiben beide Geschäfte geschlossen.',
        'Holidays: on Christmas Eve we are open until 2 pm. On 25 and 26 December and on 1 January both shops are closed.',
      ),
      button: button('Alle Öffnungszeiten', 'All opening hours', pageLink(INFO_PAGE.locations)),
    },
    { backgroundColor: 'primary', alignment: 'center', textSize: 'small' },
  ),
];

/** Blocks this area places on the home page, after its existing blocks. */
export const shellHomeGroups: GroupSpec[] = [
  group(
    'myopia-bubble',
    'announcementBubble',
    {
      title: localized('Neu', 'New'),
      description: localized('Myopie-Management für Kinder', 'Myopia management for children'),
      button: button('Mehr erfahren', 'Learn more', pageLink(PAGE.serviceEyeTest, 'service')),
    },
    { backgroundColor: 'secondary', alignment: 'right', verticalAlignment: 'top', size: 'medium' },
  ),
];
