/**
 * The content model shared by the database, the API, the page builder and the block views.
 * Pure types and valibot schemas: no I/O, no DOM, no node:* imports.
 */
import * as v from 'valibot';

/** Locales a visitor can choose. German is the default. */
export const VISITOR_LOCALES = ['de', 'en'] as const;
export type Locale = (typeof VISITOR_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const LocaleSchema = v.picklist(VISITOR_LOCALES);

/** Every locale the product knows (editor spec §3); content may carry any of them. */
export const KNOWN_LOCALES = ['de', 'fr', 'it', 'rm', 'en', 'sq', 'sr', 'hr', 'es', 'pt'] as const;

export type LocaleMap<T> = Partial<Record<Locale, T>>;

export const CONTENT_STATUSES = ['draft', 'published', 'archived', 'deleted', 'markedForDeletion'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Page roles that give a page a structural meaning. Reserved slugs `~{role}` point at them. */
export const PAGE_ROLES = [
  'home',
  'contact',
  'imprint',
  'privacy',
  'terms',
  'search',
  'login',
  'urban-golf-start',
  'urban-golf-edit',
  'urban-golf-share',
  'urban-golf-play',
  'urban-golf-coupon',
] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** Page collections (container kinds with detail pages; 'map': the urban golf holes). */
export const COLLECTIONS = ['team', 'service', 'testimonial', 'map'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** The value of one locale of a text or rich-text field. `json` is the Milkdown/ProseMirror doc. */
export interface LocalizedValue {
  text: string | null;
  json?: ProseMirrorNode | null;
}

/** A field's content: per locale (localized text / rich text), or one value for all locales. */
export type FieldContent =
  | { kind: 'localized'; values: LocaleMap<LocalizedValue> }
  | { kind: 'single'; value: string | number | boolean | null };

/** A ProseMirror node as Milkdown stores it. */
export interface ProseMirrorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ProseMirrorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

export interface PageMeta {
  name: LocaleMap<string>;
  description?: LocaleMap<string>;
  disallowedLanguages?: string[];
  password?: string | null;
  ogImageId?: string | null;
}

/** Navigation: containers (with a label per locale) holding page entries. */
export interface NavigationTree {
  containers: NavigationContainer[];
}
export interface NavigationContainer {
  id: string;
  label: LocaleMap<string>;
  /** A container may itself point at a page (a top-level link); its children form a drop-down. */
  pageId?: string | null;
  children: NavigationChild[];
}
export interface NavigationChild {
  id: string;
  type: 'page';
  pageId: string;
  appearance: 'default' | 'button';
}

/** A media item as views need it. */
export interface MediaSnapshot {
  id: string;
  url: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  alt: LocaleMap<string>;
  focalPoint: { x: number; y: number } | null;
  blurHash: string | null;
}

/** A field as block views read it (already the published or draft side). */
export interface FieldSnapshot {
  id: string;
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision?: number;
  /** The owning page and group (null for page-level fields); the editor saves by them. */
  pageId?: string;
  groupId?: string | null;
  name: string;
  content: FieldContent | null;
  options: Record<string, unknown>;
  media: MediaSnapshot | null;
  visible: boolean;
}

/** A group (block) as views read it; `children` holds the cards of a group collection. */
export interface GroupSnapshot {
  id: string;
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision?: number;
  type: string;
  version: number;
  status: ContentStatus;
  options: Record<string, unknown>;
  disallowedLanguages: string[];
  fields: Record<string, FieldSnapshot>;
  children: GroupSnapshot[];
}

/** A page with its groups. */
export interface PageSnapshot {
  id: string;
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision?: number;
  collection: CollectionName | null;
  role: PageRole | null;
  position: number;
  status: ContentStatus;
  slug: LocaleMap<string>;
  meta: PageMeta;
  /** The image shared with the page (Open Graph); null when none is chosen. */
  ogImage: MediaSnapshot | null;
  /** Page-level fields (e.g. a collection item's name, image and function). */
  fields: Record<string, FieldSnapshot>;
  groups: GroupSnapshot[];
}

/** Weekly opening period: day 1 (Monday) .. 7 (Sunday), times 'HH:MM'. */
export interface OpeningPeriod {
  day: number;
  open: string;
  close: string;
}

/** A special date; open and close both '00:30' means closed that day. */
export interface SpecialHours {
  date: string;
  open: string;
  close: string;
}

/** A branch of the site's own business, as the contact and booking blocks show it. */
export interface BranchSnapshot {
  id: string;
  name: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  phone: string | null;
  email: string | null;
  url: string | null;
  latitude: number | null;
  longitude: number | null;
  openingHours: OpeningPeriod[];
  specialHours: SpecialHours[];
}

/** Everything a static build (or the editor) needs to render any page of the site. */
export interface SiteSnapshot {
  pages: PageSnapshot[];
  navigation: NavigationTree;
  settings: Record<string, unknown>;
  /** Active branches of the site's own business (settings.business.businessId). */
  branches: BranchSnapshot[];
}

/** Reads a field's text in a locale; null when absent or empty. */
export function fieldText(field: FieldSnapshot | undefined, locale: Locale): string | null {
  const content = field?.content;
  if (!content) return null;
  if (content.kind === 'single') return content.value === null ? null : String(content.value);
  const text = content.values[locale]?.text;
  return text && text.trim() !== '' ? text : null;
}

/** Reads a rich-text field's document in a locale. */
export function fieldDoc(field: FieldSnapshot | undefined, locale: Locale): ProseMirrorNode | null {
  const content = field?.content;
  if (!content || content.kind !== 'localized') return null;
  return content.values[locale]?.json ?? null;
}

/** Picks a locale's value from a map, or null. */
export function pickLocale<T>(map: LocaleMap<T> | undefined, locale: Locale): T | null {
  return map?.[locale] ?? null;
}
