/**
 * The document shell (the counterpart of src/layouts/SiteLayout.astro): <html lang>, the theme's
 * colours and the global stylesheet. Title, description and links come from each page's metadata.
 */
import type { ReactNode } from 'react';
import '../../../../src/styles/global.css';
import type { Locale } from '../../../../src/lib/content.ts';
import { readSettings } from '../../../../src/lib/settings.ts';
import { themeCss } from '../../../../src/lib/theme.ts';
import { publishedSite } from '../site.ts';

export default async function SiteLayout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = (await props.params) as { locale: Locale };
  const settings = readSettings((await publishedSite()).settings);
  return (
    <html lang={locale}>
      <head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: themeCss(settings) }} />
      </head>
      <body>{props.children}</body>
    </html>
  );
}
