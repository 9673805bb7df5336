/**
 * The client side of a public form: the field state (useFormFields) with the form's valibot schema (the one the
 * API validates with), the submit states, the POST, and the server's answer mapped back: field
 * errors onto their fields (the error summary then takes the focus), any other refusal into the
 * button's and the status line's text.
 */
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { nextFormState, type FormEvent, type FormState } from '../../lib/forms/submit-state.ts';
import { useFormFields, type FormFields } from './useFormFields.ts';

type FieldValues = object;

/** The error object of a refused request as the forms' error answers carry it. */
export interface FormErrorAnswer {
  code: string;
  message: string;
  fields?: Readonly<Record<string, string>> | undefined;
}

/** What the button and the status line say after a failure. */
export interface FailureText {
  label: string;
  notice: string;
}

export interface BlockFormOptions<
  TInput extends FieldValues,
  TValues extends FieldValues,
  TError extends FormErrorAnswer,
> {
  /** The form's valibot schema (shared with the API). */
  schema: v.GenericSchema<TInput, TValues>;
  /** The starting values, also after a successful submit. */
  empty: () => TInput;
  /** 'all' when cross-field rules should report together with the others. */
  criteriaMode?: 'all';
  /** Sends valid values (through the route's typed client). */
  send: (values: TValues) => Promise<Response>;
  /** The route's error answer (`{ success: false, error }`). */
  errorAnswer: v.GenericSchema<unknown, { error: TError }>;
  /** The server field names the form shows; others are ignored (default: every one). */
  fieldNames?: readonly string[];
  /** Whether a submit may be sent now (besides the state being idle). */
  canSend: () => boolean;
  /** The status line after a successful submit. */
  sentNotice: string;
  /** Texts after a refusal (`error`) or a failed request (null); `withFields` when fields are marked. */
  failure: (error: TError | null, withFields: boolean) => FailureText;
  /** Runs after a successful submit and after each refusal. */
  onSent?: () => void;
  onRefused?: (error: TError | null) => void;
  /** How long error and sent stay before idle; no `sent` means sent stays. */
  resetMs: { error: number; sent?: number };
  /** Prefix of the console messages, e.g. '[contact form] request'. */
  logLabel: string;
}

export interface BlockForm<TInput extends FieldValues, TValues extends FieldValues> {
  form: FormFields<TInput, TValues>;
  state: FormState;
  /** The button's text in the error state. */
  failure: string;
  /** The status line (role=status). */
  notice: string;
  /** false on the server and while hydrating: submit waits for the island (no JS-less posts). */
  hydrated: boolean;
  /** The <form>'s onSubmit. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Give to the error summary: it takes the focus once it shows a failed submit's errors. */
  summaryRef: React.RefObject<HTMLDivElement | null>;
}

const subscribeNever = () => () => undefined;

/**
 * A public form's field state, submit state and POST.
 *
 * @example
 * const { form, state, onSubmit, summaryRef } = useBlockForm({ schema, empty, send, ... });
 */
export function useBlockForm<
  TInput extends FieldValues,
  TValues extends FieldValues,
  TError extends FormErrorAnswer,
>(options: BlockFormOptions<TInput, TValues, TError>): BlockForm<TInput, TValues> {
  const { resetMs } = options;
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const sentResets = resetMs.sent !== undefined;
  const [state, dispatch] = useReducer(
    (current: FormState, event: FormEvent) => nextFormState(current, event, sentResets),
    'idle',
  );
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Set when the summary should take the focus once it shows; the counter re-renders for it. */
  const focusPending = useRef(false);
  const [, setFocusRequests] = useState(0);

  // Checked on submit, then on each change; the error summary takes the focus (not a field).
  const form = useFormFields<TInput, TValues>({
    schema: options.schema,
    defaultValues: options.empty(),
    criteriaMode: options.criteriaMode,
  });

  // Back to idle after the error (and, where it resets, the sent) state's time.
  const resetAfter = state === 'error' ? resetMs.error : state === 'sent' ? resetMs.sent : undefined;
  useEffect(() => {
    if (resetAfter === undefined) return;
    const timer = setTimeout(() => dispatch('timeout'), resetAfter);
    return () => clearTimeout(timer);
  }, [state, resetAfter]);

  // The errors render after onInvalid returns: focus once the summary shows them.
  useEffect(() => {
    if (!focusPending.current || !summaryRef.current) return;
    focusPending.current = false;
    summaryRef.current.focus();
  });
  const focusSummary = () => {
    focusPending.current = true;
    setFocusRequests((n) => n + 1);
  };

  const fail = (text: FailureText) => {
    setFailure(text.label);
    setNotice(text.notice);
    dispatch('failure');
  };

  const submit = async (valid: TValues) => {
    if (state !== 'idle' || !options.canSend()) return;
    dispatch('submit');
    setNotice('');
    try {
      const res = await options.send(valid);
      if (res.ok) {
        form.reset(options.empty());
        setNotice(options.sentNotice);
        dispatch('success');
        options.onSent?.();
        return;
      }
      const answer = v.safeParse(options.errorAnswer, await res.json().catch(() => null));
      const error = answer.success ? answer.output.error : null;
      console.error(`${options.logLabel} refused`, res.status, error?.code);
      const fields = Object.entries(error?.fields ?? {}).filter(
        ([name]) => !options.fieldNames || options.fieldNames.includes(name),
      );
      for (const [name, key] of fields) {
        form.setError(name, { message: key });
      }
      if (fields.length > 0) focusSummary();
      options.onRefused?.(error);
      fail(options.failure(error, fields.length > 0));
    } catch (error) {
      console.error(`${options.logLabel} failed`, error);
      fail(options.failure(null, false));
    }
  };

  return {
    form,
    state,
    failure,
    notice,
    hydrated,
    onSubmit: (event) => void form.handleSubmit(submit, focusSummary)(event),
    summaryRef,
  };
}
