/**
 * hero view: the page's opening section: title (the page's h1 when the hero opens the page), kicker, text, buttons and a
 * priority-loaded image. Alignment decides which side the text sits on (centre: image below).
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { BlockViewProps } from '../types.ts';
import type { HeroOptions } from './schema.ts';
import './styles.css';

export function HeroView({ group, options }: BlockViewProps<HeroOptions>) {
  const f = group.fields;
  const titleTag = useTitleTag(group.id);
  const withImage = f['image']?.media ? ' hero--with-image' : '';
  return (
    <section
      className={`block hero hero--${options.size} align-${options.alignment} bg-${options.backgroundColor}${withImage}`}
    >
      <div className="hero__inner">
        <div className="hero__text">
          <Text field={f['kicker']} as="p" className="kicker" />
          <Text field={f['title']} as={titleTag} className="hero__title" />
          <RichText field={f['description']} className="hero__description" />
          <div className="hero__buttons">
            <Button field={f['button']} variant="contained" />
            <Button field={f['secondaryButton']} variant="text" />
          </div>
        </div>
        <div className={`hero__media fit-${options.objectFit}`}>
          <Media
            field={f['image']}
            priority
            sizes={
              options.alignment === 'center'
                ? '(min-width: 1200px) 1160px, 100vw'
                : '(min-width: 768px) 50vw, 100vw'
            }
          />
        </div>
      </div>
    </section>
  );
}
