/**
 * The page-wide list of buttons that lack a link or a text, for the editor's publish status. Which
 * fields are buttons is declared by each block's schema, so this lives with the schemas; the
 * per-button rule itself (`buttonFlags`) is in `src/lib/drafts.ts`. React-free: the API reads it.
 */
import type { ButtonWarning } from '../lib/api/page.ts';
import { VISITOR_LOCALES, type GroupSnapshot, type Locale, type PageSnapshot } from '../lib/content.ts';
import { buttonFlags, pageLocales } from '../lib/drafts.ts';
import { blockSchema } from './registry.ts';

/**
 * Buttons of a page (fields declared as `button` by their block's schema) that lack a link or a
 * text, among visible fields of groups not marked for deletion. A button with neither text nor
 * link in every locale is an unused slot and is not flagged.
 *
 * @example
 * const buttons = findButtonWarnings(draftPage, ['de', 'en']);
 */
export function findButtonWarnings(
  page: PageSnapshot,
  locales: readonly Locale[] = VISITOR_LOCALES,
): ButtonWarning[] {
  const out: ButtonWarning[] = [];
  const visit = (groups: readonly GroupSnapshot[], where: readonly Locale[]) => {
    for (const group of groups) {
      if (group.status === 'markedForDeletion') continue;
      const hidden = new Set(group.disallowedLanguages);
      const groupWhere = where.filter((l) => !hidden.has(l));
      const def = blockSchema(group.type);
      for (const spec of def?.fields ?? []) {
        if (spec.kind !== 'button') continue;
        const field = group.fields[spec.name];
        if (!field || !field.visible) continue;
        const flags = buttonFlags(field, groupWhere);
        const unused = flags.missingLink && flags.missingText.length === groupWhere.length;
        if (unused || (!flags.missingLink && flags.missingText.length === 0)) continue;
        out.push({ fieldId: field.id, groupId: group.id, name: field.name, ...flags });
      }
      visit(group.children, groupWhere);
    }
  };
  visit(page.groups, pageLocales(page, locales));
  return out;
}
