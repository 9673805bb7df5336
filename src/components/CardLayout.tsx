/**
 * The five card layouts of the grid layout option (editor spec §3: grid, masonry, split, carousel,
 * avatar), shared by every board and container with a `gridLayout` option. All static: the
 * carousel scrolls with CSS scroll snap (arrows are CSS scroll buttons where the browser has
 * them), and the split view switches cards with in-page links and `:target`, so no layout ships
 * JavaScript.
 */
import type { CSSProperties, ReactNode } from 'react';
import { fieldDoc, fieldText, type FieldSnapshot, type Locale } from '../lib/content.ts';
import { excerpt, plainText } from '../lib/richtext.ts';
import type { COLUMN_LAYOUTS, GRID_LAYOUTS } from '../lib/block-options.ts';
import './card-layout.css';

export type GridLayout = (typeof GRID_LAYOUTS)[number];
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

/** The split view lists this many names at a time on desktop (visitor spec §9). */
export const SPLIT_VISIBLE_ITEMS = 5;
/** Carousel arrows show only when there are more cards than this (visitor spec §9). */
export const CAROUSEL_ARROWS_ABOVE = 3;

/** One card of a layout. */
export interface LayoutCard {
  /** Unique within the block; part of the split view's anchor id. */
  key: string;
  /** Short name of the card: its entry in the split view's list. */
  label: string;
  content: ReactNode;
  className?: string;
}

export interface CardLayoutProps {
  /** The block's group id: prefixes anchor ids so several blocks can share a page. */
  id: string;
  layout: GridLayout;
  columns: ColumnLayout;
  cards: readonly LayoutCard[];
  /** Accessible name of the carousel region and of the split view's list. */
  label: string;
  /** Accessible names of the carousel's scroll buttons. */
  previousLabel: string;
  nextLabel: string;
}

/** The heading level of cards below a block title of the given level (h1 -> h2, h2 -> h3). */
export function cardHeadingTag(titleTag: 'h1' | 'h2'): 'h2' | 'h3' {
  return titleTag === 'h1' ? 'h2' : 'h3';
}

/** Anchor id of a card in the split view. */
export function splitAnchor(id: string, key: string): string {
  return `${id}-${key}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

export function CardLayout(props: CardLayoutProps) {
  const { id, layout, columns, cards, label } = props;
  if (cards.length === 0) return null;
  const items = (className: string) => (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.key} className={['cards__item', card.className].filter(Boolean).join(' ')}>
          {card.content}
        </li>
      ))}
    </ul>
  );
  switch (layout) {
    case 'masonry':
      return items(`cards cards--masonry cols-${columns}`);
    case 'avatar':
      return items(`cards cards--avatar`);
    case 'carousel': {
      const arrows = cards.length > CAROUSEL_ARROWS_ABOVE ? ' cards-carousel--arrows' : '';
      const style = {
        '--carousel-columns': columns,
        '--carousel-previous': JSON.stringify(props.previousLabel),
        '--carousel-next': JSON.stringify(props.nextLabel),
      } as CSSProperties;
      return (
        <div className={`cards-carousel${arrows}`} style={style}>
          <div className="cards-carousel__scroller" role="region" aria-label={label} tabIndex={0}>
            {items('cards cards--carousel')}
          </div>
        </div>
      );
    }
    case 'split':
      return (
        <div className="cards-split" style={{ '--split-visible': SPLIT_VISIBLE_ITEMS } as CSSProperties}>
          <ul className="cards-split__list" aria-label={label}>
            {cards.map((card) => (
              <li key={card.key}>
                <a href={`#${splitAnchor(id, card.key)}`}>{card.label}</a>
              </li>
            ))}
          </ul>
          <div className="cards-split__panels">
            {cards.map((card) => (
              <div
                key={card.key}
                id={splitAnchor(id, card.key)}
                className={['cards-split__panel', card.className].filter(Boolean).join(' ')}
              >
                {card.content}
              </div>
            ))}
          </div>
        </div>
      );
    case 'grid':
    default:
      return items(`cards cards--grid card-grid cols-${columns}`);
  }
}

/**
 * Plain-text excerpt of a rich-text field for a card (200 characters and an ellipsis), or null
 * when the field is empty or hidden.
 */
export function cardExcerpt(field: FieldSnapshot | undefined, locale: Locale): string | null {
  if (!field?.visible) return null;
  const text = plainText(fieldDoc(field, locale)) || (fieldText(field, locale) ?? '');
  return text.trim() === '' ? null : excerpt(text);
}
