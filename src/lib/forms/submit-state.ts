/**
 * The submit states every public form runs through (visitor spec §4): idle -> loading on submit
 * -> sent | error, and back to idle when the state's timer runs out. Pure, so it is tested alone.
 */

/** A form's submit state. */
export type FormState = 'idle' | 'loading' | 'sent' | 'error';
/** What happens to a form: a submit, the server's answer, the current state's timer running out. */
export type FormEvent = 'submit' | 'success' | 'failure' | 'timeout';

/**
 * The next state. `timeout` leaves error for idle, and sent too when `sentResets` (the sponsor
 * form takes another booking; the contact form stays sent). Any other event leaves the state.
 *
 * @example
 * nextFormState('idle', 'submit'); // 'loading'
 * nextFormState('sent', 'timeout'); // 'sent'
 * nextFormState('sent', 'timeout', true); // 'idle'
 */
export function nextFormState(state: FormState, event: FormEvent, sentResets = false): FormState {
  if (state === 'idle' && event === 'submit') return 'loading';
  if (state === 'loading' && event === 'success') return 'sent';
  if (state === 'loading' && event === 'failure') return 'error';
  if (state === 'error' && event === 'timeout') return 'idle';
  if (state === 'sent' && event === 'timeout' && sentResets) return 'idle';
  return state;
}
