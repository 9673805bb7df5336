/**
 * The rules of the scroll-hijack slider drawer (visitor spec §4 "Slider drawer", §9), kept free of
 * the DOM so every case can be tested: when the scroll lock engages and releases, how drags and
 * wheel gestures turn into slide changes (20 px threshold, one change per gesture, 0.5 s tween),
 * when a slider inside a drawer may animate, and how far a visitor has progressed for analytics.
 *
 * The island (src/blocks/contentSliderBoard/) feeds measured positions and input events into
 * `reduceSlider` and carries out the returned effects (snap, tween, release, preventDefault).
 */

/** Vertical drag (and wheel) distance that changes the slide, in px. */
export const SLIDE_DRAG_THRESHOLD = 20;
/** Duration of the tween between two slides, in ms. */
export const SLIDE_TWEEN_MS = 500;
/** A slider inside a drawer animates only this long after the drawer became full screen, in ms. */
export const DRAWER_FULL_SCREEN_DELAY_MS = 100;
/** Wheel events closer together than this belong to one gesture (one slide change at most), in ms. */
export const WHEEL_GESTURE_GAP_MS = 200;
/** Name of the analytics event reporting how far a visitor got through a slider. */
export const SLIDER_PROGRESS_EVENT = 'slider_progress_update';
/** The progress event is sent once the progress has been still this long, in ms. */
export const SLIDER_PROGRESS_DEBOUNCE_MS = 500;
/** Highest share of the total progress that the slides carry (visitor spec §9). */
export const MAX_SLIDE_WEIGHT = 0.8;

/** Distance (px) between the slider top and the viewport top that still counts as filling it. */
const FILL_TOLERANCE = 1;
/** While locked, a drift up to this far (px) is snapped back; further means the page was scrolled away. */
const LOCK_DRIFT_TOLERANCE = SLIDE_DRAG_THRESHOLD;
/** Right after engaging, drift of any size is snapped back (an unfinished smooth scroll), in ms. */
const ENGAGE_SETTLE_MS = 300;

/** +1: towards the next slide / further down the page; -1: towards the previous / up. */
export type SlideDirection = 1 | -1;

/** Where the slider stands and what gesture is under way. */
export interface SliderState {
  count: number;
  index: number;
  /** The slider fills the viewport and takes the page's scroll input. */
  locked: boolean;
  /**
   * Whether the lock may engage. False after a release until the slider has moved clearly away
   * from the filling position, so releasing at an end does not lock again at once.
   */
  armed: boolean;
  /** When the lock last engaged (ms). */
  engagedAt: number;
  /** Until when the tween to the current slide runs (ms); gestures in between are swallowed. */
  busyUntil: number;
  gesture: SliderGesture | null;
}

/** A drag (pointer) or wheel gesture in progress; each changes the slide at most once. */
export interface SliderGesture {
  kind: 'drag' | 'wheel';
  /** Drag: the pointer's start y. Wheel: unused (0). */
  origin: number;
  /** Wheel: summed deltaY of the gesture. */
  travelled: number;
  /** Time of the gesture's last event (ms). */
  lastAt: number;
  /** The gesture has already changed the slide (or released the lock). */
  handled: boolean;
}

/** What the slider is told. Times are milliseconds on one monotonic clock. */
export type SliderInput =
  /** The slider's top edge relative to the viewport, after a scroll or resize. */
  | { type: 'position'; top: number; previousTop: number; viewportHeight: number; now: number }
  | { type: 'dragStart'; y: number; now: number }
  | { type: 'dragMove'; y: number; now: number }
  | { type: 'dragEnd'; now: number }
  | { type: 'wheel'; deltaY: number; now: number }
  /** Keyboard or the previous/next buttons. */
  | { type: 'step'; direction: SlideDirection; now: number };

