// @vitest-environment jsdom
/**
 * useFormFields in a DOM: nothing is checked while typing before the first submit, a submit shows
 * each field's first problem or sends the parsed values, later changes re-check their own field
 * (and its deps), number inputs read as numbers, radios and checkboxes, setValue and reset.
 */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFormFields, type FormFields } from './useFormFields.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.trim(), v.minLength(1, 'emailRequired'), v.email('emailFormat')),
    count: v.pipe(v.number('countNumber'), v.integer('countNumber'), v.minValue(0, 'countNumber')),
    names: v.string(),
    choice: v.picklist(['a', 'b'], 'choiceRequired'),
    extra: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['count'], ['names']],
      (input) => input.count === 0 || input.names !== '',
      'namesRequired',
    ),
    ['names'],
  ),
);
type Input = v.InferInput<typeof Schema>;
const empty = (): Input => ({ email: '', count: 0, names: '', choice: '' as 'a', extra: false });

let root: Root;
let host: HTMLDivElement;
/** The hook's latest answer, for the test to read and call. */
const latest: { form?: FormFields<Input, v.InferOutput<typeof Schema>> } = {};
const onValid = vi.fn();
const onInvalid = vi.fn();

function Form() {
  const form = useFormFields({ schema: Schema, defaultValues: empty(), criteriaMode: 'all' });
  useEffect(() => {
    latest.form = form;
  });
  const { register, errors } = form;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
      <input id="email" {...register('email')} />
      <input id="count" type="number" {...register('count', { valueAsNumber: true, deps: ['names'] })} />
      <textarea id="names" {...register('names')} />
      <input id="a" type="radio" value="a" {...register('choice')} />
      <input id="b" type="radio" value="b" {...register('choice')} />
      <input id="extra" type="checkbox" {...register('extra')} />
      <output id="errors">
        {JSON.stringify(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message])))}
      </output>
      <button type="submit">send</button>
    </form>
  );
}

const current = () => latest.form as NonNullable<typeof latest.form>;
const el = <T extends HTMLElement>(id: string) => host.querySelector<T>(`#${id}`) as T;
const shown = () => JSON.parse(el('errors').textContent ?? '{}') as Record<string, string>;

/** Types into a field as a person does (value setter, then the input event React listens to). */
async function type(id: string, text: string) {
  const field = el<HTMLInputElement | HTMLTextAreaElement>(id);
  const proto = Object.getPrototypeOf(field) as object;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (id: string) => act(async () => el(id).click());
const submit = () => act(async () => host.querySelector('button')?.click());

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  onValid.mockReset();
  onInvalid.mockReset();
  await act(async () => root.render(<Form />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('useFormFields', () => {
  it('shows the starting values and checks nothing while typing before a submit', async () => {
    expect(el<HTMLInputElement>('count').value).toBe('0');
    await type('email', 'nope');
    expect(shown()).toEqual({});
    expect(current().values.email).toBe('nope');
    expect(current().isSubmitted).toBe(false);
  });

  it("shows every field's first problem on submit, with the cross-field check", async () => {
    await type('count', '2');
    await submit();
    expect(shown()).toEqual({ email: 'emailRequired', choice: 'choiceRequired', names: 'namesRequired' });
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onValid).not.toHaveBeenCalled();
    expect(current().isSubmitted).toBe(true);
  });

  it('after a submit, re-checks the changed field and its deps only', async () => {
    await submit();
    expect(shown()).toEqual({ email: 'emailRequired', choice: 'choiceRequired' });
    await type('email', 'nope');
    expect(shown()).toEqual({ email: 'emailFormat', choice: 'choiceRequired' });
    await type('count', '3');
    expect(current().values.count).toBe(3);
    expect(shown()).toEqual({ email: 'emailFormat', choice: 'choiceRequired', names: 'namesRequired' });
    await type('names', 'Anna');
    expect(shown()).toEqual({ email: 'emailFormat', choice: 'choiceRequired' });
    await type('count', '');
    expect(current().values.count).toBeNaN();
    expect(shown()).toEqual({ email: 'emailFormat', choice: 'choiceRequired', count: 'countNumber' });
  });

  it('sends the parsed values of a valid form, reads radios and checkboxes', async () => {
    await type('email', ' anna@example.ch ');
    await click('b');
    await click('extra');
    await submit();
    expect(shown()).toEqual({});
    expect(onValid).toHaveBeenCalledWith({
      email: 'anna@example.ch',
      count: 0,
      names: '',
      choice: 'b',
      extra: true,
    });
  });

  it('setValue shows a value unchecked; trigger, setError and clearErrors set errors', async () => {
    await act(async () => current().setValue('count', 4));
    expect(el<HTMLInputElement>('count').value).toBe('4');
    expect(shown()).toEqual({});
    await act(async () => current().trigger(['count', 'names']));
    expect(shown()).toEqual({ names: 'namesRequired' });
    await act(async () => current().setError('email', { message: 'server' }));
    await act(async () => current().clearErrors('names'));
    expect(shown()).toEqual({ email: 'server' });
  });

  it('reset empties every input and forgets errors and the submit', async () => {
    await type('email', 'x');
    await click('a');
    await click('extra');
    await submit();
    await act(async () => current().reset(empty()));
    expect(el<HTMLInputElement>('email').value).toBe('');
    expect(el<HTMLInputElement>('a').checked).toBe(false);
    expect(el<HTMLInputElement>('extra').checked).toBe(false);
    expect(shown()).toEqual({});
    expect(current().isSubmitted).toBe(false);
  });
});
