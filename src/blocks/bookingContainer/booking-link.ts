/**
 * The booking link option (editor spec §3: appointment booking, health-optics booking or an
 * embedded iframe, plus a url) resolved for rendering: a button to an external page or an
 * iframe source. Only http(s) urls pass; the embedded booking page gets the visitor's locale (and,
 * given the site's branches and colour, the widget's layout, branch choice and theme colour).
 */
import type * as v from 'valibot';
import type { BookingLinkSchema } from '../../lib/block-options.ts';
import { bookingPageUrl, type BookingPageParams } from '../../lib/booking/widget-url.ts';
import type { Locale } from '../../lib/content.ts';

export type BookingLinkValue = v.InferOutput<typeof BookingLinkSchema>;

/** What a booking link renders as. */
export type ResolvedBooking =
  { kind: 'button'; type: 'appointment' | 'healthOptics'; href: string } | { kind: 'iframe'; src: string };

/** The url if it is an absolute http(s) url, otherwise null. */
function httpUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a booking link option; null when none is chosen or its url is not a web address.
 *
 * @example
 * resolveBookingLink({ type: 'iframe', url: 'https://booking.example.invalid/shop' }, 'en');
 * // { kind: 'iframe', src: 'https://booking.example.invalid/shop?locale=en' }
 */
export function resolveBookingLink(
  link: BookingLinkValue | null | undefined,
  locale: Locale,
  widget?: Pick<BookingPageParams, 'selectLocation' | 'themeRgb'>,
): ResolvedBooking | null {
  const url = httpUrl(link?.url);
  if (!link || !url) return null;
  if (link.type === 'iframe') {
    if (widget) {
      const src = bookingPageUrl(url.href, { locale, layout: 'embedded', ...widget });
      if (src) return { kind: 'iframe', src };
    }
    if (!url.searchParams.has('locale')) url.searchParams.set('locale', locale);
    return { kind: 'iframe', src: url.href };
  }
  return { kind: 'button', type: link.type, href: url.href };
}
