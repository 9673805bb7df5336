/**
 * Points of interest: rows of latitude, longitude and marker icon (start, end, party or the
 * plain marker). At least two rows are always shown (editor spec §3); rows left empty are not
 * saved; a row with a coordinate out of range is named in the error and nothing is saved.
 */
import { useState, type FormEvent } from 'react';
import { POI_ICONS } from '../../../lib/block-options.ts';
import { format } from '../../../i18n/editor.ts';
import {
  EMPTY_POI_ROW,
  MIN_POI_ROWS,
  checkPoiRows,
  poiRows,
  type PoiRow,
  type PointOfInterest,
} from '../../../lib/option-validation.ts';
import { optionErrorMessage, valueLabel } from '../labels.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

export function PointsOfInterestEditor(props: OptionEditorProps<PointOfInterest[]>) {
  const { id, label, value, busy, t } = props;
  const [rows, setRows] = useState<PoiRow[]>(() => poiRows(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setRows(poiRows(value));
  }
  const [errorRow, setErrorRow] = useState<number | null>(null);

  const update = (index: number, patch: Partial<PoiRow>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrorRow(null);
    props.onEdit();
  };
  const remove = (index: number) => {
    setRows((current) => {
      const next = current.filter((_, i) => i !== index);
      while (next.length < MIN_POI_ROWS) next.push({ ...EMPTY_POI_ROW });
      return next;
    });
    setErrorRow(null);
    props.onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkPoiRows(rows);
    if (!result.ok) {
      setErrorRow(result.row);
      props.onInvalid(optionErrorMessage(t, result.error, result.row + 1));
      return;
    }
    setRows(poiRows(result.value));
    props.onSave(result.value);
  };

  return (
    <form className="lu-form" onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="lu-option__label">
        {label}
      </p>
      <fieldset className="lu-form__fields">
        <ol className="lu-poi">
          {rows.map((row, index) => {
            const rowId = `${id}-row${index}`;
            const number = index + 1;
            const aria = errorRow === index ? describedBy(props) : {};
            return (
              <li key={index} className="lu-poi__row">
                <fieldset className="lu-poi__fields">
                  <legend className="lu-poi__legend">{format(t.optionsPoiRow, { row: number })}</legend>
                  <label className="lu-poi__field" htmlFor={`${rowId}-lat`}>
                    <span>{t.optionsPoiLatitude}</span>
                    <input
                      id={`${rowId}-lat`}
                      className="lu-input"
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="47.4988"
                      value={row.latitude}
                      onChange={(event) => update(index, { latitude: event.target.value })}
                      {...aria}
                    />
                  </label>
                  <label className="lu-poi__field" htmlFor={`${rowId}-lng`}>
                    <span>{t.optionsPoiLongitude}</span>
                    <input
                      id={`${rowId}-lng`}
                      className="lu-input"
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="8.7241"
                      value={row.longitude}
                      onChange={(event) => update(index, { longitude: event.target.value })}
                      {...aria}
                    />
                  </label>
                  <label className="lu-poi__field" htmlFor={`${rowId}-icon`}>
                    <span>{t.optionsPoiIcon}</span>
                    <select
                      id={`${rowId}-icon`}
                      className="lu-input"
                      value={row.icon}
                      onChange={(event) => update(index, { icon: event.target.value as PoiRow['icon'] })}
                    >
                      <option value="">{t.optionsPoiIconNone}</option>
                      {POI_ICONS.map((icon) => (
                        <option key={icon} value={icon}>
                          {valueLabel(t, 'pointsOfInterest', icon)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className="lu-button lu-button--icon"
                    aria-label={format(t.optionsPoiRemove, { row: number })}
                    title={format(t.optionsPoiRemove, { row: number })}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <p className="lu-option__hint">{t.optionsPoiHint}</p>
        <div className="lu-form__actions">
          <button
            type="button"
            className="lu-button"
            onClick={() => {
              setRows((current) => [...current, { ...EMPTY_POI_ROW }]);
              props.onEdit();
            }}
          >
            {t.optionsPoiAdd}
          </button>
          <button type="submit" className="lu-button lu-button--primary">
            {t.optionsSave}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
