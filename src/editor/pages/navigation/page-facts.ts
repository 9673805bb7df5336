/**
 * What the navigation manager shows about a page: its name, and the chips for its role, a
 * password and a draft. Page names are site content (de/en), so the German name comes first and
 * the English one stands in.
 */
import type { EditorDictionary, EditorKey } from '../../../i18n/editor.ts';
import type { PageRole, PageSnapshot } from '../../../lib/content.ts';

const ROLE_TEXT = {
  home: 'navRoleHome',
  contact: 'navRoleContact',
  imprint: 'navRoleImprint',
  privacy: 'navRolePrivacy',
  terms: 'navRoleTerms',
  search: 'navRoleSearch',
  login: 'navRoleLogin',
  'urban-golf-start': 'navRoleGame',
  'urban-golf-edit': 'navRoleGame',
  'urban-golf-share': 'navRoleGame',
  'urban-golf-play': 'navRoleGame',
  'urban-golf-coupon': 'navRoleGame',
} as const satisfies Record<PageRole, EditorKey>;

/** The name the manager lists a page by. */
export function pageName(page: PageSnapshot | undefined, t: EditorDictionary): string {
  if (!page) return t.navUntitled;
  return page.meta.name.de || page.meta.name.en || page.slug.de || page.id;
}

/** A chip beside a navigation entry. */
export interface PageChip {
  key: 'button' | 'role' | 'password' | 'draft';
  text: string;
}

/** The chips of an entry: button (its appearance), the page role, password-protected, draft. */
export function pageChips(
  page: PageSnapshot | undefined,
  isButton: boolean,
  t: EditorDictionary,
): PageChip[] {
  const chips: PageChip[] = [];
  if (isButton) chips.push({ key: 'button', text: t.navChipButton });
  if (page?.role) chips.push({ key: 'role', text: t[ROLE_TEXT[page.role]] });
  if (page?.meta.password) chips.push({ key: 'password', text: t.navChipPassword });
  if (page && page.status === 'draft') chips.push({ key: 'draft', text: t.navChipDraft });
  return chips;
}
