/**
 * hero view: the page's opening section: title (the page's h1 when the hero opens the page), kicker, text, buttons and a
 * priority-loaded image. Alignment decides which side the text sits on (centre: image below).
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { Aspect } from '../../lib/media/variants.ts';
import type { BlockProps } from '../types.ts';
import type { heroSchema } from './schema.ts';
import './styles.css';

/** The image frame's shape as styles.css draws it: 21:9 centred, 16:9 small, else 4:3. */
function heroAspect(options: BlockProps<typeof heroSchema>['options']): Aspect {
  if (options.alignment === 'center') return '21:9';
  return options.size === 'small' ? '16:9' : '4:3';
}

export function HeroView({ group, options, fields }: BlockProps<typeof heroSchema>) {
  const titleTag = useTitleTag(group.id);
  const withImage = fields.image?.media ? ' hero--with-image' : '';
  return (
    <section
      className={`block hero hero--${options.size} align-${options.alignment} bg-${options.backgroundColor}${withImage}`}
    >
      <div className="hero__inner">
        <div className="hero__text">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} className="hero__title" />
          <RichText field={fields.description} className="hero__description" />
          <div className="hero__buttons">
            <Button field={fields.button} variant="contained" />
            <Button field={fields.secondaryButton} variant="text" />
          </div>
        </div>
        <div className={`hero__media fit-${options.objectFit}`}>
          <Media
            field={fields.image}
            priority={titleTag === 'h1'}
            aspect={options.objectFit === 'cover' ? heroAspect(options) : 'original'}
            sizes={
              options.alignment === 'center'
                ? '(min-width: 1200px) 1160px, calc(100vw - 2.5rem)'
                : '(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)'
            }
          />
        </div>
      </div>
    </section>
  );
}
