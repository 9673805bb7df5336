import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_LOAD_TIMEOUT_MS, bookingFrameState, bookingPageUrl, rgbToHex } from './widget-url.ts';

const base = { locale: 'en', layout: 'popup', selectLocation: true, themeRgb: '73,157,221' } as const;

describe('bookingPageUrl', () => {
  it('adds locale, layout, select_location and theme_color', () => {
    const url = new URL(bookingPageUrl('https://booking.example.invalid/shop', base)!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'en',
      layout: 'popup',
      select_location: 'true',
      theme_color: '499ddd',
    });
    expect(url.origin + url.pathname).toBe('https://booking.example.invalid/shop');
  });

  it('keeps parameters the configured URL already sets', () => {
    const url = new URL(bookingPageUrl('https://b.example/x?locale=de&theme_color=000000', base)!);
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('theme_color')).toBe('000000');
    expect(url.searchParams.get('layout')).toBe('popup');
  });

  it('refuses what is not an absolute http(s) URL', () => {
    for (const raw of [null, '', 'javascript:alert(1)', '/relative', 'ftp://b.example/']) {
      expect(bookingPageUrl(raw, base)).toBeNull();
    }
  });

  it('leaves theme_color out for an unreadable colour', () => {
    const url = new URL(bookingPageUrl('https://b.example/', { ...base, themeRgb: 'blue' })!);
    expect(url.searchParams.has('theme_color')).toBe(false);
  });
});

describe('rgbToHex', () => {
  it('round-trips every RGB triple', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), (rgb) => {
        const hex = rgbToHex(rgb.join(','))!;
        expect(hex).toMatch(/^[0-9a-f]{6}$/);
        expect([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))).toEqual(rgb);
      }),
    );
  });
});

describe('bookingFrameState', () => {
  it('shows the fallback at once on an error, never once loaded, and after the time limit', () => {
    expect(bookingFrameState({ loaded: false, failed: true, elapsedMs: 0 })).toBe('fallback');
    expect(bookingFrameState({ loaded: true, failed: false, elapsedMs: 60_000 })).toBe('loaded');
    expect(bookingFrameState({ loaded: false, failed: false, elapsedMs: BOOKING_LOAD_TIMEOUT_MS - 1 })).toBe(
      'loading',
    );
    expect(bookingFrameState({ loaded: false, failed: false, elapsedMs: BOOKING_LOAD_TIMEOUT_MS })).toBe(
      'fallback',
    );
    expect(BOOKING_LOAD_TIMEOUT_MS).toBe(8000);
  });

  it('is monotonic in time while nothing happened', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const s = (ms: number) => bookingFrameState({ loaded: false, failed: false, elapsedMs: ms });
        if (s(early) === 'fallback') expect(s(late)).toBe('fallback');
      }),
    );
  });
});
