/** richTextBlock view: kicker, title and formatted text. */
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import type { BlockViewProps } from '../types.ts';
import type { RichTextBlockOptions } from './schema.ts';

export function RichTextBlockView({ group, options }: BlockViewProps<RichTextBlockOptions>) {
  const f = group.fields;
  return (
    <section className={`block rich-text-block align-${options.alignment} bg-${options.backgroundColor}`}>
      <div className="block__inner">
        <Text field={f['kicker']} as="p" className="kicker" />
        <Text field={f['title']} as="h2" />
        <RichText field={f['text']} />
      </div>
    </section>
  );
}
