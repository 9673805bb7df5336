/**
 * The hole drawers at the bottom of the map (visitor spec §4 Map drawers): one per hole, side by
 * side; the active one in front, the others offset by 95% of a drawer's width so they peek at
 * the edges. Swipe left/right (or the previous/next buttons, or the arrow keys) to change hole;
 * tap a peeking drawer to bring it to the front; drag the handle up (or press it) for full
 * screen, where a back button returns to the map. The rules live in src/lib/map/drawer.ts.
 */
import {
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { mapTexts } from '../../i18n/visitor/map.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import {
  dragAxis,
  drawerOffset,
  keyTarget,
  snapAfterDrag,
  swipeTarget,
  type SnapPoint,
} from '../../lib/map/drawer.ts';
import type { MapHole } from '../mapDetails/holes.ts';
import { fill } from './texts.ts';

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  lastTime: number;
  velocityX: number;
  velocityY: number;
  axis: 'x' | 'y' | null;
  /** Vertical drags resize the drawer only from its handle and header. */
  fromHeader: boolean;
}

type FocusTarget = 'previous' | 'next' | 'back' | 'handle';

export interface MapDrawersProps {
  id: string;
  holes: readonly MapHole[];
  active: number;
  onActivate: (index: number) => void;
  snap: SnapPoint;
  onSnap: (snap: SnapPoint) => void;
  t: AreaDictionary<typeof mapTexts>;
  headingLevel: 'h2' | 'h3';
  /** The body of a drawer (description, image, link), rendered by the block. */
  renderBody: (hole: MapHole) => ReactNode;
}

