import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKBOX_SAVE_DELAY_MS,
  SHAKE_OFF_MS,
  SHAKE_ON_MS,
  createDelayedSave,
  scheduleShake,
} from './timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleShake', () => {
  it('turns on after 50 ms and off 300 ms later', () => {
    expect(SHAKE_ON_MS).toBe(50);
    expect(SHAKE_OFF_MS).toBe(300);
    const calls: boolean[] = [];
    scheduleShake((on) => calls.push(on));
    vi.advanceTimersByTime(49);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([true]);
    vi.advanceTimersByTime(299);
    expect(calls).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([true, false]);
  });

  it('cancelling stops the shake', () => {
    const calls: boolean[] = [];
    const cancel = scheduleShake((on) => calls.push(on));
    vi.advanceTimersByTime(60);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([true, false]);
  });
});

describe('createDelayedSave (checkbox save after 100 ms)', () => {
  it('saves 100 ms after the change', () => {
    expect(CHECKBOX_SAVE_DELAY_MS).toBe(100);
    const save = vi.fn();
    const delayed = createDelayedSave(CHECKBOX_SAVE_DELAY_MS, save);
    delayed.schedule(true);
    vi.advanceTimersByTime(99);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('saves once with the last value when changed again within the delay', () => {
    const save = vi.fn();
    const delayed = createDelayedSave(CHECKBOX_SAVE_DELAY_MS, save);
    delayed.schedule(true);
    vi.advanceTimersByTime(80);
    delayed.schedule(false);
    vi.advanceTimersByTime(80);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(save).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('flush saves a waiting value at once; cancel drops it', () => {
    const save = vi.fn();
    const delayed = createDelayedSave(CHECKBOX_SAVE_DELAY_MS, save);
    delayed.flush();
    expect(save).not.toHaveBeenCalled();
    delayed.schedule(true);
    delayed.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith(true);
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
    delayed.schedule(false);
    delayed.cancel();
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
