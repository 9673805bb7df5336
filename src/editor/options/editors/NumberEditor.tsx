/**
 * Number option (editor spec §5): saved on Enter or blur, clamped between the minimum and
 * maximum its schema declares (at least 1 without an upper bound when it declares none); empty
 * input becomes the minimum; anything not numeric is refused with 'Bitte gib eine gültige Nummer
 * ein'. A text input (not type=number) so the check, not the browser, decides.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { format } from '../../../i18n/editor.ts';
import { numberBounds, parseNumberInput } from '../../../lib/option-validation.ts';
import { optionErrorMessage } from '../labels.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

export function NumberEditor(props: OptionEditorProps<number>) {
  const { id, label, value, schema, busy, t } = props;
  const bounds = useMemo(() => numberBounds(schema), [schema]);
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = () => {
    const result = parseNumberInput(draft, bounds);
    if (!result.ok) {
      props.onInvalid(optionErrorMessage(t, result.error));
      return;
    }
    setDraft(String(result.value));
    if (result.value !== value) props.onSave(result.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const hintId = `${id}-hint`;
  const hint =
    bounds.max === null
      ? format(t.optionsNumberMin, { min: bounds.min })
      : format(t.optionsNumberRange, { min: bounds.min, max: bounds.max });
  return (
    <div className="lu-field">
      <label className="lu-option__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="lu-input lu-input--number"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        readOnly={busy}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setDraft(event.target.value);
          props.onEdit();
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        {...describedBy(props, hintId)}
      />
      <p id={hintId} className="lu-option__hint">
        {hint}
      </p>
    </div>
  );
}
