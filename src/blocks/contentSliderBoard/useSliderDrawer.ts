/**
 * React glue for the slider drawer: renders the slides as a plain list until the island has
 * hydrated (so content is never hidden without JavaScript), then switches to the full-screen
 * slider and attaches the drawer's browser wiring (sliderDrawer.ts). If the visitor had already
 * scrolled into the list, the slider opens at the slide they were looking at.
 */
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { listIndexAt, type SlideDirection } from '../../lib/slider.ts';
import { attachSliderDrawer, type SliderDrawer, type SliderView } from './sliderDrawer.ts';

export interface SliderDrawerState extends SliderView {
  /** False in the server HTML and during hydration: the slides are a plain vertical list. */
  enhanced: boolean;
  step: (direction: SlideDirection) => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
}

const subscribeNever = () => () => {};

/** The slider drawer of a stage element with `count` slides. */
export function useSliderDrawer(args: {
  stageRef: RefObject<HTMLElement | null>;
  count: number;
  hijack: boolean;
  sliderId: string;
  pageId: string;
}): SliderDrawerState {
  const { stageRef, count, hijack, sliderId, pageId } = args;
  // false on the server and while hydrating, true right after: the list turns into the slider.
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [view, setView] = useState<SliderView>({ index: 0, locked: false, animating: false, motion: false });
  const drawerRef = useRef<SliderDrawer | null>(null);
  const listEntryRef = useRef<number | null>(null);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (enhanced || !stage) return;
    listEntryRef.current = listIndexAt(stage.getBoundingClientRect().top, window.innerHeight, count);
  }, [enhanced, count, stageRef]);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!enhanced || !stage) return;
    const entry = listEntryRef.current;
    const drawer = attachSliderDrawer(stage, {
      count,
      hijack,
      sliderId,
      pageId,
      initialIndex: entry ?? 0,
      engageNow: entry !== null,
      onView: setView,
    });
    drawerRef.current = drawer;
    return () => {
      drawer.destroy();
      drawerRef.current = null;
    };
  }, [enhanced, count, hijack, sliderId, pageId, stageRef]);

  const step = useCallback((direction: SlideDirection) => drawerRef.current?.step(direction), []);
  const onKeyDown = useCallback((event: ReactKeyboardEvent) => {
    if (drawerRef.current?.key(event.nativeEvent)) event.preventDefault();
  }, []);
  return { ...view, enhanced, step, onKeyDown };
}
