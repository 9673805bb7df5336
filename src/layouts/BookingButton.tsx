/**
 * The floating booking button (settings.bookingButton): a `popovertarget` button opening a popover
 * dialog with the external booking widget in a lazy iframe. No JavaScript: the popover API opens
 * and closes it (Esc and a click outside close it too), and the lazy iframe inside the closed
 * popover loads only once the dialog is shown. The booking page gets the visitor's locale, the
 * popup layout, whether to pick a branch and the button's colour; when it cannot load, the
 * business's phone number shows instead (BookingFrame). Without a usable URL it renders nothing
 * for visitors and a note for editors.
 */
import { useRenderContext } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import { BookingFrame } from '../components/BookingFrame.tsx';
import { bookingPageUrl } from '../lib/booking/widget-url.ts';
import { shellSettings } from './live-settings.ts';
import { bookingActive, bookingUrl, footerContact } from '../lib/shell.ts';
import { Icon } from './icons.tsx';
import './booking.css';

const DIALOG_ID = 'booking-dialog';

export function BookingButton() {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = shellSettings(site, mode);
  if (!bookingActive(settings)) return null;
  const url = bookingPageUrl(bookingUrl(settings), {
    locale,
    layout: 'popup',
    selectLocation: site.branches.length > 1,
    themeRgb: settings.theme[settings.bookingButton.color],
  });
  const contact = footerContact(settings);
  const position = `booking booking--${settings.bookingButton.position}`;
  if (!url) {
    if (mode !== 'edit') return null;
    return (
      <aside className={`${position} booking--unconfigured`} aria-label={t.shellBookingRegion}>
        <p role="note">{t.shellBookingNotConfigured}</p>
      </aside>
    );
  }
  return (
    <aside className={position} aria-label={t.shellBookingRegion}>
      <button
        type="button"
        className="booking__open"
        popoverTarget={DIALOG_ID}
        aria-label={t.shellOpenBooking}
      >
        <Icon name="calendar" />
      </button>
      <div
        id={DIALOG_ID}
        className="booking__dialog"
        popover="auto"
        role="dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
      >
        <div className="booking__head">
          <h2 id={`${DIALOG_ID}-title`} className="booking__title">
            {t.shellBookingTitle}
          </h2>
          <a className="booking__external" href={url} target="_blank" rel="noopener noreferrer">
            <Icon name="external" />
            <span className="visually-hidden">{t.shellBookingNewTab}</span>
          </a>
          <button
            type="button"
            className="booking__close"
            popoverTarget={DIALOG_ID}
            popoverTargetAction="hide"
            aria-label={t.shellCloseBooking}
          >
            <Icon name="close" />
          </button>
        </div>
        <BookingFrame
          src={url}
          title={t.shellBookingFrameTitle}
          iframeClassName="booking__frame"
          locale={locale}
          phone={contact.phone && contact.phoneHref ? { text: contact.phone, href: contact.phoneHref } : null}
        />
      </div>
    </aside>
  );
}
