/**
 * Site footer: logo or business name, address and contact data (business data or the footer's
 * own values), social accounts, legal links (terms optional), the cookie-settings button when the
 * site uses tracking (it opens the consent banner again), the quality certificate's number when
 * the settings name one (settings panel, "Qualitätszertifizierung"), copyright; followed by the floating
 * booking button, which lives outside the footer landmark but belongs to every page's end.
 */
import { useRenderContext } from '../fields/context.tsx';
import { format } from '../i18n/format.ts';
import { visitorDictionary } from '../i18n/visitor.ts';
import type { Locale, PageRole } from '../lib/content.ts';
import { isPageInLocale, pagePath } from '../lib/routes.ts';
import { formatRgb, parseRgb, readableOn } from '../lib/color.ts';
import { shellSettings } from './live-settings.ts';
import { hasTracking, trackingPlan } from '../lib/tracking.ts';
import { footerContact, pickLogo, readShellExtras, socialLinks, type SocialNetwork } from '../lib/shell.ts';
import { BookingButton } from './BookingButton.tsx';
import { Icon } from './icons.tsx';
import './footer.css';

const LEGAL_ROLES: PageRole[] = ['imprint', 'privacy', 'terms'];

/** The copyright year's formatter per locale: made once, as making one costs more than the rest of the footer. */
const yearFormats = new Map<Locale, Intl.DateTimeFormat>();
const yearFormat = (locale: Locale): Intl.DateTimeFormat => {
  let made = yearFormats.get(locale);
  if (!made) {
    made = new Intl.DateTimeFormat(`${locale}-CH`, { year: 'numeric' });
    yearFormats.set(locale, made);
  }
  return made;
};

export function Footer() {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = shellSettings(site, mode);
  const { footer, appearance, business, accounts } = settings;
  const certificate = accounts.qualityCertificationId?.trim();
  const contact = footerContact(settings);
  const logo = pickLogo(settings, readShellExtras(site.settings));
  const social = socialLinks(settings);
  const socialName: Record<SocialNetwork, string> = {
    instagram: t.shellSocialInstagram,
    facebook: t.shellSocialFacebook,
    linkedin: t.shellSocialLinkedin,
  };
  const home = site.pages.find((p) => p.role === 'home');
  const legal = LEGAL_ROLES.filter((r) => r !== 'terms' || footer.links.showTerms)
    .map((role) => site.pages.find((p) => p.role === role && isPageInLocale(p, locale)))
    .filter((p) => p !== undefined);
  // A logo image is drawn for the light header: on a footer that needs light text it shows as a
  // light silhouette (footer.css), so dark lettering never disappears into a dark footer.
  const lightText = formatRgb(readableOn(parseRgb(settings.theme[appearance.footerColor]))) === '255,255,255';
  const classes = [
    'site-footer',
    lightText ? 'site-footer--dark' : '',
    `site-footer--logo-${footer.logoSize}`,
    footer.upperCase ? 'site-footer--upper' : '',
    appearance.triangle ? 'site-footer--triangle' : '',
    appearance.bubble ? 'site-footer--bubble' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const consentSettings = mode === 'live' && hasTracking(trackingPlan(settings.tracking));
  const year = yearFormat(locale).format(new Date());

  return (
    <>
      <footer className={classes}>
        <div className="site-footer__inner">
          <div className="site-footer__brand">
            <a className="site-footer__logo" href={home ? pagePath(home, locale, mode) : `/${locale}/`}>
              {logo ? (
                <img
                  src={logo.url}
                  alt={contact.name}
                  width={logo.width ?? undefined}
                  height={logo.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                contact.name
              )}
            </a>
            <address className="site-footer__address">
              {contact.street ? <span>{contact.street}</span> : null}
              {contact.city ? <span>{contact.city}</span> : null}
              {contact.phone && contact.phoneHref ? <a href={contact.phoneHref}>{contact.phone}</a> : null}
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            </address>
            {certificate ? (
              <p className="site-footer__certificate">{format(t.qualityCertificate, { id: certificate })}</p>
            ) : null}
          </div>
          <nav aria-label={t.footerNavigation} className="site-footer__links">
            <ul>
              {legal.map((p) => (
                <li key={p.id}>
                  <a href={pagePath(p, locale, mode)}>{p.meta.name[locale] ?? p.id}</a>
                </li>
              ))}
              {consentSettings ? (
                <li>
                  <button type="button" className="site-footer__consent" data-consent-settings="">
                    {t.consentSettings}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
          {social.length ? (
            <ul className="site-footer__social" aria-label={t.shellSocialMedia}>
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    <Icon name={s.network} />
                    <span className="visually-hidden">{socialName[s.network]}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="site-footer__copy">
            © {year} {business.legalName ?? contact.name}. {t.allRightsReserved}
          </p>
        </div>
      </footer>
      <BookingButton />
    </>
  );
}
