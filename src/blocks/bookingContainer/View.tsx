/**
 * bookingContainer view: a booking section: title, text and the booking link option rendered as
 * a button to the appointment or health-optics booking page, or (type 'iframe') the booking page
 * embedded in a lazy iframe with a link to open it on its own. Without a usable booking link the
 * block falls back to its ordinary button field; editors get a note. No script element: an
 * embedded page that cannot load gives way to the business's phone number (BookingFrame).
 */
import { BookingFrame } from '../../components/BookingFrame.tsx';
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { editAttributes, useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { resolveBookingLink } from './booking-link.ts';
import { fieldText } from '../../lib/content.ts';
import { readSettings } from '../../lib/settings.ts';
import { footerContact } from '../../lib/shell.ts';
import type { BlockProps } from '../types.ts';
import type { bookingContainerSchema } from './schema.ts';
import './styles.css';

export function BookingContainerView({ options, fields }: BlockProps<typeof bookingContainerSchema>) {
  const { locale, mode, site } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = readSettings(site.settings);
  const booking = resolveBookingLink(options.bookingLink, locale, {
    selectLocation: site.branches.length > 1,
    themeRgb: settings.theme.primary,
  });
  const contact = footerContact(settings);
  const buttonField = fields.button;
  const buttonText =
    buttonField && (buttonField.visible || mode === 'edit') ? fieldText(buttonField, locale) : null;
  const iframe = booking?.kind === 'iframe';
  return (
    <section
      className={`block booking-container align-${options.alignment} bg-${options.backgroundColor}${iframe ? ' booking-container--embedded' : ''}`}
    >
      <div className="block__inner booking-container__inner">
        <div className="booking-container__text">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as="h2" />
          <RichText field={fields.description} />
          {booking?.kind === 'button' ? (
            <span
              className="button-wrap"
              {...(buttonField ? editAttributes(mode, buttonField.id, buttonField.name) : {})}
            >
              <a
                className="button button--contained booking-container__button"
                href={booking.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {buttonText ??
                  (booking.type === 'healthOptics' ? t.bookingHealthOptics : t.bookingAppointment)}
                <span className="booking-container__hint"> {t.bookingNewWindow}</span>
              </a>
            </span>
          ) : null}
          {booking === null ? <Button field={buttonField} variant="contained" /> : null}
          {booking === null && mode === 'edit' ? (
            <p className="booking-container__note" role="note">
              {t.bookingNotConfigured}
            </p>
          ) : null}
        </div>
        {booking?.kind === 'iframe' ? (
          <div className="booking-container__embed">
            <BookingFrame
              src={booking.src}
              title={t.bookingIframeTitle}
              iframeClassName="booking-container__frame"
              locale={locale}
              phone={
                contact.phone && contact.phoneHref ? { text: contact.phone, href: contact.phoneHref } : null
              }
            />
            <p className="booking-container__external">
              <a href={booking.src} target="_blank" rel="noopener noreferrer">
                {t.bookingOpenSeparately}
                <span className="booking-container__hint"> {t.bookingNewWindow}</span>
              </a>
            </p>
          </div>
        ) : (
          <Media
            field={fields.image}
            className="booking-container__image"
            sizes="(min-width: 768px) 40vw, 100vw"
          />
        )}
      </div>
    </section>
  );
}
