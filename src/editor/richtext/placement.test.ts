import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_BAR_GAP,
  FORMAT_BAR_ROOM,
  formatBarPlacement,
  formatBarTop,
  overlapsVertically,
} from './placement.ts';

describe('formatBarPlacement', () => {
  it('puts the bar above the line when the screen has room for it, else below', () => {
    expect(formatBarPlacement({ top: 300 })).toBe('above');
    expect(formatBarPlacement({ top: FORMAT_BAR_ROOM })).toBe('above');
    expect(formatBarPlacement({ top: FORMAT_BAR_ROOM - 1 })).toBe('below');
    expect(formatBarPlacement({ top: -40 })).toBe('below');
  });

  it('counts a fixed toolbar or sticky header at the top as no room', () => {
    // A phone's one-row toolbar (64 px) at the top: a line at 100 px has 36 px free above it.
    expect(formatBarPlacement({ top: 100 }, 64)).toBe('below');
    expect(formatBarPlacement({ top: 64 + FORMAT_BAR_ROOM }, 64)).toBe('above');
    expect(formatBarPlacement({ top: 64 + FORMAT_BAR_ROOM - 1 }, 64)).toBe('below');
    // Nothing fixed at the top (or a negative inset) is the window's own top.
    expect(formatBarPlacement({ top: FORMAT_BAR_ROOM }, -10)).toBe('above');
  });
});

describe('formatBarTop', () => {
  it('sets the bar just above or just below the edited line', () => {
    expect(formatBarTop({ top: 100 }, { top: 140, bottom: 164 }, 'below', 40)).toBe(64 + FORMAT_BAR_GAP);
    expect(formatBarTop({ top: 100 }, { top: 140, bottom: 164 }, 'above', 40)).toBe(40 - FORMAT_BAR_GAP - 40);
  });

  it('never covers the edited line, and the bar stays on the free screen (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 20, max: FORMAT_BAR_ROOM - FORMAT_BAR_GAP }),
        (fieldTop, lineOffset, lineHeight, topInset, barHeight) => {
          const line = { top: fieldTop + lineOffset, bottom: fieldTop + lineOffset + lineHeight };
          const placement = formatBarPlacement(line, topInset);
          const top = fieldTop + formatBarTop({ top: fieldTop }, line, placement, barHeight);
          const bar = { top, bottom: top + barHeight };
          expect(overlapsVertically(bar, line)).toBe(false);
          if (placement === 'above') expect(bar.top).toBeGreaterThanOrEqual(topInset);
        },
      ),
    );
  });
});
