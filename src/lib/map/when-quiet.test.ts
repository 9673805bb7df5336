import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, QUIET_MS, whenQuiet, type QuietWindow } from './when-quiet.ts';

/** A window of events, fake timers and a recorded idle callback. */
function fakeWindow() {
  const target = new EventTarget();
  const idle: { task: () => void; timeout: number }[] = [];
  const win: QuietWindow = {
    addEventListener: (type, listener, options) => target.addEventListener(type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(type, listener, options),
    setTimeout: (task, ms) => setTimeout(task, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    requestIdleCallback: (task, options) => idle.push({ task, timeout: options.timeout }),
    cancelIdleCallback: (id) => idle.splice(id - 1, 1),
  };
  const tap = () => target.dispatchEvent(new Event('pointerdown'));
  return { win, idle, tap, key: () => target.dispatchEvent(new Event('keydown')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenQuiet', () => {
  it('waits for a quiet moment, then for the browser to be idle', () => {
    const { win, idle } = fakeWindow();
    const task = vi.fn();
    whenQuiet(task, win);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{ task, timeout: IDLE_TIMEOUT_MS }]);
    idle[0]?.task();
    expect(task).toHaveBeenCalledOnce();
  });
  it('starts the wait again with every tap or key press, so a first tap never waits behind it', () => {
    const { win, idle, tap, key } = fakeWindow();
    whenQuiet(vi.fn(), win);
    for (const press of [tap, key, tap]) {
      vi.advanceTimersByTime(QUIET_MS - 100);
      press();
    }
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    // Once started, taps change nothing.
    tap();
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(idle).toHaveLength(1);
  });
  it('runs at once after the quiet moment where the browser has no idle callback, and not after a cancel', () => {
    const { win } = fakeWindow();
    const plain: QuietWindow = { ...win, requestIdleCallback: undefined, cancelIdleCallback: undefined };
    const task = vi.fn();
    whenQuiet(task, plain);
    vi.advanceTimersByTime(QUIET_MS);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenQuiet(cancelled, plain)();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
