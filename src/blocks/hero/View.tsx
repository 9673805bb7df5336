/** hero view: title as the page's h1, text, buttons, and a priority-loaded image. */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import type { BlockViewProps } from '../types.ts';
import type { HeroOptions } from './schema.ts';

export function HeroView({ group, options }: BlockViewProps<HeroOptions>) {
  const f = group.fields;
  return (
    <section
      className={`block hero hero--${options.size} align-${options.alignment} bg-${options.backgroundColor}`}
    >
      <div className="hero__text">
        <Text field={f['kicker']} as="p" className="kicker" />
        <Text field={f['title']} as="h1" className="hero__title" />
        <RichText field={f['description']} className="hero__description" />
        <div className="hero__buttons">
          <Button field={f['button']} variant="contained" />
          <Button field={f['secondaryButton']} variant="text" />
        </div>
      </div>
      <div className={`hero__media fit-${options.objectFit}`}>
        <Media field={f['image']} priority sizes="(min-width: 768px) 50vw, 100vw" />
      </div>
    </section>
  );
}
