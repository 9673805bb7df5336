/**
 * A public form's check in the browser, as the server checks it: the valibot schema over all
 * values, each field's first problem by the issue's dot path (the form kit's useFormFields shows
 * them). Pure: no DOM.
 */
import * as v from 'valibot';

/** A field's error as the views read it (`errors[name]?.message`). */
export interface FieldError {
  message: string;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/**
 * Checks `values` with the schema: the valid output, or each field's first problem (by the
 * issue's dot path; issues without a path are not a field's).
 *
 * @example
 * checkValues(ContactFormSchema, values, false); // { success: false, errors: { email: { message: 'emailInvalid' } } }
 */
export function checkValues<TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  values: unknown,
  allCriteria: boolean,
): { success: true; output: TOutput } | { success: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values, { abortPipeEarly: !allCriteria });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path && !errors[path]) errors[path] = { message: issue.message };
  }
  return { success: false, errors };
}

/** `errors` with the named fields' errors taken from `checked` (set or removed). */
export function updateErrors(
  errors: FieldErrors,
  checked: FieldErrors,
  names: readonly string[],
): FieldErrors {
  const next = { ...errors };
  for (const name of names) {
    const error = checked[name];
    if (error) next[name] = error;
    else delete next[name];
  }
  return next;
}
