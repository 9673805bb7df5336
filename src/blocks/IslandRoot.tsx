/**
 * The root of an interactive block (an Astro island). Islands get only what they need as props
 * (their group, the current page without its blocks, settings and page paths), never the whole
 * site, so the HTML stays small. Each interactive block has an `Island.tsx` that renders this
 * with its own schema and view, so every island bundles only its own code.
 */
import type { ComponentType } from 'react';
import { RenderProvider, type RenderMode } from '../fields/context.tsx';
import type { JobBoardSnapshot } from '../lib/api/jobs.ts';
import type { DirectoryBusiness } from '../lib/api/snapshot.ts';
import type { BranchSnapshot, GroupSnapshot, Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { readOptions } from './read.ts';
import type { BlockSchemaDef, BlockType, BlockViewProps } from './types.ts';

/** Serializable props Astro passes to every block island. */
export interface IslandProps {
  group: GroupSnapshot;
  locale: Locale;
  mode: RenderMode;
  /** The current page without its groups. */
  page: PageSnapshot;
  settings: Record<string, unknown>;
  branches: BranchSnapshot[];
  /** The network's business directory (only the businessSearch island gets it). */
  directory?: DirectoryBusiness[];
  /** Paths of the site's pages by id, in the current locale and mode. */
  paths: Record<string, string>;
  /** The pages of the collection the block shows (with their groups), when it needs one. */
  collectionPages?: PageSnapshot[];
  /** The block whose title is the page's h1 (computed by Blocks.astro). */
  titleGroupId: string | null;
  /** The site's cached reviews (the reviewSlider island only). */
  reviews?: SiteSnapshot['reviews'];
  /** The site's job offers and own marketplace items (the jobs and marketplace blocks only). */
  jobs?: JobBoardSnapshot;
}

export function IslandRoot<TOptions>(
  props: IslandProps & {
    schema: BlockSchemaDef<BlockType, never>;
    View: ComponentType<BlockViewProps<TOptions>>;
  },
) {
  const {
    group,
    locale,
    mode,
    page,
    settings,
    branches,
    directory,
    paths,
    collectionPages,
    titleGroupId,
    reviews,
    jobs,
    schema,
    View,
  } = props;
  const pages = [page, ...(collectionPages ?? []).filter((p) => p.id !== page.id)];
  const site = {
    pages,
    navigation: { containers: [] },
    settings,
    branches,
    ...(directory ? { directory } : {}),
    ...(reviews ? { reviews } : {}),
    ...(jobs ? { jobs } : {}),
  };
  const options = readOptions(schema, group.version, group.options) as TOptions;
  return (
    <RenderProvider
      mode={mode}
      locale={locale}
      site={site}
      page={page}
      paths={paths}
      titleGroupId={titleGroupId}
    >
      <View group={group} options={options} fields={group.fields} />
    </RenderProvider>
  );
}