/** What the island must do in response. */
export type SliderEffect =
  /** Scroll the page so the slider exactly fills the viewport, and lock page scrolling. */
  | { type: 'engage' }
  /** Tween from one slide to another. */
  | { type: 'change'; from: number; to: number }
  /** Unlock page scrolling and move the page on past the slider in `direction`. */
  | { type: 'release'; direction: SlideDirection }
  /** The page was scrolled away by other means (scrollbar, focus, anchor): just unlock. */
  | { type: 'unlock' };

export interface SliderStep {
  state: SliderState;
  effects: SliderEffect[];
  /** The input event was used by the slider: the island prevents its default (page scrolling). */
  consumed: boolean;
}

export interface SliderTiming {
  /** Tween length; 0 with reduced motion or while animations are disabled. */
  tweenMs: number;
  threshold?: number;
  wheelGapMs?: number;
}

/**
 * The state of a slider with `count` slides showing `index` (clamped), unlocked.
 *
 * @example
 * initialSliderState(4); // { count: 4, index: 0, locked: false, armed: true, ... }
 */
export function initialSliderState(count: number, index = 0): SliderState {
  return {
    count: Math.max(0, Math.floor(count)),
    index: clampIndex(index, count),
    locked: false,
    armed: true,
    engagedAt: Number.NEGATIVE_INFINITY,
    busyUntil: Number.NEGATIVE_INFINITY,
    gesture: null,
  };
}

/** `index` limited to the slides that exist (0 when there are none). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

/**
 * The slider's state machine: one input in, the next state and the effects out. Pure.
 *
 * - The lock engages when the slider's top edge reaches (or crosses) the viewport top while the
 *   slider still overlaps the viewport. Entering from above starts at the first slide, entering
 *   from below at the last. A slider with fewer than two slides never locks. Wheel events that
 *   continue the scroll which brought the slider in (no pause of WHEEL_GESTURE_GAP_MS) are
 *   swallowed.
 * - While locked, a drag of at least the threshold (or a wheel gesture summing to it) moves one
 *   slide: up (negative dy / positive deltaY) to the next, down to the previous. Past either end
 *   it releases the lock instead. Each gesture changes the slide at most once, and gestures that
 *   start while a tween runs change nothing.
 * - Keyboard and buttons step one slide at any time; past an end they release when locked.
 *
 * @example
 * const s = { ...initialSliderState(3), locked: true };
 * reduceSlider(reduceSlider(s, { type: 'dragStart', y: 300, now: 0 }, { tweenMs: 500 }).state,
 *   { type: 'dragMove', y: 270, now: 10 }, { tweenMs: 500 }).state.index; // 1
 */
export function reduceSlider(state: SliderState, input: SliderInput, timing: SliderTiming): SliderStep {
  const threshold = timing.threshold ?? SLIDE_DRAG_THRESHOLD;
  switch (input.type) {
    case 'position':
      return onPosition(state, input);
    case 'dragStart':
      if (!state.locked) return idle({ ...state, gesture: null });
      return {
        state: {
          ...state,
          gesture: { kind: 'drag', origin: input.y, travelled: 0, lastAt: input.now, handled: false },
        },
        effects: [],
        consumed: true,
      };
    case 'dragMove': {
      const gesture = state.gesture;
      if (!state.locked || !gesture || gesture.kind !== 'drag') return idle(state);
      const dy = input.y - gesture.origin;
      if (gesture.handled || Math.abs(dy) < threshold) {
        return {
          state: { ...state, gesture: { ...gesture, lastAt: input.now } },
          effects: [],
          consumed: true,
        };
      }
      // Dragging up (negative dy) pulls the next slide in, like scrolling down.
      const direction: SlideDirection = dy < 0 ? 1 : -1;
      const handledState = { ...state, gesture: { ...gesture, lastAt: input.now, handled: true } };
      if (input.now < state.busyUntil) return { state: handledState, effects: [], consumed: true };
      return advance(handledState, direction, input.now, timing.tweenMs);
    }
    case 'dragEnd':
      return { state: { ...state, gesture: null }, effects: [], consumed: state.locked };
    case 'wheel': {
      if (!state.locked || input.deltaY === 0) return idle(state);
      const previous = state.gesture;
      const continues =
        previous !== null &&
        previous.kind === 'wheel' &&
        input.now - previous.lastAt <= (timing.wheelGapMs ?? WHEEL_GESTURE_GAP_MS);
      const gesture: SliderGesture = continues
        ? { ...previous, travelled: previous.travelled + input.deltaY, lastAt: input.now }
        : { kind: 'wheel', origin: 0, travelled: input.deltaY, lastAt: input.now, handled: false };
      // A gesture that starts during a tween (trackpad momentum) is spent without moving.
      if (!continues && input.now < state.busyUntil) gesture.handled = true;
      if (gesture.handled || Math.abs(gesture.travelled) < threshold) {
        return { state: { ...state, gesture }, effects: [], consumed: true };
      }
      const direction: SlideDirection = gesture.travelled > 0 ? 1 : -1;
      return advance(
        { ...state, gesture: { ...gesture, handled: true } },
        direction,
        input.now,
        timing.tweenMs,
      );
    }
    case 'step': {
      const target = state.index + input.direction;
      if (target >= 0 && target < state.count)
        return advance(state, input.direction, input.now, timing.tweenMs);
      if (state.locked) return advance(state, input.direction, input.now, timing.tweenMs);
      return idle(state);
    }
  }
}

