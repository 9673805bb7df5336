/** serviceBoard view: its serviceCard children in the chosen card layout. */
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { ServiceCard } from '../serviceCard/View.tsx';
import { serviceCardSchema } from '../serviceCard/schema.ts';
import { CardLayout, cardHeadingTag } from '../teamContainer/CardLayout.tsx';
import { readOptions } from '../read.ts';
import type { BlockViewProps } from '../types.ts';
import type { ServiceBoardOptions } from './schema.ts';
import './styles.css';

export function ServiceBoardView({ group, options }: BlockViewProps<ServiceBoardOptions>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const f = group.fields;
  const titleTag = useTitleTag(group.id);
  const children = group.children.filter(
    (child) =>
      child.type === serviceCardSchema.type &&
      (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  const cards = children.flatMap((child, index) => {
    const cardOptions = readCardOptions(child);
    if (!cardOptions) return [];
    return [
      {
        key: child.id,
        label: fieldText(child.fields['title'], locale) ?? String(index + 1),
        content: (
          <ServiceCard
            heading={cardHeadingTag(titleTag)}
            group={child}
            options={cardOptions}
            layout={options.gridLayout}
          />
        ),
      },
    ];
  });
  return (
    <section
      className={`block service-board layout-${options.gridLayout} align-${options.alignment} bg-${options.backgroundColor}`}
    >
      <div className="block__inner">
        <div className="service-board__header">
          <Text field={f['kicker']} as="p" className="kicker" />
          <Text field={f['title']} as={titleTag} />
          <RichText field={f['description']} />
        </div>
        <CardLayout
          id={group.id}
          layout={options.gridLayout}
          columns={options.columnLayout}
          cards={cards}
          label={fieldText(f['title'], locale) ?? t.contentCarousel}
          previousLabel={t.contentCarouselPrevious}
          nextLabel={t.contentCarouselNext}
        />
      </div>
    </section>
  );
}

/** A card's options with defaults; null (card skipped) when a newer release stored it. */
function readCardOptions(child: GroupSnapshot) {
  try {
    return readOptions(serviceCardSchema, child.version, child.options);
  } catch (error) {
    console.error(`[serviceBoard] cannot read options of card ${child.id}`, error);
    return null;
  }
}
