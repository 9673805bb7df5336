/**
 * A set of radio buttons drawn as segmented buttons, swatches or a grid: the shape of every
 * option editor that picks one value from a list. Native radios keep arrow-key navigation and
 * screen-reader semantics; a change saves at once.
 */
import type { ReactNode } from 'react';
import type { OptionEditorProps } from './types.ts';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** A small picture drawn before (buttons) or instead of (swatches) the label. */
  visual?: ReactNode;
}

export interface ChoiceGroupProps<T extends string | number> {
  /** Radio group name (unique on the page). */
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChoose: (value: T) => void;
  /** Ids the group is described by (error, hints). */
  describedBy?: string | undefined;
  variant?: 'buttons' | 'swatches' | 'grid';
}

export function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { name, legend, choices, value, onChoose, describedBy, variant = 'buttons' } = props;
  return (
    <fieldset className={`lu-choices lu-choices--${variant}`} aria-describedby={describedBy}>
      <legend className="lu-option__label">{legend}</legend>
      <div className="lu-choices__list">
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className="lu-choice"
            title={variant === 'swatches' ? choice.label : undefined}
          >
            <input
              type="radio"
              className="lu-choice__input"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            <span className="lu-choice__box">
              {choice.visual}
              <span className={variant === 'swatches' ? 'lu-visually-hidden' : 'lu-choice__text'}>
                {choice.label}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The ChoiceGroup props an option editor passes on: a choice saves at once. */
export function choiceGroupProps<T extends string | number>(props: OptionEditorProps<T>) {
  return {
    name: props.id,
    legend: props.label,
    value: props.value,
    describedBy: props.invalid ? props.errorId : undefined,
    onChoose: (value: T) => {
      props.onEdit();
      props.onSave(value);
    },
  };
}
