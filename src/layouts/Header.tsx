/** Site header: logo/name, main navigation with drop-downs, and the language switch. */
import { useRenderContext } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import { VISITOR_LOCALES } from '../lib/content.ts';
import { resolveNavigation } from '../lib/navigation.ts';
import { alternatePaths } from '../lib/routes.ts';
import { readSettings } from '../lib/settings.ts';

export function Header() {
  const { site, page, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = readSettings(site.settings);
  const links = resolveNavigation(site.navigation, site.pages, locale, mode);
  const home = site.pages.find((p) => p.role === 'home');
  const alternates = new Map(alternatePaths(page).map((a) => [a.locale, a.path]));
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__logo" href={home ? `/${locale}/` : '#'}>
          {settings.business.name}
        </a>
        <nav aria-label={t.mainNavigation} className="site-nav">
          <ul>
            {links.map((item) => (
              <li key={item.id} className={item.children.length ? 'has-children' : undefined}>
                {item.href ? (
                  <a href={item.href} aria-current={item.pageId === page.id ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span tabIndex={0}>{item.label}</span>
                )}
                {item.children.length ? (
                  <ul className="site-nav__sub">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <a
                          href={child.href ?? '#'}
                          aria-current={child.pageId === page.id ? 'page' : undefined}
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.languageSwitch} className="lang-switch">
          <ul>
            {VISITOR_LOCALES.map((l) => {
              const href = alternates.get(l);
              if (!href) return null;
              return (
                <li key={l}>
                  <a href={href} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined}>
                    {l.toUpperCase()}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