/** One slide on, or a release when there is none in that direction. */
function advance(state: SliderState, direction: SlideDirection, now: number, tweenMs: number): SliderStep {
  const target = state.index + direction;
  if (target < 0 || target >= state.count) {
    return {
      state: { ...state, locked: false, armed: false, gesture: null },
      effects: [{ type: 'release', direction }],
      consumed: true,
    };
  }
  return {
    state: { ...state, index: target, busyUntil: now + tweenMs },
    effects: [{ type: 'change', from: state.index, to: target }],
    consumed: true,
  };
}

function onPosition(state: SliderState, input: Extract<SliderInput, { type: 'position' }>): SliderStep {
  const { top, previousTop, viewportHeight, now } = input;
  const distance = Math.abs(top);
  if (state.locked) {
    if (distance <= FILL_TOLERANCE) return idle(state);
    if (distance <= LOCK_DRIFT_TOLERANCE || now - state.engagedAt < ENGAGE_SETTLE_MS) {
      return { state, effects: [{ type: 'engage' }], consumed: false };
    }
    return {
      state: { ...state, locked: false, armed: false, gesture: null },
      effects: [{ type: 'unlock' }],
      consumed: false,
    };
  }
  if (!state.armed) {
    return idle(distance > LOCK_DRIFT_TOLERANCE ? { ...state, armed: true } : state);
  }
  if (state.count < 2 || distance >= viewportHeight) return idle(state);
  const crossedDown = previousTop > 0 && top <= 0;
  const crossedUp = previousTop < 0 && top >= 0;
  if (!crossedDown && !crossedUp && distance > FILL_TOLERANCE) return idle(state);
  const index = crossedDown ? 0 : crossedUp ? state.count - 1 : state.index;
  const effects: SliderEffect[] = [{ type: 'engage' }];
  if (index !== state.index) effects.push({ type: 'change', from: state.index, to: index });
  // The wheel turn that scrolled the slider in continues for a moment (further notches, trackpad
  // momentum): count it as a spent gesture, so it does not also skip the first slide.
  const spent: SliderGesture = { kind: 'wheel', origin: 0, travelled: 0, lastAt: now, handled: true };
  return {
    state: { ...state, index, locked: true, engagedAt: now, gesture: spent },
    effects,
    consumed: false,
  };
}

function idle(state: SliderState): SliderStep {
  return { state, effects: [], consumed: false };
}

/**
 * The slide a visitor is looking at while the slides are still a plain list (before the island
 * hydrated), from the list's top edge relative to the viewport; null when the list's start is
 * not above the viewport top (the visitor has not entered it) or it has been scrolled past.
 *
 * @example
 * listIndexAt(-1.6 * 800, 800, 4); // 2 (the third section mostly fills the viewport)
 */
