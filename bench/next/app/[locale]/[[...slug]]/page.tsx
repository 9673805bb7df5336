/**
 * Every visitor page of the demo site as a Next static page (the counterpart of
 * src/pages/[locale]/[...slug].astro and src/layouts/SitePage.astro): header, the page's blocks,
 * the search or login island on those pages, footer, the consent banner when the site tracks.
 */
import type { Metadata } from 'next';
import type { Locale } from '../../../../../src/lib/content.ts';
import { alternatePaths, isPageInLocale, pagePath } from '../../../../../src/lib/routes.ts';
import { readSettings } from '../../../../../src/lib/settings.ts';
import { searchHref } from '../../../../../src/lib/shell.ts';
import { isIndexable } from '../../../../../src/lib/sitemap.ts';
import { jsonLdScript, opticianJsonLd } from '../../../../../src/lib/structured-data.ts';
import { hasTracking, trackingPlan } from '../../../../../src/lib/tracking.ts';
import ConsentBanner from '../../../islands/ConsentBanner.tsx';
import HeaderToggles from '../../../islands/HeaderToggles.tsx';
import LoginForm from '../../../islands/LoginForm.tsx';
import SiteSearch from '../../../islands/SiteSearch.tsx';
import { ShellFooter, ShellHeader } from '../../../islands/shell.tsx';
import { Blocks } from '../../blocks.tsx';
import { clientSites, routePage, staticParams } from '../../site.ts';

type Params = Promise<{ locale: string; slug?: string[] }>;

export const dynamicParams = false;
export const generateStaticParams = staticParams;

const SITE_URL = process.env['PUBLIC_SITE_URL'] ?? 'http://localhost:4321';

export async function generateMetadata(props: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await props.params;
  const { site, page, canonicalPath } = await routePage(locale as Locale, slug);
  const settings = readSettings(site.settings);
  const businessName = settings.business.name ?? '';
  const title = page.role === 'home' ? businessName : `${page.meta.name[locale as Locale]} | ${businessName}`;
  const indexable = isIndexable(page);
  return {
    metadataBase: new URL(SITE_URL),
    title,
    description: page.meta.description?.[locale as Locale] ?? null,
    robots: indexable ? null : { index: false },
    alternates: indexable
      ? {
          canonical: canonicalPath,
          languages: Object.fromEntries(alternatePaths(page).map((a) => [a.locale, a.path])),
        }
      : null,
    openGraph: { type: 'website', siteName: businessName, title, url: canonicalPath },
  };
}

export default async function SitePage(props: { params: Params }) {
  const { locale: raw, slug } = await props.params;
  const locale = raw as Locale;
  const { site, page } = await routePage(locale, slug);
  const settings = readSettings(site.settings);
  const tracking = trackingPlan(settings.tracking);
  const privacy = site.pages.find((p) => p.role === 'privacy' && isPageInLocale(p, locale));
  const showsBusiness = page.role === 'home' || page.role === 'contact';
  const clientSite = clientSites(site, page);
  const jsonLd = showsBusiness ? jsonLdScript(opticianJsonLd(settings, site.branches, SITE_URL)) : null;
  return (
    <>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <ShellHeader site={clientSite()} page={page} locale={locale} mode="live" />
      <main id="main">
        <Blocks site={site} page={page} locale={locale} clientSite={clientSite} />
        {page.role === 'search' && (
          <SiteSearch locale={locale} headerField={searchHref(settings, site.pages, locale) !== null} />
        )}
        {page.role === 'login' && <LoginForm locale={locale} />}
      </main>
      <ShellFooter site={clientSite()} page={page} locale={locale} mode="live" />
      {hasTracking(tracking) && (
        <ConsentBanner
          locale={locale}
          plan={tracking}
          privacyPath={privacy ? pagePath(privacy, locale) : null}
        />
      )}
      <HeaderToggles />
    </>
  );
}
