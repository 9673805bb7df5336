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
import type { BlockViewProps } from '../types.ts';
import type { StepFeedCardOptions } from './schema.ts';
import './styles.css';

export function StepFeedCardView({ group, options }: BlockViewProps<StepFeedCardOptions>) {
  const { locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const f = group.fields;
  const showDuration = mode === 'edit' || fieldText(f['duration'], locale) !== null;
  return (
    <li className={`step-card fit-${options.objectFit}`}>
      <span className="step-card__number" aria-hidden="true" />
      <Media field={f['image']} className="step-card__image" sizes="(min-width: 768px) 280px, 100vw" />
      <div className="step-card__body">
        <Text field={f['title']} as="h3" className="step-card__title" />
        <RichText field={f['description']} className="step-card__text" />
        {showDuration ? (
          <dl className="step-card__duration">
            <dt>{t.stepsDuration}</dt>
            <dd>
              <Text field={f['duration']} />
            </dd>
          </dl>
        ) : null}
      </div>
    </li>
  );
}
