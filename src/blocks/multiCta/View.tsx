/**
 * multiCta view: up to three calls to action side by side (stacked on mobile), each with its
 * title, short text and button; an optional kicker above them. A call to action without a title,
 * text or button is left out (live mode).
 */
import { Button } from '../../fields/Link.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { fieldDoc, fieldText, type FieldSnapshot } from '../../lib/content.ts';
import type { BlockProps } from '../types.ts';
import type { multiCtaSchema } from './schema.ts';
import './styles.css';

/** Field names of each call to action, in display order. */
const CTAS = [
  { key: 'primary', title: 'title', description: 'description', button: 'button' },
  {
    key: 'secondary',
    title: 'secondaryTitle',
    description: 'secondaryDescription',
    button: 'secondaryButton',
  },
  { key: 'tertiary', title: 'tertiaryTitle', description: 'tertiaryDescription', button: 'tertiaryButton' },
] as const;

export function MultiCtaView({ group, options, fields }: BlockProps<typeof multiCtaSchema>) {
  const { locale, mode } = useRenderContext();
  const titleTag = useTitleTag(group.id);
  const filled = (field: FieldSnapshot | undefined) =>
    !!field?.visible && (fieldText(field, locale) !== null || fieldDoc(field, locale) !== null);
  const ctas = CTAS.filter(
    (cta) =>
      mode === 'edit' ||
      filled(fields[cta.title]) ||
      filled(fields[cta.description]) ||
      filled(fields[cta.button]),
  );
  return (
    <section
      className={`block multi-cta align-${options.alignment} bg-${options.backgroundColor} multi-cta--${options.textSize}`}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker multi-cta__kicker" />
        <ul className={`multi-cta__list multi-cta__list--${ctas.length}`}>
          {ctas.map((cta, index) => (
            <li key={cta.key} className="multi-cta__item">
              <Text
                field={fields[cta.title]}
                as={index === 0 ? titleTag : 'h2'}
                className="multi-cta__title"
              />
              <RichText field={fields[cta.description]} className="multi-cta__text" />
              <Button field={fields[cta.button]} variant="contained" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
