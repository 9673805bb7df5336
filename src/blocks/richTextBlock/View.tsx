/**
 * richTextBlock view: kicker, title and formatted text in a column of the chosen width. As the
 * first block of a page (legal texts, contact) its title is the page's h1.
 */
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useTitleTag } from '../../fields/context.tsx';
import type { BlockProps } from '../types.ts';
import type { richTextBlockSchema } from './schema.ts';
import './styles.css';

export function RichTextBlockView({ group, options, fields }: BlockProps<typeof richTextBlockSchema>) {
  const titleTag = useTitleTag(group.id);
  return (
    <section
      className={`block rich-text-block rich-text-block--${options.size} align-${options.alignment} bg-${options.backgroundColor}`}
    >
      <div className="block__inner">
        <div className="rich-text-block__column">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.text} />
        </div>
      </div>
    </section>
  );
}
