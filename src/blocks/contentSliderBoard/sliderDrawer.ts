/**
 * The browser side of the scroll-hijack slider drawer: measures the slider, listens to scroll,
 * wheel, pointer and keyboard input, feeds it to the pure state machine in src/lib/slider.ts and
 * carries out its effects (snap the page, lock page scrolling, tween, release, analytics).
 *
 * Page scrolling is locked with `html[data-slider-lock]` (overflow hidden, see styles.css), which
 * also stops touch momentum; wheel and touch input then reach only the slider. A slider inside a
 * drawer (`[data-drawer]`) takes part only while that drawer is full screen
 * (`data-drawer-fullscreen="true"`) and has settled for DRAWER_FULL_SCREEN_DELAY_MS.
 */
import { debouncedTracker } from './analytics.ts';
import {
  DRAWER_FULL_SCREEN_DELAY_MS,
  SLIDE_DRAG_THRESHOLD,
  SLIDE_TWEEN_MS,
  SLIDER_PROGRESS_DEBOUNCE_MS,
  SLIDER_PROGRESS_EVENT,
  initialSliderState,
  reduceSlider,
  scrollProgressPast,
  sliderMotionAllowed,
  sliderProgressPayload,
  totalSliderProgress,
  type SlideDirection,
  type SliderEffect,
  type SliderInput,
  type SliderProgressPayload,
  type SliderState,
} from '../../lib/slider.ts';

/** What the view renders from. */
export interface SliderView {
  index: number;
  locked: boolean;
  /** A tween is running. */
  animating: boolean;
  /** Slide changes tween (false with reduced motion or in a drawer that is not ready). */
  motion: boolean;
}

export interface SliderDrawerOptions {
  count: number;
  /** Take over page scrolling (live pages); false leaves only buttons and keys (edit mode). */
  hijack: boolean;
  sliderId: string;
  pageId: string;
  initialIndex: number;
  /** Lock at once (the visitor was already inside the slides when the island hydrated). */
  engageNow: boolean;
  onView: (view: SliderView) => void;
}

export interface SliderDrawer {
  /** Previous / next slide (buttons). */
  step: (direction: SlideDirection) => void;
  /** Handles a key press on the slider; true when it was used (its default is then prevented). */
  key: (event: KeyboardEvent) => boolean;
  destroy: () => void;
}

