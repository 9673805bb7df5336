/**
 * The public forms' field state: a small replacement of the part of react-hook-form they used
 * (uncontrolled inputs registered by name, the valibot schema as the only validation, checked on
 * submit and then again whenever a field changes). Same rules as react-hook-form with
 * `mode: 'onSubmit'`, `reValidateMode: 'onChange'` and the valibot resolver:
 * - before the first submit nothing is checked while the visitor types;
 * - a submit checks the whole form: every field's first problem shows, or the valid (parsed)
 *   values go to the submit handler;
 * - after a submit, a change re-checks the whole form but updates only the changed field's error
 *   (and the errors of the fields it names in `deps`);
 * - `criteriaMode: 'all'` lets the schema's cross-field checks run although a field has a problem.
 */
import { useState } from 'react';
import type * as v from 'valibot';
import { checkValues, updateErrors, type FieldError, type FieldErrors } from '../../lib/forms/check.ts';

/** What `register` gives to spread on an input, textarea or radio / checkbox. */
export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: () => void;
}

export interface RegisterOptions {
  /** Read the input as a number (empty or not a number reads NaN). */
  valueAsNumber?: boolean;
  /** Fields whose errors are re-checked with this one once the form was submitted. */
  deps?: readonly string[];
}

export type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The value a change of `element` gives its field: a checkbox's checked state, the chosen radio's
 * value, else the text (as a number with `valueAsNumber`). `undefined` while it is disabled.
 */
export function readElementValue(element: FieldElement, options: RegisterOptions = {}): unknown {
  if (element.disabled) return undefined;
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    return element.checked ? element.value : null;
  }
  if (options.valueAsNumber) return element.value === '' ? NaN : Number(element.value);
  return element.value;
}

/** Shows `value` in `element` (radios: checked when it is theirs; NaN and nothing: empty). */
export function writeElementValue(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
  else if (element instanceof HTMLInputElement && element.type === 'radio')
    element.checked = element.value === value;
  else element.value = value === undefined || value === null || Number.isNaN(value) ? '' : String(value);
}

export interface FormFieldsOptions<TInput extends object, TValues> {
  schema: v.GenericSchema<TInput, TValues>;
  /** The starting values (read once). */
  defaultValues: TInput;
  /** 'all' when cross-field rules should report together with the others. */
  criteriaMode?: 'all' | undefined;
}

export interface FormFields<TInput extends object, TValues> {
  register: (name: keyof TInput & string, options?: RegisterOptions) => FieldRegistration;
  /** The current values (the view re-renders on every change). */
  values: TInput;
  errors: FieldErrors;
  /** Whether the form was submitted (changes are checked from then on). */
  isSubmitted: boolean;
  getValues: <K extends keyof TInput>(name: K) => TInput[K];
  /** Sets a value (and shows it in its inputs) without checking it. */
  setValue: <K extends keyof TInput>(name: K, value: TInput[K]) => void;
  /** A change by the visitor (a controlled field's onChange): set, then checked as typing is. */
  change: <K extends keyof TInput & string>(name: K, value: TInput[K]) => void;
  /** Re-checks the named fields' errors with the whole form. */
  trigger: (names: readonly string[]) => void;
  setError: (name: string, error: FieldError) => void;
  clearErrors: (name: string) => void;
  /** New values in every input, no errors, not submitted. */
  reset: (values: TInput) => void;
  /** The <form>'s submit: valid values to `onValid`, else the errors to `onInvalid`. */
  handleSubmit: (
    onValid: (values: TValues) => unknown,
    onInvalid?: (errors: FieldErrors) => unknown,
  ) => (event?: { preventDefault: () => void }) => Promise<void>;
}

type Methods<TInput extends object, TValues> = Omit<FormFields<TInput, TValues>, keyof Snapshot<TInput>>;
type Snapshot<TInput> = Pick<FormFields<TInput & object, unknown>, 'values' | 'errors' | 'isSubmitted'>;

