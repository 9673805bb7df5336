/**
 * The option editors' timings (editor spec §4, §9): a checkbox saves 100 ms after the last click
 * (quick double clicks save once, with the final state), and an invalid input shakes briefly:
 * on after 50 ms, off 300 ms later. Plain timers, so the rules are testable without a DOM.
 */

/** A checkbox save waits this long after the last change. */
export const CHECKBOX_SAVE_DELAY_MS = 100;
/** The error shake starts this long after the error shows. */
export const SHAKE_ON_MS = 50;
/** ... and stops this long after it started. */
export const SHAKE_OFF_MS = 300;

/**
 * Runs one shake: `setShaking(true)` after SHAKE_ON_MS, `setShaking(false)` SHAKE_OFF_MS later.
 * Returns a cancel function that also turns the shake off.
 */
export function scheduleShake(setShaking: (on: boolean) => void): () => void {
  let offTimer: ReturnType<typeof setTimeout> | undefined;
  const onTimer = setTimeout(() => {
    setShaking(true);
    offTimer = setTimeout(() => setShaking(false), SHAKE_OFF_MS);
  }, SHAKE_ON_MS);
  return () => {
    clearTimeout(onTimer);
    if (offTimer !== undefined) clearTimeout(offTimer);
    setShaking(false);
  };
}

/** A save that waits for changes to settle. */
export interface DelayedSave<T> {
  /** Remembers the value and (re)starts the wait. */
  schedule: (value: T) => void;
  /** Saves a waiting value now (e.g. when the panel closes). */
  flush: () => void;
  /** Drops a waiting value. */
  cancel: () => void;
}

/**
 * A save run `delayMs` after the last `schedule`, with the last scheduled value.
 *
 * @example
 * const delayed = createDelayedSave(CHECKBOX_SAVE_DELAY_MS, (checked: boolean) => save(checked));
 * delayed.schedule(true); // saves true 100 ms later unless scheduled again
 */
export function createDelayedSave<T>(delayMs: number, save: (value: T) => void): DelayedSave<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;
  const run = () => {
    timer = undefined;
    const next = pending;
    pending = null;
    if (next) save(next.value);
  };
  return {
    schedule(value) {
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
