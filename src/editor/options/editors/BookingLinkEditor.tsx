/**
 * Booking link option: the booking kind (appointment booking, health-optics booking or an
 * embedded iframe) and its url. An empty, invalid or failing url gives the url error (editor
 * spec §5); nothing is saved until it passes.
 */
import { useState, type FormEvent } from 'react';
import { BOOKING_LINK_TYPES } from '../../../lib/block-options.ts';
import { checkBookingLink, type BookingLinkValue } from '../../../lib/option-validation.ts';
import { optionErrorMessage, valueLabel } from '../labels.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { describedBy, type OptionEditorProps } from './types.ts';

type BookingType = BookingLinkValue['type'];

export function BookingLinkEditor(props: OptionEditorProps<BookingLinkValue | null>) {
  const { id, label, value, busy, t } = props;
  const [type, setType] = useState<BookingType>(value?.type ?? 'appointment');
  const [url, setUrl] = useState(value?.url ?? '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setType(value?.type ?? 'appointment');
    setUrl(value?.url ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkBookingLink({ type, url });
    if (!result.ok) {
      props.onInvalid(optionErrorMessage(t, result.error));
      return;
    }
    setUrl(result.value.url ?? '');
    props.onSave(result.value);
  };

  return (
    <form className="lu-form" onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="lu-option__label">
        {label}
      </p>
      <fieldset className="lu-form__fields">
        <ChoiceGroup
          name={`${id}-type`}
          legend={t.optionsBookingType}
          value={type}
          onChoose={(next) => {
            setType(next);
            props.onEdit();
          }}
          choices={BOOKING_LINK_TYPES.map((bookingType) => ({
            value: bookingType,
            label: valueLabel(t, 'bookingLink', bookingType),
          }))}
        />
        <div className="lu-field">
          <label className="lu-option__label" htmlFor={`${id}-input`}>
            {t.optionsBookingUrl}
          </label>
          <input
            id={`${id}-input`}
            className="lu-input"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t.urlPlaceholder}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              props.onEdit();
            }}
            {...describedBy(props)}
          />
        </div>
        <div className="lu-form__actions">
          <button type="submit" className="lu-button lu-button--primary">
            {t.optionsSave}
          </button>
          {value && (
            <button type="button" className="lu-button" onClick={() => props.onSave(null)}>
              {t.optionsBookingRemove}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
