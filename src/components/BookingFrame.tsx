/**
 * The booking widget in an iframe, with a fallback instead of an empty frame (visitor spec §2):
 * when the widget reports a load error, or has not loaded BOOKING_LOAD_TIMEOUT_MS after it came
 * into view, a short message with the business's phone number (a tel: link) covers the frame.
 * No script element: the iframe's own load/error attributes mark the frame's state, and a CSS
 * animation delayed by the time limit reveals the message while the state is still 'loading'
 * (src/lib/booking/widget-url.ts `bookingFrameState` is the rule this follows). React cannot
 * render string event attributes, so the iframe is written as escaped HTML.
 */
import type { CSSProperties } from 'react';
import { magazineTexts } from '../i18n/visitor/magazine.ts';
import { BOOKING_LOAD_TIMEOUT_MS } from '../lib/booking/widget-url.ts';
import type { Locale } from '../lib/content.ts';
import './booking-frame.css';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const MARK = (state: 'loaded' | 'failed') => `this.closest('.booking-frame').dataset.state='${state}'`;

/** The iframe's HTML: lazy, titled, marking its frame 'loaded' or 'failed'. */
export function bookingIframeHtml(props: { src: string; title: string; className: string }): string {
  return (
    `<iframe class="${escapeAttr(props.className)}" src="${escapeAttr(props.src)}" ` +
    `title="${escapeAttr(props.title)}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" ` +
    `onload="${MARK('loaded')}" onerror="${MARK('failed')}"></iframe>`
  );
}

export interface BookingFrameProps {
  src: string;
  title: string;
  /** Class of the iframe itself (its size comes from the caller's stylesheet). */
  iframeClassName: string;
  locale: Locale;
  /** The business's phone number and its tel: href; without it the message asks to retry later. */
  phone: { text: string; href: string } | null;
}

export function BookingFrame({ src, title, iframeClassName, locale, phone }: BookingFrameProps) {
  const t = magazineTexts[locale];
  const [before, after = ''] = t.bookingCallUs.split('{phone}');
  const style = { '--booking-timeout': `${BOOKING_LOAD_TIMEOUT_MS}ms` } as CSSProperties;
  return (
    <div className="booking-frame" data-state="loading" style={style}>
      <div
        className="booking-frame__widget"
        dangerouslySetInnerHTML={{ __html: bookingIframeHtml({ src, title, className: iframeClassName }) }}
      />
      <div className="booking-frame__fallback">
        <p className="booking-frame__message">{t.bookingUnavailable}</p>
        <p className="booking-frame__call">
          {phone ? (
            <>
              {before}
              <a href={phone.href}>{phone.text}</a>
              {after}
            </>
          ) : (
            t.bookingCallUsNoPhone
          )}
        </p>
      </div>
    </div>
  );
}
