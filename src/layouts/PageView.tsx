/** A whole visitor page (header, blocks, footer) inside the render context. */
import { BlockList } from '../blocks/BlockRenderer.tsx';
import { RenderProvider, type RenderMode } from '../fields/context.tsx';
import { visitorDictionary } from '../i18n/visitor.ts';
import type { Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export interface PageViewProps {
  site: SiteSnapshot;
  page: PageSnapshot;
  locale: Locale;
  mode: RenderMode;
}

export function PageView({ site, page, locale, mode }: PageViewProps) {
  const t = visitorDictionary(locale);
  return (
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main">
        <BlockList groups={page.groups} />
      </main>
      <Footer />
    </RenderProvider>
  );
}

/** The translated not-found page body. */
export function NotFoundView({ site, page, locale }: Omit<PageViewProps, 'mode'>) {
  const t = visitorDictionary(locale);
  return (
    <RenderProvider mode="live" locale={locale} site={site} page={page}>
      <Header />
      <main id="main" className="not-found">
        <section className="block">
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
      </main>
      <Footer />
    </RenderProvider>
  );
}
