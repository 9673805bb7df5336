/**
 * Location option: which of the business's branches a block shows, as a checkbox list with each
 * branch's name and address ('No locations available' when there are none). Saved like a
 * checkbox, 100 ms after the last click, as the chosen ids in branch order.
 */
import { useState } from 'react';
import { useEditor } from '../../context.tsx';
import { useDelayedSave } from '../use-delayed-save.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

export function LocationEditor(props: OptionEditorProps<string[]>) {
  const { id, label, value, t, onSave } = props;
  const { branches } = useEditor();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setChosen(new Set(value));
  }

  const scheduleSave = useDelayedSave(onSave);

  if (branches.length === 0) {
    return (
      <div className="lu-field">
        <p className="lu-option__label">{label}</p>
        <p className="lu-option__empty">{t.optionsNoLocations}</p>
      </div>
    );
  }

  const toggle = (branchId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(branchId);
    else next.delete(branchId);
    setChosen(next);
    props.onEdit();
    scheduleSave(branches.filter((b) => next.has(b.id)).map((b) => b.id));
  };

  const hintId = `${id}-hint`;
  return (
    <fieldset className="lu-locations" aria-describedby={describedBy(props, hintId)['aria-describedby']}>
      <legend className="lu-option__label">{label}</legend>
      <ul className="lu-locations__list">
        {branches.map((branch) => (
          <li key={branch.id}>
            <label className="lu-locations__item">
              <input
                type="checkbox"
                checked={chosen.has(branch.id)}
                onChange={(e) => toggle(branch.id, e.target.checked)}
              />
              <span>
                <span className="lu-locations__name">{branch.name}</span>
                <span className="lu-locations__address">
                  {`${branch.street} ${branch.streetNumber}`.trim()}, {branch.city}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p id={hintId} className="lu-option__hint">
        {t.optionsLocationsHint}
      </p>
    </fieldset>
  );
}
