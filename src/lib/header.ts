/**
 * The header's scroll behaviour (visitor spec §4 "Header on scroll", §9 constants). The visitor
 * site implements it in CSS only (scroll-state container queries and a scroll-driven animation,
 * see src/layouts/header.css), so pages without interactive blocks ship no JavaScript. The
 * thresholds reach the CSS as custom properties (theme.ts); `nextHeaderScroll` is the rule
 * itself, the reference the CSS follows and the model an editor preview can use.
 */

/** Default header height in px: at or above this scroll position the header is in its 'top' state. */
export const HEADER_HEIGHT = 120;

/** After scrolling up beyond this many header heights, the header slides in (animate-down). */
export const ANIMATE_DOWN_FACTOR = 2;

/** Scroll changes smaller than this (px) are ignored (the CSS version has no dead zone). */
export const SCROLL_DEAD_ZONE = 10;

/** Scroll events are debounced by this many ms (script implementations only). */
export const SCROLL_DEBOUNCE_MS = 20;

/**
 * top: at or above the header height (transparent header stays transparent);
 * down: scrolling down below it (header slides out of view);
 * up: scrolling up below it (header shows);
 * animate-down: scrolling up beyond twice the header height (header slides in with a transition).
 */
export type HeaderScrollState = 'top' | 'up' | 'down' | 'animate-down';

export interface HeaderScroll {
  state: HeaderScrollState;
  /** Scroll position the last state change was measured from. */
  y: number;
}

/** The initial state of a page loaded at scroll position `y`. */
export function initialHeaderScroll(y: number, height = HEADER_HEIGHT): HeaderScroll {
  return { state: y <= height ? 'top' : 'up', y };
}

/**
 * The header state after the page scrolled to `y`.
 *
 * @example
 * nextHeaderScroll({ state: 'top', y: 0 }, 400); // { state: 'down', y: 400 }
 * nextHeaderScroll({ state: 'down', y: 400 }, 300); // { state: 'animate-down', y: 300 }
 * nextHeaderScroll({ state: 'down', y: 400 }, 395); // unchanged: within the dead zone
 */
export function nextHeaderScroll(previous: HeaderScroll, y: number, height = HEADER_HEIGHT): HeaderScroll {
  if (y <= height) return previous.state === 'top' && previous.y === y ? previous : { state: 'top', y };
  if (Math.abs(y - previous.y) < SCROLL_DEAD_ZONE) return previous;
  if (y > previous.y) return { state: 'down', y };
  return { state: y > height * ANIMATE_DOWN_FACTOR ? 'animate-down' : 'up', y };
}

/** Whether the header is out of view in a state. */
export function isHeaderHidden(state: HeaderScrollState): boolean {
  return state === 'down';
}

/**
 * The CSS custom properties of the header thresholds, for `:root`.
 *
 * @example
 * headerCssProperties(); // { '--header-height': '120px', '--header-animate-after': '240px' }
 */
export function headerCssProperties(height = HEADER_HEIGHT): Record<string, string> {
  return {
    '--header-height': `${height}px`,
    '--header-animate-after': `${height * ANIMATE_DOWN_FACTOR}px`,
  };
}
