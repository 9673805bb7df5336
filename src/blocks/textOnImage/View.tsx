/**
 * textOnImage view: a full-width background image (or video) with a text box placed at one of six
 * positions. Light text colours get a dark veil behind the box and dark ones a light veil, so the
 * text stays readable on any image.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { BlockProps } from '../types.ts';
import type { TextOnImageOptions, textOnImageSchema } from './schema.ts';
import './styles.css';

/** Text colours that read as light (they get the dark veil). */
const LIGHT_TEXT: readonly TextOnImageOptions['textColor'][] = ['background', 'header'];

export function TextOnImageView({ group, options, fields }: BlockProps<typeof textOnImageSchema>) {
  const titleTag = useTitleTag(group.id);
  const background = options.media === 'video' && fields.video?.media ? fields.video : fields.backgroundImage;
  const tone = LIGHT_TEXT.includes(options.textColor) ? 'light' : 'dark';
  const classes = [
    'block',
    'text-on-image',
    `text-on-image--${options.size}`,
    `text-on-image--text-${options.textSize}`,
    `text-on-image--${options.textPosition}`,
    `text-on-image--color-${options.textColor}`,
    `text-on-image--${tone}`,
    `fit-${options.objectFit}`,
  ];
  return (
    <section className={classes.join(' ')}>
      <div className="text-on-image__background">
        <Media field={background} sizes="100vw" priority={titleTag === 'h1'} />
      </div>
      <div className="block__inner text-on-image__inner">
        <div className="text-on-image__box">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} className="text-on-image__title" />
          <RichText field={fields.description} className="text-on-image__text" />
          <Button field={fields.button} variant="contained" />
        </div>
      </div>
    </section>
  );
}
