/**
 * servicesContainer view: one card per shown page of the service collection (in position order),
 * linking to the service page. Service pages have no detail group, so a card takes the page's
 * name and description and the first image on the page. Hidden services are left out; editors
 * see them in the archive.
 */
import { Media } from '../../fields/Media.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { splitArchive } from '../../lib/collection-archive.ts';
import { collectionItems } from '../../lib/collections.ts';
import { type FieldSnapshot, type PageSnapshot } from '../../lib/content.ts';
import { excerpt } from '../../lib/richtext.ts';
import { pagePath } from '../../lib/routes.ts';
import { cardHeadingTag } from '../../components/CardLayout.tsx';
import { CollectionArchive } from '../teamContainer/CollectionArchive.tsx';
import { CardBoard } from '../../components/CardBoard.tsx';
import type { BlockProps } from '../types.ts';
import type { servicesContainerSchema } from './schema.ts';
import './styles.css';

export function ServicesContainerView({ group, options }: BlockProps<typeof servicesContainerSchema>) {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const CardHeading = cardHeadingTag(titleTag);
  const { shown, archive } = splitArchive(collectionItems(site.pages, 'service', locale));
  const cards = shown.map(({ page }) => {
    const name = page.meta.name[locale] ?? t.contentServiceFallback;
    const description = page.meta.description?.[locale] ?? null;
    const image = pageImage(page);
    return {
      key: page.id,
      label: name,
      content: (
        <article
          className={`service-item service-item--${options.gridLayout} service-item--${options.imageFormat}`}
        >
          {image ? (
            <div className="service-item__media">
              <Media field={image} sizes="(min-width: 768px) 33vw, 100vw" />
            </div>
          ) : null}
          <div className="service-item__body">
            <CardHeading className="service-item__title">
              <a href={pagePath(page, locale, mode)} className="service-item__link">
                {name}
              </a>
            </CardHeading>
            {description ? <p className="service-item__text">{excerpt(description)}</p> : null}
            <span className="service-item__more" aria-hidden="true">
              {t.contentLearnMore} →
            </span>
          </div>
        </article>
      ),
    };
  });
  return (
    <CardBoard
      name="services-container"
      group={group}
      options={options}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.contentCarousel}
    >
      <CollectionArchive archive={archive} groupId={group.id} />
    </CardBoard>
  );
}

/** The first visible image on a service page (its hero image in the demo), or undefined. */
function pageImage(page: PageSnapshot): FieldSnapshot | undefined {
  const fields = [...Object.values(page.fields), ...page.groups.flatMap((g) => Object.values(g.fields))];
  return fields.find((field) => field.visible && field.media && field.media.mimeType.startsWith('image/'));
}