const LOCK_ATTRIBUTE = 'data-slider-lock';
const NEXT_KEYS = new Set(['ArrowDown', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp']);

/** Wires a slider stage (the element that fills the viewport) to the page. */
export function attachSliderDrawer(stage: HTMLElement, options: SliderDrawerOptions): SliderDrawer {
  const { count, hijack } = options;
  const now = () => performance.now();
  const root = document.documentElement;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const drawer = stage.parentElement?.closest<HTMLElement>('[data-drawer]') ?? null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const cleanups: (() => void)[] = [];

  let fullScreenSince: number | null =
    drawer?.dataset['drawerFullscreen'] === 'true' ? now() - DRAWER_FULL_SCREEN_DELAY_MS : null;
  let state: SliderState = initialSliderState(count, options.initialIndex);
  let animating = false;
  let animationTimer: ReturnType<typeof setTimeout> | null = null;
  let previousTop = stage.getBoundingClientRect().top;
  let dragPointer: number | null = null;
  let dragStartY = 0;
  let suppressClick = false;
  let seen = false;
  let furthest = 0;
  let lastView = '';

  const later = (fn: () => void, ms: number) => {
    const handle = setTimeout(() => {
      timers.delete(handle);
      fn();
    }, ms);
    timers.add(handle);
    return handle;
  };
  const listen = <K extends keyof WindowEventMap>(
    target: Window | HTMLElement,
    type: K,
    handler: (event: WindowEventMap[K]) => void,
    opts?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, handler as EventListener, opts);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener, opts));
  };

  const motionAllowed = () => sliderMotionAllowed({ inDrawer: drawer !== null, fullScreenSince, now: now() });
  const tweenMs = () => (reducedMotion.matches || !motionAllowed() ? 0 : SLIDE_TWEEN_MS);
  const hijacking = () => hijack && count > 1 && motionAllowed();
  const tracker = debouncedTracker<SliderProgressPayload>(SLIDER_PROGRESS_EVENT, SLIDER_PROGRESS_DEBOUNCE_MS);

  function publish() {
    const view: SliderView = { index: state.index, locked: state.locked, animating, motion: tweenMs() > 0 };
    const key = JSON.stringify(view);
    if (key !== lastView) {
      lastView = key;
      options.onView(view);
    }
    if (!hijack || !seen) return;
    const sliderY = window.scrollY + stage.getBoundingClientRect().top;
    const maxScrollY = root.scrollHeight - window.innerHeight;
    const scrollProgress = scrollProgressPast(window.scrollY, sliderY, maxScrollY);
    const payload = sliderProgressPayload({
      sliderId: options.sliderId,
      pageId: options.pageId,
      index: state.index,
      count,
      scrollProgress,
      furthest,
    });
    furthest = Math.max(furthest, totalSliderProgress({ index: state.index, count, scrollProgress }));
    tracker.push(payload);
  }

  let wheelListening = false;
  function setLock(locked: boolean) {
    root.toggleAttribute(LOCK_ATTRIBUTE, locked);
    // A non-passive wheel listener makes every wheel turn wait for the main thread: hold one only
    // while the slider has the page.
    if (locked !== wheelListening) {
      if (locked) window.addEventListener('wheel', onWheel, { passive: false });
      else window.removeEventListener('wheel', onWheel);
      wheelListening = locked;
    }
  }

  function snapToStage() {
    const top = window.scrollY + stage.getBoundingClientRect().top;
    window.scrollTo({ top, behavior: 'instant' });
    previousTop = stage.getBoundingClientRect().top;
  }

  function apply(effect: SliderEffect) {
    switch (effect.type) {
      case 'engage':
        setLock(true);
        snapToStage();
        seen = true;
        break;
      case 'change': {
        seen = true;
        // The slide that had focus becomes inert: keep focus on the slider, not lost to the page.
        if (
          document.activeElement?.closest('.content-slider__slide') &&
          stage.contains(document.activeElement)
        ) {
          stage.focus({ preventScroll: true });
        }
        const ms = tweenMs();
        animating = ms > 0;
        if (animationTimer !== null) clearTimeout(animationTimer);
        animationTimer = ms > 0 ? later(() => ((animating = false), publish()), ms) : null;
        break;
      }
      case 'release': {
        setLock(false);
        // The page moves on by the slider's height: the slider leaves the viewport the way the
        // visitor was heading, like one more slide.
        const top =
          window.scrollY + stage.getBoundingClientRect().top + effect.direction * stage.offsetHeight;
        window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion.matches ? 'instant' : 'smooth' });
        break;
      }
      case 'unlock':
        setLock(false);
        break;
    }
  }

  function dispatch(input: SliderInput): boolean {
    if (!hijacking() && input.type !== 'step') {
      if (state.locked) {
        state = { ...state, locked: false, gesture: null };
        setLock(false);
        publish();
      }
      return false;
    }
    const result = reduceSlider(state, input, { tweenMs: tweenMs() });
    state = result.state;
    result.effects.forEach(apply);
    publish();
    return result.consumed;
  }

  function onPosition() {
    const top = stage.getBoundingClientRect().top;
    const before = previousTop;
    previousTop = top;
    dispatch({ type: 'position', top, previousTop: before, viewportHeight: window.innerHeight, now: now() });
  }

  function onWheel(event: WheelEvent) {
    if (!state.locked || event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? window.innerHeight : 1;
    if (dispatch({ type: 'wheel', deltaY: event.deltaY * scale, now: now() }) && event.cancelable) {
      event.preventDefault();
    }
  }

  function onPointerDown(event: PointerEvent) {
    suppressClick = false;
    if (!state.locked || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragPointer = event.pointerId;
    dragStartY = event.clientY;
    dispatch({ type: 'dragStart', y: event.clientY, now: now() });
  }

  function onPointerMove(event: PointerEvent) {
    if (event.pointerId !== dragPointer) return;
    if (dispatch({ type: 'dragMove', y: event.clientY, now: now() }) && event.cancelable) {
      event.preventDefault();
    }
    // A drag is not also a click on the link or button it started on.
    if (Math.abs(event.clientY - dragStartY) >= SLIDE_DRAG_THRESHOLD) suppressClick = true;
  }

  function onPointerEnd(event: PointerEvent) {
    if (event.pointerId !== dragPointer) return;
    dragPointer = null;
    dispatch({ type: 'dragEnd', now: now() });
  }

  function onClick(event: MouseEvent) {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  }

  if (hijack && count > 1) {
    listen(window, 'scroll', onPosition, { passive: true });
    listen(window, 'resize', onPosition, { passive: true });
    listen(stage, 'pointerdown', onPointerDown);
    listen(window, 'pointermove', onPointerMove, { passive: false });
    listen(window, 'pointerup', onPointerEnd);
    listen(window, 'pointercancel', onPointerEnd);
    listen(stage, 'click', onClick, { capture: true });
    listen(stage, 'dragstart', (event) => state.locked && event.preventDefault());
    listen(window, 'pagehide', () => tracker.flush());
    const onVisibility = () => document.visibilityState === 'hidden' && tracker.flush();
    document.addEventListener('visibilitychange', onVisibility);
    cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
  }

  if (drawer) {
    const observer = new MutationObserver(() => {
      const full = drawer.dataset['drawerFullscreen'] === 'true';
      if (full && fullScreenSince === null) {
        fullScreenSince = now();
        later(() => (onPosition(), publish()), DRAWER_FULL_SCREEN_DELAY_MS);
      } else if (!full) {
        fullScreenSince = null;
      }
      onPosition();
      publish();
    });
    observer.observe(drawer, { attributes: true, attributeFilter: ['data-drawer-fullscreen'] });
    cleanups.push(() => observer.disconnect());
  }

  const onMotionChange = () => publish();
  reducedMotion.addEventListener('change', onMotionChange);
  cleanups.push(() => reducedMotion.removeEventListener('change', onMotionChange));

  if (options.engageNow && hijacking()) {
    state = { ...state, locked: true, engagedAt: now() };
    apply({ type: 'engage' });
  }
  publish();

  return {
    step(direction) {
      dispatch({ type: 'step', direction, now: now() });
    },
    key(event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
      const direction = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
      if (direction === 0) return false;
      return dispatch({ type: 'step', direction, now: now() });
    },
    destroy() {
      cleanups.forEach((cleanup) => cleanup());
      timers.forEach((handle) => clearTimeout(handle));
      tracker.flush();
      if (state.locked || wheelListening) setLock(false);
    },
  };
}
