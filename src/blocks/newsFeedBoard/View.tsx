/**
 * newsFeedBoard view: a heading and its newsFeedCard children, newest first (undated entries
 * last), laid out as the grid-layout option says: grid, masonry (CSS columns), split (image
 * beside text), carousel (a sideways CSS scroll-snap row) or avatar (small round images). Static:
 * no JavaScript in any layout.
 */
import { Button } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { sortNewestFirst } from '../../lib/news.ts';
import { readOptions } from '../read.ts';
import type { BlockProps } from '../types.ts';
import { newsFeedCardSchema } from '../newsFeedCard/schema.ts';
import { NewsFeedCardView } from '../newsFeedCard/View.tsx';
import type { newsFeedBoardSchema } from './schema.ts';
import './styles.css';
import { fieldsOf } from '../read.ts';

export function NewsFeedBoardView({ group, options, fields }: BlockProps<typeof newsFeedBoardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const cards = group.children.filter(
    (child) =>
      child.type === 'newsFeedCard' && (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  // Editors see their own order, so a card does not jump away while its date is being typed.
  const ordered =
    mode === 'edit'
      ? cards
      : sortNewestFirst(cards, (card) => fieldText(fieldsOf<typeof newsFeedCardSchema>(card).date, locale));
  const title = fieldText(fields.title, locale);
  const titleId = `${group.id}-title`;
  const carousel = options.gridLayout === 'carousel';
  const list = (
    <ul
      className={`news-board__list news-board__list--${options.gridLayout} news-board__list--cols-${options.columnLayout}`}
    >
      {ordered.map((card) => (
        <NewsFeedCardView
          key={card.id}
          group={card}
          fields={card.fields}
          options={readOptions(newsFeedCardSchema, card.version, card.options)}
        />
      ))}
    </ul>
  );
  return (
    <section className={`block news-board align-${options.alignment}`}>
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <div id={titleId}>
          <Text field={fields.title} as="h2" />
        </div>
        <RichText field={fields.description} className="news-board__intro" />
        {carousel ? (
          <div
            className="news-board__scroller"
            role="region"
            tabIndex={0}
            {...(title !== null ? { 'aria-labelledby': titleId } : { 'aria-label': t.newsRegion })}
          >
            {list}
          </div>
        ) : (
          list
        )}
        <div className="news-board__more">
          <Button field={fields.button} variant="contained" />
        </div>
      </div>
    </section>
  );
}
