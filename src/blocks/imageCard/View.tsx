/**
 * imageCard view: an image with its title, a short text and a button. Boards render the card
 * through `ImageCard` with their layout; in a masonry board the image height follows the spec's
 * card-height cycle by the card's position.
 */
import { Button, Link } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { imageCardHeight } from '../../lib/card-heights.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { resolveLink } from '../../lib/links.ts';
import { cardExcerpt, type GridLayout } from '../../components/CardLayout.tsx';
import { fieldsOf } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { ImageCardOptions, imageCardSchema } from './schema.ts';
import './styles.css';

export function ImageCardView({ group, options }: BlockProps<typeof imageCardSchema>) {
  return (
    <div className="block image-card-block">
      <div className="block__inner">
        <ImageCard group={group} options={options} layout="grid" index={0} />
      </div>
    </div>
  );
}

export interface ImageCardProps {
  group: GroupSnapshot;
  options: ImageCardOptions;
  /** The board's layout: decides image shape and how much text the card shows. */
  layout: GridLayout;
  /** Position among the board's shown cards (0-based): picks the masonry image height. */
  index: number;
  /** Heading element of the card title (one level below the board's title). Default 'h3'. */
  heading?: 'h2' | 'h3';
}

/** One image card inside a board. */
export function ImageCard({ group, options, layout, index, heading: Heading = 'h3' }: ImageCardProps) {
  const { locale, mode, pageHref } = useRenderContext();
  const fields = fieldsOf<typeof imageCardSchema>(group);
  const image = fields.image;
  const showImage = !!image?.media && (image.visible || mode === 'edit');
  const showTitle = mode === 'edit' || (!!fields.title?.visible && fieldText(fields.title, locale) !== null);
  const linked = resolveLink(options.link, pageHref) !== null;
  // The split view shows the whole text, the compact avatar view none.
  const summary = layout === 'split' || layout === 'avatar' ? null : cardExcerpt(fields.description, locale);
  const height = layout === 'masonry' ? imageCardHeight(index) : undefined;
  const classes = [
    'image-card',
    `image-card--${layout}`,
    `fit-${options.objectFit}`,
    linked && 'image-card--linked',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      {showImage ? (
        <div className="image-card__media" style={height ? { height: `${height}px` } : undefined}>
          <Media
            field={image}
            sizes={layout === 'split' ? '(min-width: 768px) 60vw, 100vw' : '(min-width: 768px) 33vw, 100vw'}
          />
        </div>
      ) : null}
      <div className="image-card__body">
        {showTitle ? (
          <Heading className="image-card__title">
            <Link link={options.link} className="image-card__link">
              <Text field={fields.title} />
            </Link>
          </Heading>
        ) : null}
        {layout === 'split' ? <RichText field={fields.description} /> : null}
        {summary ? <p className="image-card__text">{summary}</p> : null}
        <Button field={fields.button} variant="text" className="image-card__button" />
      </div>
    </article>
  );
}
