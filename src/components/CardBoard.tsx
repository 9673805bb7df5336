/**
 * The frame every board and collection container shares: the section with its layout, alignment
 * and colour classes, the kicker / title / description header, the cards in the chosen card
 * layout (CardLayout.tsx), and whatever follows them (e.g. the archive).
 */
import type { ReactNode } from 'react';
import { RichText } from '../fields/RichText.tsx';
import { Text } from '../fields/Text.tsx';
import { useRenderContext } from '../fields/context.tsx';
import { contentTexts } from '../i18n/visitor/content.ts';
import { fieldText, type GroupSnapshot } from '../lib/content.ts';
import type { heading } from '../blocks/define.ts';
import { fieldsOf } from '../blocks/read.ts';
import { CardLayout, type ColumnLayout, type GridLayout, type LayoutCard } from './CardLayout.tsx';

export interface CardBoardProps {
  /** The block's CSS name, e.g. 'team-container' (header class: `{name}__header`). */
  name: string;
  group: GroupSnapshot;
  options: {
    gridLayout: GridLayout;
    columnLayout: ColumnLayout;
    alignment: string;
    backgroundColor: string;
  };
  titleTag: 'h1' | 'h2';
  cards: readonly LayoutCard[];
  /** Accessible name of the card list when the block has no title. */
  fallbackLabel: string;
  /** Shown after the cards. */
  children?: ReactNode;
}

export function CardBoard({
  name,
  group,
  options,
  titleTag,
  cards,
  fallbackLabel,
  children,
}: CardBoardProps) {
  const { locale } = useRenderContext();
  const t = contentTexts[locale];
  const fields = fieldsOf<{ fields: ReturnType<typeof heading> }>(group);
  return (
    <section
      className={`block ${name} layout-${options.gridLayout} align-${options.alignment} bg-${options.backgroundColor}`}
    >
      <div className="block__inner">
        <div className={`${name}__header`}>
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} />
        </div>
        <CardLayout
          id={group.id}
          layout={options.gridLayout}
          columns={options.columnLayout}
          cards={cards}
          label={fieldText(fields.title, locale) ?? fallbackLabel}
          previousLabel={t.contentCarouselPrevious}
          nextLabel={t.contentCarouselNext}
        />
        {children}
      </div>
    </section>
  );
}
