/**
 * Map route: a textarea taking coordinate pairs, a JSON array of pairs or a GeoJSON
 * FeatureCollection with a LineString (src/lib/map-route.ts). Refused input shows why in the
 * editor's language (the parser answers error keys, the dictionary has the texts: invalid format
 * with its reason, or invalid coordinates); saving an empty field clears the route (null).
 */
import { useState, type FormEvent } from 'react';
import { formatMapRoute, parseMapRoute, type MapRoute } from '../../../lib/map-route.ts';
import { mapRouteErrorMessage } from '../labels.ts';
import { describedBy, type OptionEditorProps } from './types.ts';

export function MapRouteEditor(props: OptionEditorProps<MapRoute | null>) {
  const { id, label, value, busy, t } = props;
  const [draft, setDraft] = useState(() => formatMapRoute(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(formatMapRoute(value));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = parseMapRoute(draft);
    if (!result.ok) {
      props.onInvalid(mapRouteErrorMessage(t, result));
      return;
    }
    setDraft(formatMapRoute(result.value));
    props.onSave(result.value);
  };

  const hintId = `${id}-hint`;
  return (
    <form className="lu-form" onSubmit={submit} noValidate>
      <fieldset className="lu-form__fields">
        <div className="lu-field">
          <label className="lu-option__label" htmlFor={`${id}-input`}>
            {label}
          </label>
          <textarea
            id={`${id}-input`}
            className="lu-input lu-input--code"
            rows={8}
            spellCheck={false}
            autoComplete="off"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              props.onEdit();
            }}
            {...describedBy(props, hintId)}
          />
          <p id={hintId} className="lu-option__hint">
            {t.optionsMapRouteHelp}
          </p>
        </div>
        <div className="lu-form__actions">
          <button type="submit" className="lu-button lu-button--primary">
            {t.optionsSave}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
