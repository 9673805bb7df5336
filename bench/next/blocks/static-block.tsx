/**
 * A static block as a Next client component: what src/blocks/StaticBlock.tsx and BlockRenderer.tsx
 * do for one block type in live mode (options migrated and parsed, a pending view or unreadable
 * options render nothing), without the registry of every block's manifest, so each block type is
 * its own client module and a page ships only its blocks' code.
 */
import type { ReactNode } from 'react';
import { RenderProvider } from '../../../src/fields/context.tsx';
import { readGroupOptions } from '../../../src/blocks/read.ts';
import { PENDING_VIEW, type AnyBlockDef } from '../../../src/blocks/types.ts';
import type { GroupSnapshot, Locale, PageSnapshot, SiteSnapshot } from '../../../src/lib/content.ts';

export interface StaticBlockProps {
  group: GroupSnapshot;
  site: SiteSnapshot;
  page: PageSnapshot;
  locale: Locale;
  titleGroupId: string | null;
}

export type StaticBlockComponent = (props: StaticBlockProps) => ReactNode;

const isManifest = (value: unknown): value is AnyBlockDef =>
  typeof value === 'object' && value !== null && 'type' in value && 'View' in value && 'label' in value;

/** The component of the block whose manifest (`defineBlock`) the module `block` exports. */
export function staticBlock(block: Record<string, unknown>): StaticBlockComponent {
  const def = Object.values(block).find(isManifest);
  if (!def) throw new Error('staticBlock: the module exports no block manifest');
  return function StaticBlock({ group, site, page, locale, titleGroupId }: StaticBlockProps) {
    const options = readGroupOptions(def, group);
    if (def.View === PENDING_VIEW || !options) return null;
    const View = def.View;
    return (
      <RenderProvider mode="live" locale={locale} site={site} page={page} titleGroupId={titleGroupId}>
        <View group={group} options={options} fields={group.fields} />
      </RenderProvider>
    );
  };
}