export function listIndexAt(top: number, viewportHeight: number, count: number): number | null {
  if (count <= 0 || viewportHeight <= 0 || top > 0) return null;
  if (-top >= count * viewportHeight) return null;
  return clampIndex(-top / viewportHeight, count);
}

/**
 * Whether a slider may animate and take gestures: always outside a drawer; inside a drawer only
 * once the drawer is full screen and has had `delayMs` to finish its own animation.
 *
 * @example
 * sliderMotionAllowed({ inDrawer: true, fullScreenSince: 1000, now: 1050 }); // false
 */
export function sliderMotionAllowed(env: {
  inDrawer: boolean;
  /** When the drawer became full screen (ms), or null while it is not. */
  fullScreenSince: number | null;
  now: number;
  delayMs?: number;
}): boolean {
  if (!env.inDrawer) return true;
  if (env.fullScreenSince === null) return false;
  return env.now - env.fullScreenSince >= (env.delayMs ?? DRAWER_FULL_SCREEN_DELAY_MS);
}

/**
 * Share of the total progress carried by the slides: min(0.8, 0.5 × slide count) (visitor spec
 * §9); the rest belongs to scrolling on past the slider.
 *
 * @example
 * slideProgressWeight(1); // 0.5
 * slideProgressWeight(4); // 0.8
 */
export function slideProgressWeight(count: number): number {
  if (!(count > 0)) return 0;
  return Math.min(MAX_SLIDE_WEIGHT, 0.5 * count);
}

/**
 * How far the visitor has scrolled on past the slider, 0..1: 0 while the slider still fills the
 * viewport (or is below it), 1 at the end of the page. With nothing below the slider to scroll,
 * reaching the slider counts as complete.
 *
 * @param scrollY current page scroll position
 * @param sliderY scroll position at which the slider fills the viewport
 * @param maxScrollY the page's largest scroll position
 */
export function scrollProgressPast(scrollY: number, sliderY: number, maxScrollY: number): number {
  if (maxScrollY <= sliderY) return scrollY >= maxScrollY ? 1 : 0;
  return clamp01((scrollY - sliderY) / (maxScrollY - sliderY));
}

/**
 * Total progress 0..1: the slide weight times the share of slides seen ((index + 1) / count)
 * plus the remaining weight times the scroll progress past the slider.
 *
 * @example
 * totalSliderProgress({ index: 1, count: 4, scrollProgress: 0 }); // 0.4
 */
export function totalSliderProgress(args: { index: number; count: number; scrollProgress: number }): number {
  const { count } = args;
  if (count <= 0) return clamp01(args.scrollProgress);
  const weight = slideProgressWeight(count);
  const slides = (clampIndex(args.index, count) + 1) / count;
  return clamp01(weight * slides + (1 - weight) * clamp01(args.scrollProgress));
}

/** The payload of the `slider_progress_update` analytics event (visitor spec §7). */
export interface SliderProgressPayload {
  sliderId: string;
  pageId: string;
  /** Furthest total progress reached on this page view, 0..1, rounded to 3 decimals. */
  totalProgress: number;
  totalSlideCount: number;
  currentIndex: number;
}

/**
 * The analytics payload for the slider's current state. `furthest` is the highest total progress
 * reported so far on this page view: progress never goes back when the visitor scrolls back up.
 */
export function sliderProgressPayload(args: {
  sliderId: string;
  pageId: string;
  index: number;
  count: number;
  scrollProgress: number;
  furthest?: number;
}): SliderProgressPayload {
  const now = totalSliderProgress(args);
  return {
    sliderId: args.sliderId,
    pageId: args.pageId,
    totalProgress: round3(Math.max(now, args.furthest ?? 0)),
    totalSlideCount: args.count,
    currentIndex: clampIndex(args.index, args.count),
  };
}

function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
