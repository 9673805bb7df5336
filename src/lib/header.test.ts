import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANIMATE_DOWN_FACTOR,
  HEADER_HEIGHT,
  SCROLL_DEAD_ZONE,
  headerCssProperties,
  initialHeaderScroll,
  isHeaderHidden,
  nextHeaderScroll,
  type HeaderScroll,
} from './header.ts';

describe('header constants', () => {
  it('follows the spec: 120 px header, animate-down beyond twice that, 10 px dead zone', () => {
    expect(HEADER_HEIGHT).toBe(120);
    expect(ANIMATE_DOWN_FACTOR).toBe(2);
    expect(SCROLL_DEAD_ZONE).toBe(10);
  });

  it('reaches the CSS as custom properties', () => {
    expect(headerCssProperties()).toEqual({
      '--header-height': '120px',
      '--header-animate-after': '240px',
    });
    expect(headerCssProperties(80)['--header-animate-after']).toBe('160px');
  });
});

describe('nextHeaderScroll', () => {
  const at = (state: HeaderScroll['state'], y: number): HeaderScroll => ({ state, y });

  it('starts in top, or up when loaded further down', () => {
    expect(initialHeaderScroll(0).state).toBe('top');
    expect(initialHeaderScroll(120).state).toBe('top');
    expect(initialHeaderScroll(121).state).toBe('up');
  });

  it('walks through top, down, up and animate-down', () => {
    let s = initialHeaderScroll(0);
    s = nextHeaderScroll(s, 100);
    expect(s.state).toBe('top');
    s = nextHeaderScroll(s, 500);
    expect(s).toEqual(at('down', 500));
    expect(isHeaderHidden(s.state)).toBe(true);
    s = nextHeaderScroll(s, 300);
    expect(s).toEqual(at('animate-down', 300));
    expect(isHeaderHidden(s.state)).toBe(false);
    s = nextHeaderScroll(s, 230);
    expect(s).toEqual(at('up', 230));
    s = nextHeaderScroll(s, 60);
    expect(s).toEqual(at('top', 60));
  });

  it('ignores changes smaller than the dead zone', () => {
    expect(nextHeaderScroll(at('down', 500), 491)).toEqual(at('down', 500));
    expect(nextHeaderScroll(at('down', 500), 509)).toEqual(at('down', 500));
    expect(nextHeaderScroll(at('down', 500), 490).state).toBe('animate-down');
  });

  it('uses the given header height', () => {
    expect(nextHeaderScroll(at('down', 400), 150, 60).state).toBe('animate-down');
    expect(nextHeaderScroll(at('down', 400), 150, 80).state).toBe('up');
  });

  it('never hides the header at or above the header height, and always hides it scrolling down below', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 40 }),
        (positions) => {
          let s = initialHeaderScroll(0);
          for (const y of positions) {
            const before = s;
            s = nextHeaderScroll(s, y);
            if (y <= HEADER_HEIGHT) expect(s.state).toBe('top');
            else if (y - before.y >= SCROLL_DEAD_ZONE) expect(s.state).toBe('down');
            else if (before.y - y >= SCROLL_DEAD_ZONE)
              expect(s.state).toBe(y > HEADER_HEIGHT * ANIMATE_DOWN_FACTOR ? 'animate-down' : 'up');
            else expect(s).toBe(before);
          }
        },
      ),
    );
  });
});
