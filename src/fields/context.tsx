/**
 * The render context every block view and field primitive reads: mode (live | edit), locale,
 * the site snapshot and the current page. Block views never know whether they are edited.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { FieldSnapshot, Locale, PageSnapshot, SiteSnapshot } from '../lib/content.ts';
import { pagePath } from '../lib/routes.ts';

export type RenderMode = 'live' | 'edit';

/**
 * In-place editors the editor island injects for edit mode. Field primitives delegate to them, so
 * visitor bundles never contain editor code (the primitives import nothing from src/editor/).
 */
export interface FieldEditors {
  Text: ComponentType<{
    field: FieldSnapshot;
    as: string;
    className?: string | undefined;
    multiline: boolean;
  }>;
  RichText: ComponentType<{ field: FieldSnapshot; className?: string | undefined }>;
  Media: ComponentType<{ field: FieldSnapshot; className?: string | undefined; children: ReactNode }>;
  Button: ComponentType<{ field: FieldSnapshot; children: ReactNode }>;
  /** The add-item button a collection container shows to editors (its block's id). */
  CollectionAdd?: ComponentType<{ groupId: string }>;
}

export interface RenderContextValue {
  /** Present in edit mode inside the editor island. */
  editors?: FieldEditors | undefined;
  mode: RenderMode;
  locale: Locale;
  site: SiteSnapshot;
  page: PageSnapshot;
  /** Path of a page by id in the current locale and mode, or null if unknown. */
  pageHref: (pageId: string) => string | null;
  /** The block whose title is the page's h1 (see useTitleTag); undefined: the first block. */
  titleGroupId: string | null | undefined;
}

const RenderContext = createContext<RenderContextValue | null>(null);

export function RenderProvider(props: {
  mode: RenderMode;
  locale: Locale;
  site: SiteSnapshot;
  page: PageSnapshot;
  /** Page paths by id; islands get them precomputed instead of every page of the site. */
  paths?: Record<string, string>;
  /** In-place field editors (edit mode in the editor island only). */
  editors?: FieldEditors;
  /**
   * The block that opens the page (`pageTitleGroupId` of src/blocks/registry.ts, computed where the
   * page is rendered, so islands need not bundle every block schema to know it).
   */
  titleGroupId?: string | null;
  children: ReactNode;
}) {
  const { mode, locale, site, page, paths, editors, titleGroupId, children } = props;
  const value = useMemo<RenderContextValue>(() => {
    const byId = new Map(site.pages.map((p) => [p.id, p]));
    return {
      editors,
      mode,
      locale,
      site,
      page,
      titleGroupId,
      pageHref: (id) => {
        if (paths) return paths[id] ?? null;
        const target = byId.get(id);
        return target ? pagePath(target, locale, mode) : null;
      },
    };
  }, [mode, locale, site, page, paths, editors, titleGroupId]);
  return <RenderContext.Provider value={value}>{children}</RenderContext.Provider>;
}

/** Reads the render context; throws when used outside a RenderProvider. */
export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('useRenderContext must be used inside <RenderProvider>');
  return value;
}

/** Attributes that let the editor find a field in edit mode; nothing in live mode. */
export function editAttributes(mode: RenderMode, id: string, name: string): Record<string, string> {
  return mode === 'edit' ? { 'data-field-id': id, 'data-field-name': name } : {};
}

/**
 * The heading element for a block's title: h1 for the block that opens the page (the provider's
 * `titleGroupId`: the first block whose schema does not say `opensPage: false`, i.e. not an
 * announcement or spacer; so every page has exactly one h1 whatever block opens it), h2 for the
 * others. Without a `titleGroupId` (unit tests of a single block) the first block opens the page.
 */
export function useTitleTag(groupId: string): 'h1' | 'h2' {
  const { page, titleGroupId } = useRenderContext();
  const opener = titleGroupId === undefined ? page.groups[0]?.id : titleGroupId;
  return opener === groupId ? 'h1' : 'h2';
}
