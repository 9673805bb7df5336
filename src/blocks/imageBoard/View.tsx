/**
 * imageBoard view: its imageCard children in the chosen card layout. In masonry, each card's
 * image height comes from the card-height cycle by the card's position among the shown cards.
 */
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { ImageCard } from '../imageCard/View.tsx';
import { imageCardSchema } from '../imageCard/schema.ts';
import { cardHeadingTag } from '../../components/CardLayout.tsx';
import { readGroupOptions } from '../read.ts';
import { CardBoard } from '../../components/CardBoard.tsx';
import type { BlockProps } from '../types.ts';
import type { imageBoardSchema } from './schema.ts';
import './styles.css';
import { fieldsOf } from '../read.ts';

export function ImageBoardView({ group, options }: BlockProps<typeof imageBoardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const children = group.children.filter(
    (child) =>
      child.type === imageCardSchema.type && (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  const cards = children.flatMap((child, index) => {
    const cardOptions = readGroupOptions(imageCardSchema, child);
    if (!cardOptions) return [];
    return [
      {
        key: child.id,
        label: fieldText(fieldsOf<typeof imageCardSchema>(child).title, locale) ?? String(index + 1),
        content: (
          <ImageCard
            heading={cardHeadingTag(titleTag)}
            group={child}
            options={cardOptions}
            layout={options.gridLayout}
            index={index}
          />
        ),
      },
    ];
  });
  return (
    <CardBoard
      name="image-board"
      group={group}
      options={options}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.contentCarousel}
    />
  );
}
