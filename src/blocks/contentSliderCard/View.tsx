/**
 * contentSliderCard view: one full-screen slide: the background image (or video) filling the
 * slide, and kicker, title, text and button at the chosen text position. The board renders its
 * cards through `ContentSlide` so it can set the heading level under its own title.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import type { GroupSnapshot } from '../../lib/content.ts';
import { fieldsOf } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { ContentSliderCardOptions, contentSliderCardSchema } from './schema.ts';
import './styles.css';

export interface ContentSlideProps {
  group: GroupSnapshot;
  options: ContentSliderCardOptions;
  /** The slide title's heading level: 3 under a titled board, 2 otherwise. */
  headingLevel?: 2 | 3;
  /** The page's first large image (the first slide of a board that opens the page): eager. */
  priority?: boolean;
}

/** One slide's content; used by contentSliderBoard for each of its cards. */
export function ContentSlide({ group, options, headingLevel = 2, priority = false }: ContentSlideProps) {
  const fields = fieldsOf<typeof contentSliderCardSchema>(group);
  const video = options.media === 'video' && fields.video?.media ? fields.video : undefined;
  return (
    <div
      className={`content-slide pos-${options.textPosition} text-${options.textColor} fit-${options.objectFit}`}
    >
      <div className="content-slide__media">
        <Media
          field={video ?? fields.backgroundImage}
          className="content-slide__image"
          sizes="100vw"
          priority={priority}
        />
      </div>
      <div className="content-slide__text">
        <Text field={fields.kicker} as="p" className="content-slide__kicker" />
        <Text field={fields.title} as={`h${headingLevel}`} className="content-slide__title" />
        <RichText field={fields.description} className="content-slide__description" />
        <Button field={fields.button} variant="contained" className="content-slide__button" />
      </div>
    </div>
  );
}

/** A card on its own (outside a board) renders as a single full-height slide. */
export function ContentSliderCardView({ group, options }: BlockProps<typeof contentSliderCardSchema>) {
  return (
    <section className="block content-slider-card">
      <ContentSlide group={group} options={options} />
    </section>
  );
}
