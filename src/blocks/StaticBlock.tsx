/** A non-interactive block rendered to plain HTML at build time (its own small React root). */
import { RenderProvider, type RenderMode } from '../fields/context.tsx';
import type { GroupSnapshot, Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { BlockRenderer } from './BlockRenderer.tsx';
import { pageTitleGroupId } from './registry.ts';

export function StaticBlock(props: {
  group: GroupSnapshot;
  site: SiteSnapshot;
  page: PageSnapshot;
  locale: Locale;
  mode: RenderMode;
}) {
  const { group, site, page, locale, mode } = props;
  return (
    <RenderProvider
      mode={mode}
      locale={locale}
      site={site}
      page={page}
      titleGroupId={pageTitleGroupId(page.groups)}
    >
      <BlockRenderer group={group} />
    </RenderProvider>
  );
}
