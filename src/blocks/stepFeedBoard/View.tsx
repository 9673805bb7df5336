/**
 * stepFeedBoard view: a process ("how an eye test works") as an ordered list of its stepFeedCard
 * children: stacked on mobile, side by side on desktop, numbered when the option says so.
 */
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext } from '../../fields/context.tsx';
import { readOptions } from '../read.ts';
import type { BlockProps } from '../types.ts';
import { stepFeedCardSchema } from '../stepFeedCard/schema.ts';
import { StepFeedCardView } from '../stepFeedCard/View.tsx';
import type { stepFeedBoardSchema } from './schema.ts';
import './styles.css';

export function StepFeedBoardView({ group, options, fields }: BlockProps<typeof stepFeedBoardSchema>) {
  const { locale, mode } = useRenderContext();
  const steps = group.children.filter(
    (child) =>
      child.type === 'stepFeedCard' && (mode === 'edit' || !child.disallowedLanguages.includes(locale)),
  );
  const numbered = options.showStepNumbers ? ' step-feed--numbered' : '';
  return (
    <section
      className={`block step-feed align-${options.alignment} bg-${options.backgroundColor}${numbered}`}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as="h2" />
        <RichText field={fields.description} className="step-feed__intro" />
        <ol className={`step-feed__list step-feed__list--${Math.min(steps.length, 5)}`}>
          {steps.map((step) => (
            <StepFeedCardView
              key={step.id}
              group={step}
              fields={step.fields}
              options={readOptions(stepFeedCardSchema, step.version, step.options)}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
