import { describe, expect, it } from 'vitest';
import { FORMAT_BAR_ROOM, formatBarPlacement } from './placement.ts';

describe('formatBarPlacement', () => {
  it('puts the bar above the field when the screen has room for it, else below', () => {
    expect(formatBarPlacement({ top: 300 })).toBe('above');
    expect(formatBarPlacement({ top: FORMAT_BAR_ROOM })).toBe('above');
    expect(formatBarPlacement({ top: FORMAT_BAR_ROOM - 1 })).toBe('below');
    expect(formatBarPlacement({ top: -40 })).toBe('below');
  });
});
