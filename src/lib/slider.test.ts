import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAWER_FULL_SCREEN_DELAY_MS,
  SLIDE_DRAG_THRESHOLD,
  SLIDE_TWEEN_MS,
  SLIDER_PROGRESS_DEBOUNCE_MS,
  SLIDER_PROGRESS_EVENT,
  WHEEL_GESTURE_GAP_MS,
  initialSliderState,
  listIndexAt,
  reduceSlider,
  scrollProgressPast,
  slideProgressWeight,
  sliderMotionAllowed,
  sliderProgressPayload,
  totalSliderProgress,
  type SliderInput,
  type SliderState,
} from './slider.ts';

const TIMING = { tweenMs: SLIDE_TWEEN_MS };
const VH = 800;

/** Runs inputs through the reducer, returning every step. */
function run(state: SliderState, inputs: SliderInput[]) {
  const steps = [];
  let current = state;
  for (const input of inputs) {
    const step = reduceSlider(current, input, TIMING);
    steps.push(step);
    current = step.state;
  }
  return { state: current, steps };
}

const locked = (count: number, index = 0, now = -10_000): SliderState => ({
  ...initialSliderState(count, index),
  locked: true,
  engagedAt: now,
});

const drag = (from: number, to: number, now = 0): SliderInput[] => [
  { type: 'dragStart', y: from, now },
  { type: 'dragMove', y: to, now: now + 16 },
  { type: 'dragEnd', now: now + 32 },
];

describe('constants (visitor spec §7, §9)', () => {
  it('uses the spec values', () => {
    expect(SLIDE_DRAG_THRESHOLD).toBe(20);
    expect(SLIDE_TWEEN_MS).toBe(500);
    expect(DRAWER_FULL_SCREEN_DELAY_MS).toBe(100);
    expect(SLIDER_PROGRESS_DEBOUNCE_MS).toBe(500);
    expect(SLIDER_PROGRESS_EVENT).toBe('slider_progress_update');
  });
});

