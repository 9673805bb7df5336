/**
 * serviceCard view: a service with image, title, short text, duration, cost and a button. Boards
 * render it through `ServiceCard` with their layout; the split view shows the whole text.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText, type FieldSnapshot, type GroupSnapshot } from '../../lib/content.ts';
import { cardExcerpt, type GridLayout } from '../../components/CardLayout.tsx';
import { fieldsOf } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { ServiceCardOptions, serviceCardSchema } from './schema.ts';
import './styles.css';

export function ServiceCardView({ group, options }: BlockProps<typeof serviceCardSchema>) {
  return (
    <div className="block service-card-block">
      <div className="block__inner">
        <ServiceCard group={group} options={options} layout="grid" />
      </div>
    </div>
  );
}

export interface ServiceCardProps {
  group: GroupSnapshot;
  options: ServiceCardOptions;
  /** The board's layout: decides image shape and how much text the card shows. */
  layout: GridLayout;
  /** Heading element of the card title (one level below the board's title). Default 'h3'. */
  heading?: 'h2' | 'h3';
}

/** One service card inside a board. */
export function ServiceCard({ group, options, layout, heading = 'h3' }: ServiceCardProps) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const fields = fieldsOf<typeof serviceCardSchema>(group);
  const shows = (field: FieldSnapshot | undefined) =>
    mode === 'edit' || (!!field?.visible && fieldText(field, locale) !== null);
  // The split view shows the whole text, the compact avatar view none.
  const summary = layout === 'split' || layout === 'avatar' ? null : cardExcerpt(fields.description, locale);
  const facts = [
    { key: 'duration', label: t.contentDuration, field: fields.duration },
    { key: 'cost', label: t.contentCost, field: fields.cost },
  ].filter(({ field }) => shows(field));
  return (
    <article className={`service-card service-card--${layout} service-card--${options.imageFormat}`}>
      {fields.image?.media ? (
        <div className="service-card__media">
          <Media field={fields.image} sizes="(min-width: 768px) 33vw, 100vw" />
        </div>
      ) : null}
      <div className="service-card__body">
        {shows(fields.title) ? (
          <Text field={fields.title} as={heading} className="service-card__title" />
        ) : null}
        {layout === 'split' ? <RichText field={fields.description} /> : null}
        {summary ? <p className="service-card__text">{summary}</p> : null}
        {facts.length > 0 ? (
          <dl className="service-card__facts">
            {facts.map(({ key, label, field }) => (
              <div key={key}>
                <dt>{label}</dt>
                <Text field={field} as="dd" />
              </div>
            ))}
          </dl>
        ) : null}
        <Button field={fields.button} variant="contained" className="service-card__button" />
      </div>
    </article>
  );
}
