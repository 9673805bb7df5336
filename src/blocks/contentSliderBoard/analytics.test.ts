import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_DOM_EVENT,
  browserAnalyticsSink,
  debouncedTracker,
  setAnalyticsSink,
  trackEvent,
  type AnalyticsEventDetail,
} from './analytics.ts';

afterEach(() => {
  setAnalyticsSink(null);
  vi.useRealTimers();
});

/** An EventTarget with an optional dataLayer, standing in for window. */
function fakeWindow(dataLayer?: unknown[]) {
  const target = new EventTarget() as EventTarget & { dataLayer?: unknown[] };
  if (dataLayer) target.dataLayer = dataLayer;
  const seen: AnalyticsEventDetail[] = [];
  target.addEventListener(ANALYTICS_DOM_EVENT, (event) => {
    seen.push((event as CustomEvent<AnalyticsEventDetail>).detail);
  });
  return { target, seen };
}

describe('browserAnalyticsSink', () => {
  it('pushes to dataLayer and dispatches lunette:analytics', () => {
    const dataLayer: unknown[] = [];
    const { target, seen } = fakeWindow(dataLayer);
    browserAnalyticsSink(target)('slider_progress_update', { currentIndex: 2 });
    expect(dataLayer).toEqual([{ event: 'slider_progress_update', currentIndex: 2 }]);
    expect(seen).toEqual([{ name: 'slider_progress_update', payload: { currentIndex: 2 } }]);
  });

  it('only dispatches the event when there is no dataLayer', () => {
    const { target, seen } = fakeWindow();
    browserAnalyticsSink(target)('x', { a: 1 });
    expect(seen).toHaveLength(1);
    expect(target.dataLayer).toBeUndefined();
  });
});

describe('trackEvent', () => {
  it('goes through the configured sink', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    trackEvent('slider_progress_update', { sliderId: 's' });
    expect(sink).toHaveBeenCalledWith('slider_progress_update', { sliderId: 's' });
  });

  it('never throws when the sink fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setAnalyticsSink(() => {
      throw new Error('blocked');
    });
    expect(() => trackEvent('x', {})).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('debouncedTracker', () => {
  it('sends only the last payload of a burst, 500 ms after it', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    const tracker = debouncedTracker<{ i: number }>('e', 500, { track });
    tracker.push({ i: 1 });
    vi.advanceTimersByTime(300);
    tracker.push({ i: 2 });
    vi.advanceTimersByTime(499);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('e', { i: 2 });
  });

  it('does not resend an unchanged payload nor delay a pending one by repeating it', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    const tracker = debouncedTracker<{ i: number }>('e', 500, { track });
    tracker.push({ i: 1 });
    vi.advanceTimersByTime(400);
    tracker.push({ i: 1 });
    vi.advanceTimersByTime(100);
    expect(track).toHaveBeenCalledTimes(1);
    tracker.push({ i: 1 });
    vi.advanceTimersByTime(1000);
    expect(track).toHaveBeenCalledTimes(1);
    tracker.push({ i: 2 });
    tracker.push({ i: 1 });
    vi.advanceTimersByTime(1000);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('flushes now or cancels on request', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    const tracker = debouncedTracker<{ i: number }>('e', 500, { track });
    tracker.push({ i: 1 });
    tracker.flush();
    expect(track).toHaveBeenCalledWith('e', { i: 1 });
    tracker.push({ i: 2 });
    tracker.cancel();
    vi.advanceTimersByTime(1000);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('sends exactly the last payload of any burst of changes closer together than the wait', () => {
    const changing = (pushes: [number, number][]) =>
      pushes.filter((p, k) => k === 0 || p[0] !== pushes[k - 1]?.[0]);
    fc.assert(
      fc.property(
        fc
          .array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 499 })), {
            minLength: 1,
            maxLength: 20,
          })
          .map(changing),
        (pushes) => {
          vi.useFakeTimers();
          const track = vi.fn();
          const tracker = debouncedTracker<{ i: number }>('e', 500, { track });
          for (const [i, gap] of pushes) {
            tracker.push({ i });
            vi.advanceTimersByTime(gap);
          }
          vi.advanceTimersByTime(500);
          expect(track).toHaveBeenCalledTimes(1);
          expect(track).toHaveBeenLastCalledWith('e', { i: pushes.at(-1)?.[0] });
          vi.useRealTimers();
        },
      ),
    );
  });
});