describe('engaging the lock', () => {
  it('locks at the first slide when the slider reaches the viewport top from below', () => {
    const step = reduceSlider(
      initialSliderState(4, 2),
      { type: 'position', top: -12, previousTop: 40, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(step.state.locked).toBe(true);
    expect(step.state.index).toBe(0);
    expect(step.effects).toEqual([{ type: 'engage' }, { type: 'change', from: 2, to: 0 }]);
  });

  it('locks at the last slide when scrolling back up into it', () => {
    const step = reduceSlider(
      initialSliderState(4),
      { type: 'position', top: 8, previousTop: -30, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(step.state).toMatchObject({ locked: true, index: 3 });
    expect(step.effects[0]).toEqual({ type: 'engage' });
  });

  it('locks when the slider exactly fills the viewport, keeping the slide', () => {
    const step = reduceSlider(
      initialSliderState(4, 1),
      { type: 'position', top: 0.5, previousTop: 0.5, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(step.state).toMatchObject({ locked: true, index: 1 });
    expect(step.effects).toEqual([{ type: 'engage' }]);
  });

  it('swallows the rest of the wheel turn that scrolled the slider in', () => {
    const engaged = reduceSlider(
      initialSliderState(4),
      { type: 'position', top: -40, previousTop: 60, viewportHeight: VH, now: 1000 },
      TIMING,
    ).state;
    const { state, steps } = run(engaged, [
      { type: 'wheel', deltaY: 100, now: 1080 },
      { type: 'wheel', deltaY: 100, now: 1200 },
    ]);
    expect(state.index).toBe(0);
    expect(steps.every((s) => s.consumed)).toBe(true);
    const later = 1200 + WHEEL_GESTURE_GAP_MS + 1;
    expect(run(state, [{ type: 'wheel', deltaY: 100, now: later }]).state.index).toBe(1);
  });

  it('does not lock while the slider is only approaching, was jumped over, or has one slide', () => {
    const approach = reduceSlider(
      initialSliderState(4),
      { type: 'position', top: 300, previousTop: 400, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(approach.state.locked).toBe(false);
    const jumped = reduceSlider(
      initialSliderState(4),
      { type: 'position', top: -3000, previousTop: 500, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(jumped.state.locked).toBe(false);
    const single = reduceSlider(
      initialSliderState(1),
      { type: 'position', top: -5, previousTop: 5, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(single.state.locked).toBe(false);
  });

  it('snaps back small drifts while locked and unlocks when the page was scrolled away', () => {
    const drift = reduceSlider(
      locked(4),
      { type: 'position', top: -10, previousTop: 0, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(drift.state.locked).toBe(true);
    expect(drift.effects).toEqual([{ type: 'engage' }]);
    const away = reduceSlider(
      locked(4),
      { type: 'position', top: -200, previousTop: 0, viewportHeight: VH, now: 0 },
      TIMING,
    );
    expect(away.state).toMatchObject({ locked: false, armed: false });
    expect(away.effects).toEqual([{ type: 'unlock' }]);
    const settling = reduceSlider(
      locked(4, 0, 0),
      { type: 'position', top: -200, previousTop: 0, viewportHeight: VH, now: 100 },
      TIMING,
    );
    expect(settling.state.locked).toBe(true);
    expect(settling.effects).toEqual([{ type: 'engage' }]);
  });
});

describe('dragging', () => {
  it('changes to the next slide on an upward drag of at least 20 px, once per drag', () => {
    const { state, steps } = run(locked(4), [
      { type: 'dragStart', y: 500, now: 0 },
      { type: 'dragMove', y: 481, now: 10 },
      { type: 'dragMove', y: 480, now: 20 },
      { type: 'dragMove', y: 300, now: 30 },
      { type: 'dragEnd', now: 40 },
    ]);
    expect(steps[1]?.effects).toEqual([]);
    expect(steps[2]?.effects).toEqual([{ type: 'change', from: 0, to: 1 }]);
    expect(steps[3]?.effects).toEqual([]);
    expect(state.index).toBe(1);
    expect(steps.slice(0, 4).every((s) => s.consumed)).toBe(true);
  });

  it('ignores a drag shorter than the threshold', () => {
    const { state, steps } = run(locked(4, 1), drag(500, 481));
    expect(state.index).toBe(1);
    expect(steps.flatMap((s) => s.effects)).toEqual([]);
  });

  it('goes back on a downward drag', () => {
    expect(run(locked(4, 2), drag(300, 340)).state.index).toBe(1);
  });

  it('releases the lock when dragging down on the first slide or up on the last', () => {
    const first = run(locked(4, 0), drag(300, 360));
    expect(first.state).toMatchObject({ locked: false, armed: false, index: 0 });
    expect(first.steps[1]?.effects).toEqual([{ type: 'release', direction: -1 }]);
    const last = run(locked(4, 3), drag(300, 200));
    expect(last.state).toMatchObject({ locked: false, index: 3 });
    expect(last.steps[1]?.effects).toEqual([{ type: 'release', direction: 1 }]);
  });

  it('does nothing while unlocked (the page scrolls normally)', () => {
    const { state, steps } = run(initialSliderState(4), drag(500, 300));
    expect(state.index).toBe(0);
    expect(steps.some((s) => s.consumed)).toBe(false);
  });

  it('swallows a drag that starts while the tween runs', () => {
    const { state } = run(locked(4), [...drag(500, 400, 0), ...drag(500, 400, 100)]);
    expect(state.index).toBe(1);
    expect(run(locked(4), [...drag(500, 400, 0), ...drag(500, 400, 600)]).state.index).toBe(2);
  });
});

describe('wheel', () => {
  it('changes one slide per gesture, summing small deltas', () => {
    const { state, steps } = run(locked(4), [
      { type: 'wheel', deltaY: 8, now: 0 },
      { type: 'wheel', deltaY: 8, now: 30 },
      { type: 'wheel', deltaY: 8, now: 60 },
      { type: 'wheel', deltaY: 40, now: 90 },
    ]);
    expect(steps.map((s) => s.effects.length)).toEqual([0, 0, 1, 0]);
    expect(state.index).toBe(1);
    expect(steps.every((s) => s.consumed)).toBe(true);
  });

  it('starts a new gesture after a pause, but not while a tween runs', () => {
    const gap = WHEEL_GESTURE_GAP_MS + 1;
    expect(
      run(locked(4), [
        { type: 'wheel', deltaY: 100, now: 0 },
        { type: 'wheel', deltaY: 100, now: SLIDE_TWEEN_MS + gap },
      ]).state.index,
    ).toBe(2);
    expect(
      run(locked(4), [
        { type: 'wheel', deltaY: 100, now: 0 },
        { type: 'wheel', deltaY: 100, now: gap },
        { type: 'wheel', deltaY: 100, now: gap + 50 },
      ]).state.index,
    ).toBe(1);
  });

  it('releases at the ends and is ignored while unlocked', () => {
    const released = run(locked(3, 2), [{ type: 'wheel', deltaY: 120, now: 0 }]);
    expect(released.state.locked).toBe(false);
    expect(released.steps[0]?.effects).toEqual([{ type: 'release', direction: 1 }]);
    const up = run(locked(3, 0), [{ type: 'wheel', deltaY: -120, now: 0 }]);
    expect(up.steps[0]?.effects).toEqual([{ type: 'release', direction: -1 }]);
    expect(run(initialSliderState(3), [{ type: 'wheel', deltaY: 120, now: 0 }]).steps[0]?.consumed).toBe(
      false,
    );
  });
});

describe('keyboard and buttons', () => {
  it('step between slides whether locked or not', () => {
    expect(run(initialSliderState(4), [{ type: 'step', direction: 1, now: 0 }]).state.index).toBe(1);
    expect(run(locked(4, 2), [{ type: 'step', direction: -1, now: 0 }]).state.index).toBe(1);
  });

  it('leave the ends alone when unlocked (the key scrolls the page) and release when locked', () => {
    const free = run(initialSliderState(4, 3), [{ type: 'step', direction: 1, now: 0 }]);
    expect(free.steps[0]).toMatchObject({ effects: [], consumed: false });
    const held = run(locked(4, 3), [{ type: 'step', direction: 1, now: 0 }]);
    expect(held.steps[0]?.effects).toEqual([{ type: 'release', direction: 1 }]);
  });
});

describe('after a release', () => {
  it('does not lock again until the slider has left the filling position, then locks on crossing', () => {
    const released = run(locked(4, 3), drag(300, 200)).state;
    const { state, steps } = run(released, [
      { type: 'position', top: -1, previousTop: 0, viewportHeight: VH, now: 1000 },
      { type: 'position', top: -60, previousTop: -1, viewportHeight: VH, now: 1016 },
      { type: 'position', top: 10, previousTop: -60, viewportHeight: VH, now: 1032 },
    ]);
    expect(steps[0]?.state.locked).toBe(false);
    expect(steps[1]?.state).toMatchObject({ locked: false, armed: true });
    expect(state).toMatchObject({ locked: true, index: 3 });
  });
});

describe('state machine properties', () => {
  const inputArb = fc.oneof(
    fc.record({
      type: fc.constant('position' as const),
      top: fc.integer({ min: -2000, max: 2000 }),
      previousTop: fc.integer({ min: -2000, max: 2000 }),
      viewportHeight: fc.constant(VH),
    }),
    fc.record({ type: fc.constant('dragStart' as const), y: fc.integer({ min: 0, max: VH }) }),
    fc.record({ type: fc.constant('dragMove' as const), y: fc.integer({ min: -200, max: VH + 200 }) }),
    fc.record({ type: fc.constant('dragEnd' as const) }),
    fc.record({ type: fc.constant('wheel' as const), deltaY: fc.integer({ min: -300, max: 300 }) }),
    fc.record({ type: fc.constant('step' as const), direction: fc.constantFrom(1 as const, -1 as const) }),
  );
  const scenario = fc.record({
    count: fc.integer({ min: 0, max: 8 }),
    start: fc.integer({ min: 0, max: 7 }),
    inputs: fc.array(fc.tuple(inputArb, fc.integer({ min: 0, max: 700 })), { maxLength: 60 }),
  });

  it('keeps the index in range and moves at most one slide per input (except when engaging)', () => {
    fc.assert(
      fc.property(scenario, ({ count, start, inputs }) => {
        let state = initialSliderState(count, start);
        let now = 0;
        for (const [partial, dt] of inputs) {
          now += dt;
          const input = { ...partial, now } as SliderInput;
          const step = reduceSlider(state, input, TIMING);
          const next = step.state;
          expect(next.index).toBeGreaterThanOrEqual(0);
          expect(next.index).toBeLessThanOrEqual(Math.max(0, count - 1));
          if (input.type === 'position') {
            if (next.index !== state.index) expect([0, count - 1]).toContain(next.index);
          } else {
            expect(Math.abs(next.index - state.index)).toBeLessThanOrEqual(1);
          }
          // Only a locked slider takes drags and wheel turns.
          if (!state.locked && (input.type === 'dragMove' || input.type === 'wheel')) {
            expect(step.consumed).toBe(false);
            expect(next.index).toBe(state.index);
          }
          // A release happens only from an end slide, in the direction past it.
          for (const effect of step.effects) {
            if (effect.type === 'release') {
              expect(next.locked).toBe(false);
              expect(effect.direction === 1 ? state.index === count - 1 : state.index === 0).toBe(true);
            }
          }
          state = next;
        }
      }),
    );
  });

  it('a single drag changes the slide iff it moves at least the threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.nat(7),
        fc.integer({ min: -300, max: 300 }),
        (count, rawIndex, dy) => {
          const index = rawIndex % count;
          const { state } = run(locked(count, index), drag(400, 400 + dy));
          if (Math.abs(dy) < SLIDE_DRAG_THRESHOLD) {
            expect(state).toMatchObject({ index, locked: true });
            return;
          }
          const target = index + (dy < 0 ? 1 : -1);
          if (target < 0 || target >= count) expect(state).toMatchObject({ index, locked: false });
          else expect(state).toMatchObject({ index: target, locked: true });
        },
      ),
    );
  });
});

describe('listIndexAt', () => {
  it('finds the section in view before hydration', () => {
    expect(listIndexAt(100, VH, 4)).toBeNull();
    expect(listIndexAt(0, VH, 4)).toBe(0);
    expect(listIndexAt(-1.6 * VH, VH, 4)).toBe(2);
    expect(listIndexAt(-3.9 * VH, VH, 4)).toBe(3);
    expect(listIndexAt(-4 * VH, VH, 4)).toBeNull();
  });

  it('maps section starts to their index', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.nat(9),
        fc.integer({ min: 200, max: 2000 }),
        (count, i, vh) => {
          const index = i % count;
          expect(listIndexAt(-index * vh, vh, count)).toBe(index);
        },
      ),
    );
  });
});

describe('sliderMotionAllowed', () => {
  it('allows motion outside drawers and in drawers full screen for 100 ms', () => {
    expect(sliderMotionAllowed({ inDrawer: false, fullScreenSince: null, now: 0 })).toBe(true);
    expect(sliderMotionAllowed({ inDrawer: true, fullScreenSince: null, now: 5000 })).toBe(false);
    expect(sliderMotionAllowed({ inDrawer: true, fullScreenSince: 1000, now: 1099 })).toBe(false);
    expect(sliderMotionAllowed({ inDrawer: true, fullScreenSince: 1000, now: 1100 })).toBe(true);
  });
});

describe('progress (visitor spec §9)', () => {
  it('weights slides min(0.8, 0.5 x count)', () => {
    expect(slideProgressWeight(0)).toBe(0);
    expect(slideProgressWeight(1)).toBe(0.5);
    expect(slideProgressWeight(2)).toBe(0.8);
    expect(slideProgressWeight(4)).toBe(0.8);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        expect(slideProgressWeight(n)).toBe(Math.min(0.8, 0.5 * n));
      }),
    );
  });

  it('adds the slides seen and the scrolling past the slider', () => {
    expect(totalSliderProgress({ index: 0, count: 4, scrollProgress: 0 })).toBeCloseTo(0.2);
    expect(totalSliderProgress({ index: 1, count: 4, scrollProgress: 0 })).toBeCloseTo(0.4);
    expect(totalSliderProgress({ index: 3, count: 4, scrollProgress: 0 })).toBeCloseTo(0.8);
    expect(totalSliderProgress({ index: 3, count: 4, scrollProgress: 0.5 })).toBeCloseTo(0.9);
    expect(totalSliderProgress({ index: 0, count: 1, scrollProgress: 1 })).toBe(1);
  });

  it('stays within 0..1 and grows with the slide and the scroll position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.nat(11),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (count, i, a, b) => {
          const index = i % count;
          const p = totalSliderProgress({ index, count, scrollProgress: Math.min(a, b) });
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
          expect(
            totalSliderProgress({ index, count, scrollProgress: Math.max(a, b) }),
          ).toBeGreaterThanOrEqual(p);
          if (index + 1 < count) {
            expect(
              totalSliderProgress({ index: index + 1, count, scrollProgress: Math.min(a, b) }),
            ).toBeGreaterThan(p);
          }
        },
      ),
    );
  });

  it('measures scrolling from the slider to the end of the page', () => {
    expect(scrollProgressPast(500, 1000, 2000)).toBe(0);
    expect(scrollProgressPast(1500, 1000, 2000)).toBe(0.5);
    expect(scrollProgressPast(2000, 1000, 2000)).toBe(1);
    expect(scrollProgressPast(1000, 1000, 1000)).toBe(1);
    expect(scrollProgressPast(900, 1000, 1000)).toBe(0);
  });

  it('builds the analytics payload with the furthest progress, rounded', () => {
    const base = { sliderId: 'group-s', pageId: 'page-p', count: 3, scrollProgress: 0 };
    expect(sliderProgressPayload({ ...base, index: 0 })).toEqual({
      sliderId: 'group-s',
      pageId: 'page-p',
      totalProgress: 0.267,
      totalSlideCount: 3,
      currentIndex: 0,
    });
    expect(sliderProgressPayload({ ...base, index: 0, furthest: 0.8 }).totalProgress).toBe(0.8);
  });
});
