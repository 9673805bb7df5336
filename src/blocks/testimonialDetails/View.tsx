/**
 * testimonialDetails view: a customer's story on its own page: the author's name as the page
 * heading, their function, image, the quote set large, and the full story.
 */
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { BlockProps } from '../types.ts';
import type { testimonialDetailsSchema } from './schema.ts';
import './styles.css';

export function TestimonialDetailsView({
  group,
  options,
  fields,
}: BlockProps<typeof testimonialDetailsSchema>) {
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  return (
    <article
      className={`block testimonial-details testimonial-details--${options.imageFormat} bg-${options.backgroundColor}`}
    >
      <div className="block__inner testimonial-details__inner">
        <Media
          field={fields.image}
          className="testimonial-details__image"
          priority
          sizes="min(320px, calc(100vw - 2.5rem))"
          aspect={options.imageFormat === 'portrait' ? '4:5' : '1:1'}
        />
        <div className="testimonial-details__text">
          <p className="kicker">{t.contentTestimonialBy}</p>
          <Text field={fields.name} as={titleTag} className="testimonial-details__name" />
          <Text field={fields.function} as="p" className="testimonial-details__function" />
          <Text field={fields.quote} as="blockquote" className="testimonial-details__quote" multiline />
          <RichText field={fields.description} className="testimonial-details__story" />
        </div>
      </div>
    </article>
  );
}
