/**
 * teamContainer view: one card per published page of the team collection (in position order),
 * built from that page's teamDetails group, each linking to the member's detail page.
 */
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { fieldText } from '../../lib/content.ts';
import { collectionItems } from '../../lib/collections.ts';
import { pagePath } from '../../lib/routes.ts';
import type { BlockViewProps } from '../types.ts';
import type { TeamContainerOptions } from './schema.ts';

export function TeamContainerView({ group, options }: BlockViewProps<TeamContainerOptions>) {
  const { site, locale, mode } = useRenderContext();
  const f = group.fields;
  const members = collectionItems(site.pages, 'team', locale);
  return (
    <section className={`block team-container layout-${options.gridLayout} align-${options.alignment}`}>
      <div className="block__inner">
        <Text field={f['kicker']} as="p" className="kicker" />
        <Text field={f['title']} as="h2" />
        <RichText field={f['description']} />
        <ul className={`card-grid cols-${options.columnLayout}`}>
          {members.map(({ page, details }) => {
            const name = fieldText(details?.fields['name'], locale) ?? page.meta.name[locale] ?? '';
            return (
              <li key={page.id} className={`team-card team-card--${options.imageFormat}`}>
                <a href={pagePath(page, locale, mode)} className="team-card__link">
                  <Media
                    field={details?.fields['image']}
                    className="team-card__image"
                    sizes="(min-width: 768px) 30vw, 100vw"
                  />
                  <span className="team-card__name">{name}</span>
                </a>
                <Text field={details?.fields['function']} as="p" className="team-card__function" />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
