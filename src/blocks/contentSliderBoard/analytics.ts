/**
 * The one door analytics events leave through, so blocks never talk to a tag manager directly and
 * tests can listen in. The browser default pushes to `window.dataLayer` when the site loads a tag
 * manager, and always dispatches a `lunette:analytics` CustomEvent on window. Nothing here sends
 * anything over the network.
 */

/** Name of the CustomEvent dispatched on window for every tracked event. */
export const ANALYTICS_DOM_EVENT = 'lunette:analytics';

/** The CustomEvent detail: the event name and its payload. */
export interface AnalyticsEventDetail {
  name: string;
  payload: Record<string, unknown>;
}

/** Receives every tracked event. */
export type AnalyticsSink = (name: string, payload: Record<string, unknown>) => void;

/** The part of `window` the browser sink uses. */
export interface AnalyticsHost {
  dataLayer?: unknown;
  dispatchEvent?: (event: Event) => boolean;
}

/**
 * The browser sink: `dataLayer.push({ event: name, ...payload })` when `host.dataLayer` is an
 * array (Google Tag Manager's convention), then a `lunette:analytics` CustomEvent on `host`.
 *
 * @example
 * window.addEventListener('lunette:analytics', (e) => console.log(e.detail.name));
 */
export function browserAnalyticsSink(host: AnalyticsHost): AnalyticsSink {
  return (name, payload) => {
    if (Array.isArray(host.dataLayer)) host.dataLayer.push({ event: name, ...payload });
    if (typeof host.dispatchEvent === 'function' && typeof CustomEvent === 'function') {
      const detail: AnalyticsEventDetail = { name, payload };
      host.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail }));
    }
  };
}

const noop: AnalyticsSink = () => {};

let sink: AnalyticsSink | null = null;

function currentSink(): AnalyticsSink {
  if (sink) return sink;
  const host = globalThis as AnalyticsHost;
  return typeof host.dispatchEvent === 'function' ? browserAnalyticsSink(host) : noop;
}

/**
 * Tracks an analytics event through the current sink (the browser default unless replaced).
 *
 * @example
 * trackEvent('slider_progress_update', { sliderId: 'group-1', currentIndex: 2 });
 */
export function trackEvent(name: string, payload: Record<string, unknown>): void {
  try {
    currentSink()(name, payload);
  } catch (error) {
    // Analytics must never break the page.
    console.error('[analytics] could not track', name, error);
  }
}

/** Replaces the sink (tests, or a consent-aware sink); `null` restores the browser default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** Timer functions, injectable so tests can use fake clocks. */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A debounced tracker for one event name (see `debouncedTracker`). */
export interface DebouncedTracker<TPayload extends object> {
  /** Schedules `payload`; it is sent once no newer payload arrived for the wait time. */
  push: (payload: TPayload) => void;
  /** Sends a pending payload now (e.g. when the page is hidden). */
  flush: () => void;
  /** Drops a pending payload. */
  cancel: () => void;
}

/**
 * Sends only the last of a burst of payloads, `waitMs` after the last *change*, and never the
 * same payload twice in a row (pushing an unchanged payload again does not delay it).
 *
 * @example
 * const progress = debouncedTracker('slider_progress_update', 500);
 * progress.push({ currentIndex: 1 }); progress.push({ currentIndex: 2 }); // one event, index 2
 */
export function debouncedTracker<TPayload extends object>(
  name: string,
  waitMs: number,
  options: { track?: AnalyticsSink; timers?: Timers } = {},
): DebouncedTracker<TPayload> {
  const track = options.track ?? trackEvent;
  const timers = options.timers ?? defaultTimers;
  let pending: TPayload | null = null;
  let pendingKey: string | null = null;
  let handle: unknown = null;
  let lastSent: string | null = null;

  const flush = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (pending === null) return;
    const payload = pending;
    const key = pendingKey;
    pending = null;
    pendingKey = null;
    if (key === lastSent) return;
    lastSent = key;
    track(name, { ...payload } as Record<string, unknown>);
  };

  return {
    push(payload) {
      const key = JSON.stringify(payload);
      // Repeats of what is pending (or, with nothing pending, of what was sent) change nothing and
      // must not restart the wait.
      if (key === (pending === null ? lastSent : pendingKey)) return;
      pending = payload;
      pendingKey = key;
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(flush, waitMs);
    },
    flush,
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = null;
      pendingKey = null;
    },
  };
}
