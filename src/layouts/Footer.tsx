/** Site footer: business address and contact data from settings, legal page links. */
import { useRenderContext } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import type { PageRole } from '../lib/content.ts';
import { pagePath } from '../lib/routes.ts';
import { readSettings } from '../lib/settings.ts';

const LEGAL_ROLES: PageRole[] = ['imprint', 'privacy', 'terms'];

export function Footer() {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = readSettings(site.settings);
  const { business, footer } = settings;
  const street = footer.street ?? [business.street, business.streetNumber].filter(Boolean).join(' ');
  const city = footer.city ?? [business.zip, business.city].filter(Boolean).join(' ');
  const email = footer.email ?? business.email;
  const phone = footer.phone ?? business.phone;
  const legal = LEGAL_ROLES.filter((r) => r !== 'terms' || footer.links.showTerms)
    .map((role) => site.pages.find((p) => p.role === role))
    .filter((p) => p !== undefined);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <address>
          <strong>{business.name}</strong>
          {street ? <span>{street}</span> : null}
          {city ? <span>{city}</span> : null}
          {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </address>
        <nav aria-label={t.footerNavigation}>
          <ul>
            {legal.map((p) => (
              <li key={p.id}>
                <a href={pagePath(p, locale, mode)}>{p.meta.name[locale] ?? p.id}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copy">
          © {new Intl.DateTimeFormat(`${locale}-CH`, { year: 'numeric' }).format(new Date())} {business.name}.{' '}
          {t.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
