/**
 * goFeedCard view: one health-magazine article teaser: its image, the card's own title field
 * (created from the article's title, editable), the excerpt and date from the cached teaser
 * (`site.magazine`, by the card's postId), and a link to the article that opens in a new tab.
 * A card whose teaser is not cached shows its title alone (editors get a note).
 */
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { formatTeaserDate, teaserDay } from '../../lib/magazine/teaser-date.ts';
import { safeImageUrl } from '../../lib/magazine/teaser.ts';
import { fieldsOf } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { GoFeedCardOptions, goFeedCardSchema } from './schema.ts';
import './styles.css';

export function GoFeedCardView({ group, options }: BlockProps<typeof goFeedCardSchema>) {
  return (
    <div className="block go-feed-card-block">
      <div className="block__inner">
        <GoFeedCard group={group} options={options} />
      </div>
    </div>
  );
}

export interface GoFeedCardProps {
  group: GroupSnapshot;
  options: GoFeedCardOptions;
  /** Heading element of the card title (one level below the board's title). Default 'h3'. */
  heading?: 'h2' | 'h3';
}

/** One article teaser inside a goFeed board. */
export function GoFeedCard({ group, options, heading: Heading = 'h3' }: GoFeedCardProps) {
  const { locale, mode, site } = useRenderContext();
  const t = visitorDictionary(locale);
  const fields = fieldsOf<typeof goFeedCardSchema>(group);
  const teaser = options.postId ? site.magazine?.[options.postId] : undefined;
  const title = fieldText(fields.title, locale) ?? teaser?.title ?? null;
  const imageUrl = safeImageUrl(teaser?.imageUrl);
  const date = teaser ? formatTeaserDate(teaser.date, locale) : null;
  const day = teaser ? teaserDay(teaser.date) : null;
  const href = teaser && /^https?:\/\//i.test(teaser.permalink) ? teaser.permalink : null;
  return (
    <article className="go-feed-card" data-post-id={options.postId ?? undefined}>
      {imageUrl ? (
        <img className="go-feed-card__image" src={imageUrl} alt="" loading="lazy" decoding="async" />
      ) : null}
      <div className="go-feed-card__body">
        {date && day ? (
          <p className="go-feed-card__date">
            <span className="visually-hidden">{t.magazinePublished} </span>
            <time dateTime={day}>{date}</time>
          </p>
        ) : null}
        {mode === 'edit' || fieldText(fields.title, locale) !== null ? (
          <Text field={fields.title} as={Heading} className="go-feed-card__title" />
        ) : title ? (
          <Heading className="go-feed-card__title">{title}</Heading>
        ) : null}
        {teaser?.excerpt ? <p className="go-feed-card__excerpt">{teaser.excerpt}</p> : null}
        {href ? (
          <a className="go-feed-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {t.magazineReadMore}
            <span className="visually-hidden">
              : {title} {t.magazineNewTab}
            </span>
          </a>
        ) : null}
        {!teaser && mode === 'edit' ? (
          <p className="go-feed-card__note" role="note">
            {t.magazineTeaserMissing}
          </p>
        ) : null}
      </div>
    </article>
  );
}