export function MapDrawers(props: MapDrawersProps) {
  const { id, holes, active, onActivate, snap, onSnap, t, headingLevel: Heading, renderBody } = props;
  const count = holes.length;
  const full = snap === 1;
  const stripRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const focusAfter = useRef<FocusTarget | null>(null);
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);

  // After a change made from inside the drawers, keep the keyboard focus on the matching control
  // of the drawer now in front (the one it was on is inert now, or gone in full screen).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    const drawer = stripRef.current?.querySelector<HTMLElement>(`[data-drawer-index="${active}"]`);
    const fallback: Record<FocusTarget, FocusTarget> = {
      previous: 'next',
      next: 'previous',
      back: 'handle',
      handle: 'back',
    };
    const find = (name: FocusTarget) =>
      drawer?.querySelector<HTMLButtonElement>(`[data-focus="${name}"]:not(:disabled)`);
    (find(target) ?? find(fallback[target]))?.focus();
  }, [active, snap]);

  // Full screen: the page behind must not scroll.
  useEffect(() => {
    if (!full) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [full]);

  const activate = (index: number, focus: FocusTarget | null = null) => {
    if (index === active) return;
    focusAfter.current = focus;
    onActivate(index);
  };
  const setSnap = (next: SnapPoint, focus: FocusTarget | null) => {
    if (next === snap) return;
    focusAfter.current = focus;
    onSnap(next);
  };

  // A drag is followed on the window: a mouse leaves the drawer as soon as it moves up. The
  // pointer is captured only once the drag has a direction, so a plain tap still clicks the
  // button under it.
  const onPointerMove = (event: globalThis.PointerEvent) => {
    const state = drag.current;
    const strip = stripRef.current;
    if (!state || !strip || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    const dt = event.timeStamp - state.lastTime;
    if (dt > 0) {
      state.velocityX = (event.clientX - state.lastX) / dt;
      state.velocityY = (event.clientY - state.lastY) / dt;
    }
    state.lastX = event.clientX;
    state.lastY = event.clientY;
    state.lastTime = event.timeStamp;
    if (!state.axis) {
      const axis = dragAxis(dx, dy);
      if (!axis) return;
      if (axis === 'y' && !state.fromHeader) {
        // A vertical move in the body scrolls its text; this gesture is not ours.
        endDrag();
        return;
      }
      state.axis = axis;
      strip.setPointerCapture(event.pointerId);
      strip.classList.add('is-dragging');
    }
    if (state.axis === 'x') strip.style.setProperty('--drag-x', `${dx}px`);
    else strip.style.setProperty('--drag-y', `${full ? Math.max(0, dy) : Math.min(0, dy)}px`);
  };

  const onPointerUp = (event: globalThis.PointerEvent) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    endDrag();
    if (!state.axis) return;
    // The click that ends a drag is not a tap.
    suppressClick.current = true;
    window.setTimeout(() => (suppressClick.current = false), 0);
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (state.axis === 'x') {
      activate(swipeTarget({ active, count, dx, velocity: state.velocityX }));
    } else {
      const height = full
        ? window.innerHeight
        : (stripRef.current?.parentElement?.getBoundingClientRect().height ?? 0);
      setSnap(snapAfterDrag({ from: snap, dy, height, velocity: state.velocityY }), null);
    }
  };

  const onPointerCancel = (event: globalThis.PointerEvent) => {
    if (drag.current?.pointerId === event.pointerId) endDrag();
  };

  function endDrag() {
    drag.current = null;
    detach.current?.();
    detach.current = null;
    const strip = stripRef.current;
    strip?.classList.remove('is-dragging');
    strip?.style.removeProperty('--drag-x');
    strip?.style.removeProperty('--drag-y');
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    if (drag.current) endDrag();
    const target = event.target as Element;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocityX: 0,
      velocityY: 0,
      axis: null,
      fromHeader: target.closest('.map-drawer__top') !== null,
    };
    const [move, up, cancel] = [onPointerMove, onPointerUp, onPointerCancel];
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    detach.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && full) {
      event.preventDefault();
      setSnap(0.2, 'handle');
      return;
    }
    const target = keyTarget(event.key, active, count);
    if (target === null || target === active) return;
    event.preventDefault();
    activate(target, target > active ? 'next' : 'previous');
  };

  if (count === 0) return null;

  return (
    <div
      ref={stripRef}
      className={`map-drawers ${full ? 'is-full' : 'is-peek'}`}
      role="group"
      aria-label={t.mapHoles}
      data-active={active}
      data-snap={snap}
      onPointerDown={onPointerDown}
      onClickCapture={(event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onKeyDown={onKeyDown}
    >
      {holes.map((hole, index) => {
        const isActive = index === active;
        const titleId = `${id}-hole-${index}`;
        const bodyId = `${id}-hole-${index}-body`;
        return (
          <article
            key={hole.pageId}
            className={`map-drawer${isActive ? ' is-active' : ''}`}
            style={{ '--offset': drawerOffset(index, active) / 100 } as CSSProperties}
            data-drawer-index={index}
            data-page-id={hole.pageId}
            aria-labelledby={titleId}
            // A peeking drawer is only a tap target: its content is inert and hidden from
            // assistive technology, which reaches other holes through the previous/next buttons.
            aria-hidden={isActive ? undefined : true}
            onClick={isActive ? undefined : () => activate(index)}
          >
            <div className="map-drawer__content" inert={!isActive}>
              <div className="map-drawer__top">
                {full ? (
                  <button
                    type="button"
                    className="map-drawer__back"
                    data-focus="back"
                    onClick={() => setSnap(0.2, 'handle')}
                  >
                    <span aria-hidden="true">←</span> {t.mapDrawerBack}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="map-drawer__handle"
                    data-focus="handle"
                    aria-expanded={false}
                    aria-controls={bodyId}
                    onClick={() => setSnap(1, 'back')}
                  >
                    <span className="visually-hidden">{t.mapDrawerExpand}</span>
                  </button>
                )}
                <div className="map-drawer__header">
                  <button
                    type="button"
                    className="map-drawer__step"
                    data-focus="previous"
                    aria-label={t.mapPreviousHole}
                    disabled={index === 0}
                    onClick={() => activate(index - 1, 'previous')}
                  >
                    <span aria-hidden="true">‹</span>
                  </button>
                  <div className="map-drawer__heading">
                    <p className="kicker">{fill(t.mapHoleOf, { number: hole.number, count })}</p>
                    <Heading id={titleId} className="map-drawer__title">
                      {hole.title}
                    </Heading>
                  </div>
                  <button
                    type="button"
                    className="map-drawer__step"
                    data-focus="next"
                    aria-label={t.mapNextHole}
                    disabled={index === count - 1}
                    onClick={() => activate(index + 1, 'next')}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                </div>
              </div>
              <div id={bodyId} className="map-drawer__body">
                {renderBody(hole)}
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
