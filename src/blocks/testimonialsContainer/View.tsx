/**
 * testimonialsContainer view: one quote card per shown page of the testimonial collection (in
 * position order), built from that page's testimonialDetails group; the author's name links to
 * the testimonial's own page. Hidden testimonials are left out; editors see them in the archive.
 */
import { Media } from '../../fields/Media.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { splitArchive } from '../../lib/collection-archive.ts';
import { collectionItems } from '../../lib/collections.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { excerpt } from '../../lib/richtext.ts';
import { pagePath } from '../../lib/routes.ts';
import { cardExcerpt, cardHeadingTag } from '../../components/CardLayout.tsx';
import { CollectionArchive } from '../teamContainer/CollectionArchive.tsx';
import { CardBoard } from '../../components/CardBoard.tsx';
import type { BlockProps } from '../types.ts';
import type { testimonialsContainerSchema } from './schema.ts';
import './styles.css';
import { fieldsOf } from '../read.ts';
import type { testimonialDetailsSchema } from '../testimonialDetails/schema.ts';

export function TestimonialsContainerView({
  group,
  options,
}: BlockProps<typeof testimonialsContainerSchema>) {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const { shown, archive } = splitArchive(collectionItems(site.pages, 'testimonial', locale));
  const cards = shown.map(({ page, details }) => {
    const name =
      fieldText(fieldsOf<typeof testimonialDetailsSchema>(details).name, locale) ??
      page.meta.name[locale] ??
      '';
    return {
      key: page.id,
      label: name,
      content: (
        <TestimonialCard
          details={details}
          name={name}
          href={pagePath(page, locale, mode)}
          full={options.gridLayout === 'split'}
          storyLabel={t.contentReadStory}
          heading={cardHeadingTag(titleTag)}
        />
      ),
    };
  });
  return (
    <CardBoard
      name="testimonials-container"
      group={group}
      options={options}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.contentCarousel}
    >
      <CollectionArchive archive={archive} groupId={group.id} />
    </CardBoard>
  );
}

interface TestimonialCardProps {
  details: GroupSnapshot | null;
  name: string;
  href: string;
  /** The split view shows the whole quote and an excerpt of the story; other layouts the quote's excerpt. */
  full: boolean;
  storyLabel: string;
  /** Heading element of the author's name (one level below the block title). */
  heading: 'h2' | 'h3';
}

/** A quote with its author: the author's name links to the testimonial page (whole card clickable). */
function TestimonialCard({ details, name, href, full, storyLabel, heading: Heading }: TestimonialCardProps) {
  const { locale } = useRenderContext();
  const quoteField = fieldsOf<typeof testimonialDetailsSchema>(details).quote;
  const quote = quoteField?.visible === false ? null : fieldText(quoteField, locale);
  const story = full
    ? cardExcerpt(fieldsOf<typeof testimonialDetailsSchema>(details).description, locale)
    : null;
  return (
    <article className="testimonial-card">
      {quote ? (
        <blockquote className="testimonial-card__quote">
          <p>{full ? quote : excerpt(quote)}</p>
        </blockquote>
      ) : null}
      {story ? <p className="testimonial-card__story">{story}</p> : null}
      <div className="testimonial-card__author">
        <Media
          field={fieldsOf<typeof testimonialDetailsSchema>(details).image}
          className="testimonial-card__image"
          sizes="64px"
        />
        <div>
          <Heading className="testimonial-card__name">
            <a href={href} className="testimonial-card__link">
              {name}
              <span className="visually-hidden"> – {storyLabel}</span>
            </a>
          </Heading>
          <Text
            field={fieldsOf<typeof testimonialDetailsSchema>(details).function}
            as="p"
            className="testimonial-card__function"
          />
        </div>
      </div>
    </article>
  );
}
