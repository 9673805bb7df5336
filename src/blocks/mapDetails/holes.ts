/**
 * The urban golf holes as the map reads them: the pages of the 'map' collection in order, each
 * with its mapDetails block's title, description, image, route and points of interest. Shared by
 * the play page's map (mapContainer) and each hole's own page (mapDetails). Pure.
 */
import { collectionItems } from '../../lib/collections.ts';
import {
  fieldText,
  pickLocale,
  type FieldSnapshot,
  type Locale,
  type MediaSnapshot,
  type PageSnapshot,
} from '../../lib/content.ts';
import type { LngLat } from '../../lib/map/constants.ts';
import type { PointOfInterest } from '../../lib/map/markers.ts';
import { fieldsOf, readOptions } from '../read.ts';
import { mapDetailsSchema } from './schema.ts';

export interface MapHole {
  pageId: string;
  /** 1-based position among the holes shown in this locale. */
  number: number;
  /** The mapDetails title, else the page's name. */
  title: string;
  /** Plain text of the description (for popups and short texts). */
  description: string | null;
  /** The description field itself, for a rich rendering. */
  descriptionField: FieldSnapshot | undefined;
  image: MediaSnapshot | null;
  /** The hole page's path, when the site knows it. */
  href: string | null;
  route: LngLat[] | null;
  pointsOfInterest: PointOfInterest[];
}

/** The holes in order; a page without a mapDetails block is a hole without a route or points. */
export function readMapHoles(
  pages: readonly PageSnapshot[],
  locale: Locale,
  pageHref: (id: string) => string | null,
): MapHole[] {
  return collectionItems(pages, 'map', locale).map(({ page, details }, index) => {
    const options = details ? readOptions(mapDetailsSchema, details.version, details.options) : null;
    const fields = fieldsOf<typeof mapDetailsSchema>(details);
    return {
      pageId: page.id,
      number: index + 1,
      title: fieldText(fields.title, locale) ?? pickLocale(page.meta.name, locale) ?? page.id,
      description: fields.description?.visible === false ? null : fieldText(fields.description, locale),
      descriptionField: fields.description,
      image: fields.image?.visible === false ? null : (fields.image?.media ?? null),
      href: pageHref(page.id),
      route: options?.mapRoute ?? null,
      pointsOfInterest: options?.pointsOfInterest ?? [],
    };
  });
}
