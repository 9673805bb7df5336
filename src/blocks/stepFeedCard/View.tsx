/**
 * stepFeedCard view: one step of a process as a list item of its board's ordered list: title,
 * text, optional image and how long the step takes. The visible step number is drawn by the
 * board (a CSS counter, hidden from assistive technology, which announces the list position).
 */
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import type { BlockProps } from '../types.ts';
import type { stepFeedCardSchema } from './schema.ts';
import './styles.css';

export function StepFeedCardView({ options, fields }: BlockProps<typeof stepFeedCardSchema>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const showDuration = mode === 'edit' || fieldText(fields.duration, locale) !== null;
  return (
    <li className={`step-card fit-${options.objectFit}`}>
      <span className="step-card__number" aria-hidden="true" />
      <Media field={fields.image} className="step-card__image" sizes="(min-width: 768px) 280px, 100vw" />
      <div className="step-card__body">
        <Text field={fields.title} as="h3" className="step-card__title" />
        <RichText field={fields.description} className="step-card__text" />
        {showDuration ? (
          <dl className="step-card__duration">
            <dt>{t.stepsDuration}</dt>
            <dd>
              <Text field={fields.duration} />
            </dd>
          </dl>
        ) : null}
      </div>
    </li>
  );
}
