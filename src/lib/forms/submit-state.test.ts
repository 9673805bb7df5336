/** The shared submit states: every state and event, with and without sent returning to idle. */
import { describe, expect, it } from 'vitest';
import { nextFormState, type FormEvent, type FormState } from './submit-state.ts';

const STATES: FormState[] = ['idle', 'loading', 'sent', 'error'];
const EVENTS: FormEvent[] = ['submit', 'success', 'failure', 'timeout'];
const MOVES: Record<string, FormState> = {
  'idle submit': 'loading',
  'loading success': 'sent',
  'loading failure': 'error',
  'error timeout': 'idle',
};

describe('nextFormState', () => {
  it('moves only along idle -> loading -> sent | error -> idle; sent stays by default', () => {
    for (const state of STATES)
      for (const event of EVENTS)
        expect(nextFormState(state, event), `${state} ${event}`).toBe(MOVES[`${state} ${event}`] ?? state);
  });

  it('returns from sent to idle on timeout when sent resets (the sponsor form)', () => {
    expect(nextFormState('sent', 'timeout', true)).toBe('idle');
    expect(nextFormState('error', 'timeout', true)).toBe('idle');
    expect(nextFormState('sent', 'submit', true)).toBe('sent');
  });
});
