/**
 * After a block is added the page re-renders; the new section appears some time later (after
 * the reload, possibly after its images). This watches the page for it for up to 30 s (editor
 * spec §4, §9) and scrolls it smoothly into view once it exists. The edit-mode renderer marks each
 * block with `data-group-id`.
 */

/** How long to wait for the new section before giving up. */
export const ADD_BLOCK_WATCH_MS = 30_000;

/** The selector of a block's element in edit mode. */
export function groupSelector(groupId: string): string {
  return `[data-group-id="${groupId.replace(/["\\]/g, '\\$&')}"]`;
}

/** What the watcher needs from the page (injectable for tests). */
export interface WatchEnvironment {
  find: (selector: string) => Element | null;
  /** Calls `onChange` after DOM changes; returns a function that stops watching. */
  observe: (onChange: () => void) => () => void;
  scroll: (element: Element) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

function browserEnvironment(): WatchEnvironment {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    find: (selector) => document.querySelector(selector),
    observe: (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.body, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    scroll: (element) =>
      element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' }),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/**
 * Scrolls to the block `groupId` as soon as it is in the page, watching at most `timeoutMs`.
 * Returns a function that stops watching.
 *
 * @example
 * const stop = scrollToGroupWhenShown(group.id);
 * await reload(); // the observer sees the new section and scrolls to it
 */
export function scrollToGroupWhenShown(
  groupId: string,
  timeoutMs: number = ADD_BLOCK_WATCH_MS,
  env: WatchEnvironment = browserEnvironment(),
): () => void {
  const selector = groupSelector(groupId);
  let done = false;
  let unobserve: (() => void) | null = null;
  let timer: unknown = null;
  const stop = () => {
    if (done) return;
    done = true;
    unobserve?.();
    if (timer !== null) env.clearTimeout(timer);
  };
  const check = () => {
    if (done) return;
    const element = env.find(selector);
    if (!element) return;
    stop();
    env.scroll(element);
  };
  check();
  if (!done) {
    unobserve = env.observe(check);
    timer = env.setTimeout(stop, timeoutMs);
  }
  return stop;
}
