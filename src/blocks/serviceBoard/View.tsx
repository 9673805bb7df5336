/** serviceBoard view: its serviceCard children in the chosen card layout. */
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { ServiceCard } from '../serviceCard/View.tsx';
import { serviceCardSchema } from '../serviceCard/schema.ts';
import { cardHeadingTag } from '../../components/CardLayout.tsx';
import { readGroupOptions } from '../read.ts';
import { CardBoard } from '../../components/CardBoard.tsx';
import type { BlockProps } from '../types.ts';
import type { serviceBoardSchema } from './schema.ts';
import './styles.css';
import { fieldsOf } from '../read.ts';

export function ServiceBoardView({ group, options }: BlockProps<typeof serviceBoardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const children = group.children.filter(
    (child) =>
      child.type === serviceCardSchema.type &&
      (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  const cards = children.flatMap((child, index) => {
    const cardOptions = readGroupOptions(serviceCardSchema, child);
    if (!cardOptions) return [];
    return [
      {
        key: child.id,
        label: fieldText(fieldsOf<typeof serviceCardSchema>(child).title, locale) ?? String(index + 1),
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
    <CardBoard
      name="service-board"
      group={group}
      options={options}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.contentCarousel}
    />
  );
}
