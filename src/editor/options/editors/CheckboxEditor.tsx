/**
 * Checkbox option: ticks at once, saves 100 ms after the last click (editor spec §4), so a quick
 * double click saves once with the final state. A waiting save still runs when the panel closes.
 */
import { useState } from 'react';
import { useDelayedSave } from '../use-delayed-save.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

export function CheckboxEditor(props: OptionEditorProps<boolean>) {
  const { id, label, value, onSave } = props;
  const [checked, setChecked] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setChecked(value);
  }

  const scheduleSave = useDelayedSave(onSave);

  return (
    <div className="lu-field lu-field--inline">
      <input
        id={`${id}-input`}
        className="lu-checkbox"
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          props.onEdit();
          scheduleSave(next);
        }}
        {...describedBy(props)}
      />
      <label className="lu-option__label" htmlFor={`${id}-input`}>
        {label}
      </label>
    </div>
  );
}
