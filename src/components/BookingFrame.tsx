/**
 * The booking widget in an iframe, with a fallback instead of an empty frame (visitor spec §2):
 * when the widget cannot be reached, or has not loaded BOOKING_LOAD_TIMEOUT_MS after it came
 * into view, a short message with the business's phone number (a tel: link) covers the frame.
 * No script element: the iframe's own load/error attributes mark the frame's state, and a CSS
 * animation delayed by the time limit reveals the message while the state is still 'loading'
 * (src/lib/booking/widget-url.ts `bookingFrameState` is the rule this follows). React cannot
 * render string event attributes, so the iframe is written as escaped HTML.
 *
 * Chromium fires `load` for its own network-error page too, so `load` alone proves nothing: the
 * handler then asks the widget's address itself (a HEAD request without credentials, whose opaque
 * answer says only "someone answered") and shows the widget when it answers, the fallback when
 * the request fails. The page's policy allows exactly that origin (`data-probe`, read by
 * functions/services/static/inline-code.ts).
 */
import type { CSSProperties } from 'react';
import { magazineTexts } from '../i18n/visitor/magazine.ts';
import { BOOKING_LOAD_TIMEOUT_MS } from '../lib/booking/widget-url.ts';
import type { Locale } from '../lib/content.ts';
import './booking-frame.css';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FAILED = "this.closest('.booking-frame').dataset.state='failed'";
/** On load: 'loaded' when the widget's address answers, 'failed' when it cannot be reached. */
const CHECK =
  "var f=this.closest('.booking-frame');" +
  "fetch(this.src,{method:'HEAD',mode:'no-cors',credentials:'omit',cache:'no-store'})" +
  ".then(function(){f.dataset.state='loaded'},function(){f.dataset.state='failed'})";

/** The iframe's HTML: lazy, titled, marking its frame 'loaded' or 'failed'. */
export function bookingIframeHtml(props: { src: string; title: string; className: string }): string {
  return (
    `<iframe class="${escapeAttr(props.className)}" src="${escapeAttr(props.src)}" data-probe ` +
    `title="${escapeAttr(props.title)}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" ` +
    `onload="${escapeAttr(CHECK)}" onerror="${FAILED}"></iframe>`
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
