/**
 * The page picker of link options (editor spec §2): three collapsible sections — navigation
 * (containers with their localized labels, each listing its pages), top-level pages (free pages
 * not in the navigation) and collections (each listing its pages, drafts included) — with the
 * section that holds the selected page open. Pure: the picker component only draws this.
 */
import {
  COLLECTIONS,
  type CollectionName,
  type Locale,
  type NavigationTree,
  type PageSnapshot,
} from '../../lib/content.ts';

export const PICKER_SECTIONS = ['navigation', 'topLevel', 'collections'] as const;
export type PickerSectionKind = (typeof PICKER_SECTIONS)[number];

/** A page as the picker lists it. */
export interface PickerPage {
  id: string;
  collection: CollectionName | null;
  label: string;
  draft: boolean;
}

/** A list of pages under a heading: a navigation container or a collection (top level: none). */
export interface PickerGroup {
  key: string;
  /** The container's label; for collections the collection name (the UI translates it). */
  label: string;
  collection: CollectionName | null;
  pages: PickerPage[];
}

export interface PickerSection {
  kind: PickerSectionKind;
  groups: PickerGroup[];
  /** Open by default: holds the selected page (or, with none selected, the first section). */
  open: boolean;
}

/** Statuses a link may not point at. */
const GONE = new Set(['deleted', 'markedForDeletion', 'archived']);

/** A page's name in a locale, falling back to German, any name, its slug, then its id. */
export function pageLabel(page: PageSnapshot, locale: Locale): string {
  const names = page.meta.name;
  return (
    names[locale] ??
    names.de ??
    Object.values(names).find((n) => n && n.trim() !== '') ??
    page.slug[locale] ??
    page.id
  );
}

function pickerPage(page: PageSnapshot, locale: Locale): PickerPage {
  return {
    id: page.id,
    collection: page.collection,
    label: pageLabel(page, locale),
    draft: page.status === 'draft',
  };
}

/**
 * The picker's sections for the draft pages and navigation.
 *
 * @example
 * const sections = pagePickerSections(pages, navigation, 'de', link.page?.id ?? null);
 * sections.find((s) => s.open)?.kind; // 'navigation' when the linked page is in the menu
 */
export function pagePickerSections(
  pages: readonly PageSnapshot[],
  navigation: NavigationTree,
  locale: Locale,
  selectedId: string | null,
): PickerSection[] {
  const linkable = pages.filter((p) => !GONE.has(p.status));
  const byId = new Map(linkable.map((p) => [p.id, p]));
  const inNavigation = new Set<string>();

  const navigationGroups: PickerGroup[] = navigation.containers.map((container) => {
    const ids = [container.pageId, ...container.children.map((c) => c.pageId)].filter(
      (id): id is string => typeof id === 'string',
    );
    const groupPages = [...new Set(ids)].flatMap((id) => {
      const page = byId.get(id);
      if (!page) return [];
      inNavigation.add(id);
      return [pickerPage(page, locale)];
    });
    const label =
      container.label[locale] ??
      container.label.de ??
      Object.values(container.label).find(Boolean) ??
      container.id;
    return { key: container.id, label, collection: null, pages: groupPages };
  });

  const byPosition = (a: PageSnapshot, b: PageSnapshot) => a.position - b.position;
  const topLevel = linkable
    .filter((p) => p.collection === null && !inNavigation.has(p.id))
    .sort(byPosition)
    .map((p) => pickerPage(p, locale));

  const collectionGroups: PickerGroup[] = COLLECTIONS.flatMap((collection) => {
    const items = linkable
      .filter((p) => p.collection === collection)
      .sort(byPosition)
      .map((p) => pickerPage(p, locale));
    return items.length > 0 ? [{ key: collection, label: collection, collection, pages: items }] : [];
  });

  const sections: Omit<PickerSection, 'open'>[] = [
    { kind: 'navigation', groups: navigationGroups },
    { kind: 'topLevel', groups: [{ key: 'topLevel', label: '', collection: null, pages: topLevel }] },
    { kind: 'collections', groups: collectionGroups },
  ];
  const holds = (s: Omit<PickerSection, 'open'>) =>
    selectedId !== null && s.groups.some((g) => g.pages.some((p) => p.id === selectedId));
  const openIndex = Math.max(0, sections.findIndex(holds));
  return sections.map((s, index) => ({ ...s, open: index === openIndex }));
}
