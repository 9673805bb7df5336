/**
 * newsFeedCard view: one news entry: image, kicker, date (Intl de-CH / en-CH; 'N/A' when it is
 * missing, visitor spec §5), title, the first 200 characters of its text, and a button. Editors
 * see and edit the whole text; visitors get the excerpt.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { editAttributes, useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldDoc, fieldText } from '../../lib/content.ts';
import { newsDate } from '../../lib/news.ts';
import { excerpt, plainText } from '../../lib/richtext.ts';
import type { BlockProps } from '../types.ts';
import type { newsFeedCardSchema } from './schema.ts';
import './styles.css';

export function NewsFeedCardView({ options, fields }: BlockProps<typeof newsFeedCardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const dateField = fields.date;
  const date = newsDate(dateField?.visible || mode === 'edit' ? fieldText(dateField, locale) : null, locale);
  const description = fields.description;
  const summary =
    description?.visible && mode === 'live'
      ? excerpt(plainText(fieldDoc(description, locale)) || (fieldText(description, locale) ?? ''))
      : '';
  return (
    <li className={`news-card news-card--${options.imageFormat}`}>
      <article className="news-card__article">
        <Media
          field={fields.image}
          className="news-card__image"
          sizes="(min-width: 768px) 380px, 100vw"
          aspect={options.imageFormat === 'portrait' ? '3:4' : '1:1'}
        />
        <div className="news-card__body">
          <Text field={fields.kicker} as="p" className="kicker news-card__kicker" />
          <p
            className="news-card__date"
            {...(dateField ? editAttributes(mode, dateField.id, dateField.name) : {})}
          >
            {date ? <time dateTime={date.iso}>{date.label}</time> : t.newsMissingDate}
          </p>
          <Text field={fields.title} as="h3" className="news-card__title" />
          {mode === 'edit' ? (
            <RichText field={description} className="news-card__text" />
          ) : summary !== '' ? (
            <p className="news-card__text">{summary}</p>
          ) : null}
          <Button field={fields.button} variant="text" className="news-card__button" />
        </div>
      </article>
    </li>
  );
}
