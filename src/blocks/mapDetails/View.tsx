/**
 * mapDetails view: a hole's own page (/{locale}/map/{slug}). Static HTML, no JavaScript: the
 * hole's number, title, description and image, a sketch of its route with the route's length,
 * the list of its points of interest, and the way back to the play page's score card and map.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { collectionItems } from '../../lib/collections.ts';
import { roundedLength, routeLengthMetres } from '../../lib/map/geometry.ts';
import { isPageInLocale } from '../../lib/routes.ts';
import { fill, formatLength } from '../mapContainer/texts.ts';
import type { BlockProps } from '../types.ts';
import { PointList } from './PointList.tsx';
import { RouteSketch } from './RouteSketch.tsx';
import type { mapDetailsSchema } from './schema.ts';
import './styles.css';

export function MapDetailsView({ group, options, fields }: BlockProps<typeof mapDetailsSchema>) {
  const { locale, site, page, pageHref } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const subTag = titleTag === 'h1' ? 'h2' : 'h3';

  const holes = collectionItems(site.pages, 'map', locale);
  const index = holes.findIndex((item) => item.page.id === page.id);
  const number = index >= 0 ? index + 1 : null;
  const play = site.pages.find((p) => p.role === 'urban-golf-play' && isPageInLocale(p, locale));
  const playHref = play ? pageHref(play.id) : null;

  const route = options.mapRoute;
  const points = options.pointsOfInterest;
  const length = routeLengthMetres(route);
  const title = fieldText(fields.title, locale) ?? '';

  return (
    <article className="block map-details" data-hole={number ?? undefined}>
      <div className="block__inner map-details__inner">
        <div className="map-details__text">
          {number !== null ? (
            <p className="kicker">{fill(t.mapHoleOf, { number, count: holes.length })}</p>
          ) : null}
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} />
          <Media field={fields.image} className="map-details__image" sizes="(min-width: 768px) 50vw, 100vw" />
          <div className="map-details__buttons">
            {playHref ? (
              <a className="button button--contained" href={playHref}>
                {t.mapBackToPlay}
              </a>
            ) : null}
            <Button field={fields.button} variant="text" />
          </div>
        </div>
        <div className="map-details__map">
          <RouteSketch
            route={route}
            points={points}
            label={number !== null ? fill(t.mapRouteSketch, { number }) : title || t.mapRegion}
          />
          {length > 0 ? (
            <p className="map-details__length">
              {fill(t.mapRouteLength, { length: formatLength(locale, roundedLength(length)) })}
            </p>
          ) : null}
          {points.length > 0 ? (
            <>
              {subTag === 'h2' ? <h2>{t.mapPoints}</h2> : <h3>{t.mapPoints}</h3>}
              <PointList points={points} t={t} locale={locale} idPrefix={group.id} />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
