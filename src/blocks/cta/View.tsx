/**
 * cta view: title, text and a button, with an optional image beside the text (default), above it
 * or below it (shifted alignment).
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { BlockViewProps } from '../types.ts';
import type { CtaOptions } from './schema.ts';
import './styles.css';

export function CtaView({ group, options }: BlockViewProps<CtaOptions>) {
  const f = group.fields;
  const titleTag = useTitleTag(group.id);
  const withImage = f['image']?.media ? ' cta--with-image' : '';
  return (
    <section
      className={`block cta align-${options.alignment} bg-${options.backgroundColor} cta--${options.shiftedAlignment} cta--${options.size}${withImage}`}
    >
      <div className="block__inner cta__inner">
        <div className="cta__text">
          <Text field={f['title']} as={titleTag} />
          <RichText field={f['description']} />
          <Button field={f['button']} variant="contained" />
        </div>
        <Media field={f['image']} className="cta__image" sizes="(min-width: 768px) 40vw, 100vw" />
      </div>
    </section>
  );
}
