/**
 * Checkbox-style saving for components: `schedule(value)` saves 100 ms after the last call with
 * the last value (editor spec §4); a waiting save still runs when the component unmounts (the
 * panel closing right after a click must not lose it).
 */
import { useCallback, useEffect, useRef } from 'react';
import { CHECKBOX_SAVE_DELAY_MS, createDelayedSave, type DelayedSave } from './timing.ts';

/** Returns `schedule(value)`; `onSave` may change between renders. */
export function useDelayedSave<T>(
  onSave: (value: T) => void,
  delayMs = CHECKBOX_SAVE_DELAY_MS,
): (value: T) => void {
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);
  const delayedRef = useRef<DelayedSave<T> | null>(null);
  useEffect(() => {
    const delayed = createDelayedSave<T>(delayMs, (value) => saveRef.current(value));
    delayedRef.current = delayed;
    return () => {
      delayed.flush();
      delayedRef.current = null;
    };
  }, [delayMs]);
  return useCallback((value: T) => delayedRef.current?.schedule(value), []);
}
