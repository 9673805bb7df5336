/**
 * The content model shared by the database, the API, the page builder and the block views: the
 * locales, statuses, page roles and collections, the snapshot types (inferred from their schemas
 * in ./api/ and re-exported here) and the helpers that read a field. Pure: no I/O, no DOM, no
 * node:* imports.
 */
import * as v from 'valibot';
import type { ProseMirrorNode } from './api/items.ts';
import type { FieldSnapshot } from './api/snapshot.ts';

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

// The content shapes are declared once, as the valibot schemas in ./api/ that check them, and
// their types are inferred there; they are re-exported here so importers keep one place to look.
// Type-only exports: nothing of ./api/ is loaded at run time through this module.
export type { FieldContent, LocalizedValue, PageMeta, ProseMirrorNode } from './api/items.ts';
export type {
  BranchSnapshot,
  FieldSnapshot,
  GroupSnapshot,
  MediaSnapshot,
  NavigationChild,
  NavigationContainer,
  NavigationTree,
  OpeningPeriod,
  PageSnapshot,
  SiteSnapshot,
  SpecialHours,
} from './api/snapshot.ts';

/** A localized read without a locale (a caller's bug): logged, and nothing is shown (spec §8). */
function missingLocale(): null {
  console.error('Lang is required for localized content');
  return null;
}

/** Reads a field's text in a locale; null when absent or empty. */
export function fieldText(field: FieldSnapshot | undefined, locale: Locale): string | null {
  const content = field?.content;
  if (!content) return null;
  if (content.kind === 'single') return content.value === null ? null : String(content.value);
  if (!locale) return missingLocale();
  const text = content.values[locale]?.text;
  return text && text.trim() !== '' ? text : null;
}

/** Reads a rich-text field's document in a locale. */
export function fieldDoc(field: FieldSnapshot | undefined, locale: Locale): ProseMirrorNode | null {
  const content = field?.content;
  if (!content || content.kind !== 'localized') return null;
  if (!locale) return missingLocale();
  return content.values[locale]?.json ?? null;
}

/** Picks a locale's value from a map, or null. */
export function pickLocale<T>(map: LocaleMap<T> | undefined, locale: Locale): T | null {
  return map?.[locale] ?? null;
}
