/**
 * Site header: logo, main navigation with drop-downs, language switch, optional person link and
 * the search toggle. It ships no JavaScript of its own: the mobile menu and the desktop search bar
 * are `<details>` toggles whose panel is the element right after them (`[open] + panel` in CSS), the
 * drop-downs open on hover and :focus-within, and the scroll states are container queries
 * (src/layouts/header.css). Browsers without those features get a plain sticky header. A small
 * inline script (header-toggles.ts) closes the toggles on Escape and the menu at desktop width.
 */
import { useRenderContext } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import { VISITOR_LOCALES } from '../lib/content.ts';
import { resolveNavigation, type NavLink } from '../lib/navigation.ts';
import { alternatePaths, pagePath } from '../lib/routes.ts';
import { shellSettings } from './live-settings.ts';
import { headerClassNames, loginHref, pickLogo, readShellExtras, searchHref } from '../lib/shell.ts';
import { Icon } from './icons.tsx';
import './header.css';
import './header-menus.css';

export function Header() {
  const { site, page, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const settings = shellSettings(site, mode);
  const extras = readShellExtras(site.settings);
  const links = resolveNavigation(site.navigation, site.pages, locale, mode);
  const home = site.pages.find((p) => p.role === 'home');
  const homeHref = home ? pagePath(home, locale, mode) : `/${locale}/`;
  // In edit mode the language links stay in the editor (same page, other locale's slug).
  const alternates = new Map(
    alternatePaths(page).map((a) => [a.locale, mode === 'edit' ? pagePath(page, a.locale, mode) : a.path]),
  );
  const search = searchHref(settings, site.pages, locale, mode);
  const login = loginHref(settings, site.pages, locale, mode);
  const logo = pickLogo(settings, extras);
  const name = settings.business.name ?? '';
  const current = (link: NavLink) => (link.pageId === page.id ? ('page' as const) : undefined);

  return (
    <header className={headerClassNames(settings, extras)}>
      <div className="site-header__bar">
        <a className="site-header__logo" href={homeHref}>
          {logo ? (
            <img
              src={logo.url}
              alt={name}
              width={logo.width ?? undefined}
              height={logo.height ?? undefined}
              decoding="async"
            />
          ) : (
            name
          )}
        </a>
        {search ? (
          <a className="site-header__icon site-search__link" href={search}>
            <Icon name="search" />
            <span className="visually-hidden">{t.shellSearch}</span>
          </a>
        ) : null}
        <details className="site-menu">
          <summary className="site-header__icon site-menu__toggle">
            <Icon name="menu" className="when-closed" />
            <Icon name="close" className="when-open" />
            <span className="visually-hidden when-closed">{t.shellOpenMenu}</span>
            <span className="visually-hidden when-open">{t.shellCloseMenu}</span>
          </summary>
        </details>
        <div className="site-menu__panel">
          <nav aria-label={t.mainNavigation} className="site-nav">
            <ul>
              {links.map((item) => (
                <li
                  key={item.id}
                  className={[
                    item.children.length ? 'has-children' : '',
                    item.children.some((c) => current(c)) ? 'is-current-branch' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {item.href ? (
                    <a href={item.href} aria-current={current(item)}>
                      {item.label}
                    </a>
                  ) : (
                    <span className="site-nav__parent" tabIndex={0}>
                      {item.label}
                    </span>
                  )}
                  {item.children.length ? (
                    <ul className="site-nav__sub">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a
                            href={child.href ?? '#'}
                            aria-current={current(child)}
                            className={child.appearance === 'button' ? 'site-nav__button' : undefined}
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
          <div className="site-header__tools">
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
            {login ? (
              <a className="site-header__icon site-header__login" href={login}>
                <Icon name="person" />
                <span className="site-header__login-text">{t.shellLogin}</span>
              </a>
            ) : null}
          </div>
        </div>
        {search ? (
          <>
            <details className="site-search" open={page.role === 'search'}>
              <summary className="site-header__icon site-search__toggle">
                <Icon name="search" className="when-closed" />
                <Icon name="close" className="when-open" />
                <span className="visually-hidden when-closed">{t.shellOpenSearch}</span>
                <span className="visually-hidden when-open">{t.shellCloseSearch}</span>
              </summary>
            </details>
            <form className="site-search__bar" role="search" action={search} method="get">
              <label htmlFor="site-search-input" className="visually-hidden">
                {t.shellSearchLabel}
              </label>
              <input
                id="site-search-input"
                type="search"
                name="searchQuery"
                required
                minLength={3}
                placeholder={t.shellSearchPlaceholder}
                autoComplete="off"
              />
              <button type="submit" className="button button--contained">
                {t.shellSearchSubmit}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </header>
  );
}
