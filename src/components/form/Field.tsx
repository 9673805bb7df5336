/**
 * A form field's parts with their accessibility wiring: the error message linked to its control
 * by id, the control's aria-invalid and aria-describedby (hints first, then the error), and the
 * usual wrapper of label, control and error.
 */
import type { ReactNode } from 'react';
import './form.css';

/**
 * aria attributes of a control: invalid while it has an error, described by its hints and error.
 *
 * @example
 * <input {...fieldAria(error, 'f-email-error', 'f-email-hint')} />
 */
export function fieldAria(error: string | undefined, errorId: string, ...hints: string[]) {
  const ids = [...hints, ...(error !== undefined ? [errorId] : [])];
  return {
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** A field's error message with the id its control points to; nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p className="form-error" id={id}>
      {error}
    </p>
  );
}

export interface FieldProps {
  /** The form's class prefix, e.g. 'contact-form' (gives `<prefix>__field` and `<prefix>__label`). */
  block: string;
  /** Extra classes of the wrapper. */
  className?: string;
  /** The control's id. */
  htmlFor: string;
  label: ReactNode;
  /** After the label: the required mark or the "optional" note. */
  marker?: ReactNode;
  errorId: string;
  error: string | undefined;
  /** The control (spread `fieldAria(...)` on it). */
  children: ReactNode;
}

/**
 * A labelled control with its error below.
 *
 * @example
 * <Field block="sponsor-form" htmlFor={id} label="Firma" errorId={eid} error={error}><input id={id} /></Field>
 */
export function Field({ block, className, htmlFor, label, marker, errorId, error, children }: FieldProps) {
  return (
    <div className={className ? `${block}__field ${className}` : `${block}__field`}>
      <label className={`${block}__label`} htmlFor={htmlFor}>
        {label}
        {marker}
      </label>
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The required mark after a label (the form's note explains it; screen readers hear aria-required). */
export const requiredMark = <span aria-hidden="true"> *</span>;
