/**
 * cta view: title, text and a button, with an optional image beside the text (default), above it
 * or below it (shifted alignment).
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { BlockProps } from '../types.ts';
import type { ctaSchema } from './schema.ts';
import './styles.css';

export function CtaView({ group, options, fields }: BlockProps<typeof ctaSchema>) {
  const titleTag = useTitleTag(group.id);
  const withImage = fields.image?.media ? ' cta--with-image' : '';
  return (
    <section
      className={`block cta align-${options.alignment} bg-${options.backgroundColor} cta--${options.shiftedAlignment} cta--${options.size}${withImage}`}
    >
      <div className="block__inner cta__inner">
        <div className="cta__text">
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} />
          <Button field={fields.button} variant="contained" />
        </div>
        <Media field={fields.image} className="cta__image" sizes="(min-width: 768px) 40vw, 100vw" />
      </div>
    </section>
  );
}
