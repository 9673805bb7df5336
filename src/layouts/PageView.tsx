/**
 * The static parts of the site shell, each its own small React root inside the render context:
 * header (with the skip link) above the page's blocks, footer below, and the translated
 * not-found body. The blocks between them are rendered by src/blocks/Blocks.astro.
 */
import { RenderProvider, type RenderMode } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import type { Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export interface ShellProps {
  site: SiteSnapshot;
  page: PageSnapshot;
  locale: Locale;
  mode: RenderMode;
}

export function ShellHeader({ site, page, locale, mode }: ShellProps) {
  const t = visitorDictionary(locale);
  return (
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header />
    </RenderProvider>
  );
}

export function ShellFooter({ site, page, locale, mode }: ShellProps) {
  return (
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <Footer />
    </RenderProvider>
  );
}

/** The translated not-found page body (between header and footer). */
export function NotFoundBody({ locale }: { locale: Locale }) {
  const t = visitorDictionary(locale);
  return (
    <section className="block not-found">
      <div className="block__inner">
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundText}</p>
        <p>
          <a className="button button--contained" href={`/${locale}/`}>
            {t.backHome}
          </a>
        </p>
      </div>
    </section>
  );
}