interface Store<TInput extends object, TValues> extends Snapshot<TInput> {
  elements: Map<string, Set<FieldElement>>;
  registrations: Map<string, FieldRegistration>;
  /** The methods, made once: effects may depend on them. */
  methods: Methods<TInput, TValues>;
}

/**
 * @example
 * const { register, errors, handleSubmit } = useFormFields({ schema, defaultValues: empty() });
 * <form onSubmit={handleSubmit(send)}><input {...register('email')} /></form>
 */
export function useFormFields<TInput extends object, TValues>(
  options: FormFieldsOptions<TInput, TValues>,
): FormFields<TInput, TValues> {
  const [snapshot, setSnapshot] = useState<Snapshot<TInput> | null>(null);
  // The schema and criteria are the form's: read once, like the starting values.
  const [store] = useState(() => createStore(options, setSnapshot));
  const { values, errors, isSubmitted } = snapshot ?? store;
  return { ...store.methods, values, errors, isSubmitted };
}

function createStore<TInput extends object, TValues>(
  options: FormFieldsOptions<TInput, TValues>,
  publish: (snapshot: Snapshot<TInput>) => void,
): Store<TInput, TValues> {
  const check = () => checkValues(options.schema, s.values, options.criteriaMode === 'all');
  /** The view re-renders with the store's current values and errors. */
  const render = () => publish({ values: s.values, errors: s.errors, isSubmitted: s.isSubmitted });
  const values = () => s.values as Record<string, unknown>;
  const show = (name: string) => {
    for (const element of s.elements.get(name) ?? []) writeElementValue(element, values()[name]);
  };
  const trigger = (names: readonly string[]) => {
    const checked = check();
    s.errors = updateErrors(s.errors, checked.success ? {} : checked.errors, names);
    render();
  };
  const change = (name: string, value: unknown, deps: readonly string[] = []) => {
    s.values = { ...s.values, [name]: value };
    if (s.isSubmitted) trigger([name, ...deps]);
    else render();
  };

  const register = (name: string, registerOptions: RegisterOptions = {}): FieldRegistration => {
    const known = s.registrations.get(name);
    if (known) return known;
    const registration: FieldRegistration = {
      name,
      ref: (element) => {
        if (!element) return;
        const elements = s.elements.get(name) ?? new Set();
        s.elements.set(name, elements);
        for (const old of elements) if (!old.isConnected) elements.delete(old);
        if (elements.has(element)) return;
        elements.add(element);
        writeElementValue(element, values()[name]);
      },
      onChange: ({ target }) => {
        const value = readElementValue(target as FieldElement, registerOptions);
        // A radio that was unchecked says nothing about the group (the checked one changes too).
        if (value === null) return;
        change(name, value, registerOptions.deps);
      },
      onBlur: () => undefined,
    };
    s.registrations.set(name, registration);
    return registration;
  };

  const methods: Methods<TInput, TValues> = {
    register: register as Methods<TInput, TValues>['register'],
    getValues: (name) => s.values[name],
    setValue: (name, value) => {
      s.values = { ...s.values, [name]: value };
      show(name as string);
      render();
    },
    change: (name, value) => change(name, value),
    trigger,
    setError: (name, error) => {
      s.errors = { ...s.errors, [name]: error };
      render();
    },
    clearErrors: (name) => {
      if (!(name in s.errors)) return;
      s.errors = updateErrors(s.errors, {}, [name]);
      render();
    },
    reset: (next) => {
      s.values = { ...next };
      s.errors = {};
      s.isSubmitted = false;
      for (const name of s.elements.keys()) show(name);
      render();
    },
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      const checked = check();
      if (checked.success) {
        s.errors = {};
        render();
        await onValid(checked.output);
      } else {
        s.errors = checked.errors;
        render();
        await onInvalid?.(checked.errors);
      }
      s.isSubmitted = true;
      render();
    },
  };
  const s: Store<TInput, TValues> = {
    values: { ...options.defaultValues },
    errors: {},
    isSubmitted: false,
    elements: new Map(),
    registrations: new Map(),
    methods,
  };
  return s;
}

export type { FieldError, FieldErrors };
