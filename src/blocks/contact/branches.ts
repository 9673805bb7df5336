/**
 * Which branches a contact block shows (its `location` option: branch ids in the editor's
 * order; an empty list means all branches) and the hrefs of their phone numbers and e-mails.
 */
import type { BranchSnapshot } from '../../lib/content.ts';

/**
 * The branches chosen by id, in the chosen order; all branches (in site order) when none are
 * chosen. Unknown ids (a deleted or deactivated branch) and repeated ids are skipped.
 *
 * @example
 * selectBranches(site.branches, []); // every active branch
 * selectBranches(site.branches, ['branch-seen']); // only Seen
 */
export function selectBranches(
  branches: readonly BranchSnapshot[],
  ids: readonly string[],
): BranchSnapshot[] {
  if (ids.length === 0) return [...branches];
  const byId = new Map(branches.map((b) => [b.id, b]));
  return [...new Set(ids)].flatMap((id) => {
    const branch = byId.get(id);
    return branch ? [branch] : [];
  });
}

/** A `tel:` href from a displayed number ('+41 52 212 34 56' -> 'tel:+41522123456'); null if none. */
export function phoneHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** A `mailto:` href for a plausible address; null otherwise. */
export function emailHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? `mailto:${address}` : null;
}
