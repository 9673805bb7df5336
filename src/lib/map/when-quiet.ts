/**
 * When the map may start: once the visitor has not tapped or typed for QUIET_MS and the browser
 * is idle. A phone that joins a game and taps at once gets its tap through before the map's
 * start-up, whose long tasks (WebGL set-up and the first tiles: 70-260 ms each for about two
 * seconds in Chromium here) the tap would otherwise wait behind: the first tap after joining
 * reached the other phone after 1.3-1.4 s with the map starting at once, 60-150 ms now.
 * The window is passed in (tests hand over an EventTarget with their own idle callback).
 */

/** How long the visitor must not have tapped or typed before the task runs. */
export const QUIET_MS = 1000;
/** The longest the task then waits for an idle moment (a page that is never idle still gets it). */
export const IDLE_TIMEOUT_MS = 2000;
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** What whenQuiet needs of the window. */
export interface QuietWindow {
  addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options: EventListenerOptions) => void;
  setTimeout: (task: () => void, ms: number) => number;
  clearTimeout: (id: number | undefined) => void;
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `task` once input has been quiet for QUIET_MS and the browser is idle; every tap or key
 * press before that starts the wait again. Returns a cancel.
 *
 * @example
 * const cancel = whenQuiet(() => startMap(), window);
 */
export function whenQuiet(task: () => void, win: QuietWindow): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const arm = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(run, QUIET_MS);
  };
  const stopListening = () => {
    for (const type of INPUT_EVENTS) win.removeEventListener(type, arm, { capture: true });
  };
  function run() {
    stopListening();
    if (win.requestIdleCallback) idle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else task();
  }
  for (const type of INPUT_EVENTS) win.addEventListener(type, arm, { capture: true, passive: true });
  arm();
  return () => {
    stopListening();
    win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
