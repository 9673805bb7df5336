/**
 * The embeddable booking page's URL (visitor spec §7: parameters locale, layout, select_location,
 * theme_color) and the rule for when the widget counts as unavailable (a load error, or no load
 * within BOOKING_LOAD_TIMEOUT_MS), so the visitor gets the business's phone number instead of an
 * empty frame. Pure: no DOM.
 */
import type { Locale } from '../content.ts';

/** How long the booking widget may take to load before the fallback message shows. */
export const BOOKING_LOAD_TIMEOUT_MS = 8000;

/** How the booking page is shown: in the floating button's dialog or embedded in a block. */
export type BookingLayout = 'popup' | 'embedded';

export interface BookingPageParams {
  locale: Locale;
  layout: BookingLayout;
  /** Whether the visitor picks a branch first (the business has more than one). */
  selectLocation: boolean;
  /** The site colour the widget takes, as an RGB triple like '73,157,221'. */
  themeRgb: string;
}

/**
 * An RGB triple ('73,157,221') as six hex digits without '#' ('499ddd'); null when unreadable.
 *
 * @example
 * rgbToHex('73,157,221'); // '499ddd'
 */
export function rgbToHex(rgb: string): string | null {
  const parts = rgb.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return null;
  return parts.map((n) => n.toString(16).padStart(2, '0')).join('');
}

/**
 * The booking page URL with the widget's parameters; parameters already in the configured URL
 * win (an editor may have set them on purpose). Null unless `raw` is an absolute http(s) URL.
 *
 * @example
 * bookingPageUrl('https://booking.example.invalid/shop', { locale: 'en', layout: 'popup', selectLocation: false, themeRgb: '73,157,221' });
 * // 'https://booking.example.invalid/shop?locale=en&layout=popup&select_location=false&theme_color=499ddd'
 */
export function bookingPageUrl(raw: string | null | undefined, params: BookingPageParams): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const color = rgbToHex(params.themeRgb);
  const wanted: [string, string | null][] = [
    ['locale', params.locale],
    ['layout', params.layout],
    ['select_location', String(params.selectLocation)],
    ['theme_color', color],
  ];
  for (const [name, value] of wanted) {
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.href;
}

/** What the booking frame shows: the widget (loaded or still loading) or the fallback message. */
export type BookingFrameState = 'loading' | 'loaded' | 'fallback';

/**
 * Whether the widget is shown or replaced by the fallback: a load error shows the fallback at
 * once, a load shows the widget, and a frame still loading after the time limit gives up.
 *
 * @example
 * bookingFrameState({ loaded: false, failed: false, elapsedMs: 9000 }); // 'fallback'
 */
export function bookingFrameState(input: {
  loaded: boolean;
  failed: boolean;
  elapsedMs: number;
}): BookingFrameState {
  if (input.failed) return 'fallback';
  if (input.loaded) return 'loaded';
  return input.elapsedMs >= BOOKING_LOAD_TIMEOUT_MS ? 'fallback' : 'loading';
}
