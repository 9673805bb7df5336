/** Human names of fields (menu titles, placeholders) and of status badges, from the editor dictionary. */
import type { EditorDictionary, EditorKey } from '../i18n/editor.ts';
import type { ContentStatus, GroupSnapshot } from '../lib/content.ts';

const FIELD_LABELS: Record<string, EditorKey> = {
  title: 'fieldLabelTitle',
  kicker: 'fieldLabelKicker',
  subtitle: 'fieldLabelSubtitle',
  description: 'fieldLabelDescription',
  text: 'fieldLabelText',
  button: 'fieldLabelButton',
  secondaryButton: 'fieldLabelSecondaryButton',
  image: 'fieldLabelImage',
  backgroundImage: 'fieldLabelBackgroundImage',
  video: 'fieldLabelVideo',
  name: 'fieldLabelName',
  function: 'fieldLabelFunction',
  quote: 'fieldLabelQuote',
  email: 'fieldLabelEmail',
  cost: 'fieldLabelCost',
  price: 'fieldLabelCost',
  duration: 'fieldLabelDuration',
};

/** The translated name of a field ('Titel'); unknown names read as words ('openingNote' -> 'opening note'). */
export function fieldLabel(t: EditorDictionary, name: string): string {
  const key = FIELD_LABELS[name];
  if (key) return t[key];
  const words = name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a badge says about a page or group. */
export type BadgeStatus = 'draft' | 'published' | 'changed' | 'markedForDeletion';

/**
 * The badge of an item: marked for deletion wins, then never published (draft), then changed
 * since the last publish, else published.
 */
export function badgeStatus(status: ContentStatus, changed: boolean): BadgeStatus {
  if (status === 'markedForDeletion') return 'markedForDeletion';
  if (status === 'draft') return 'draft';
  return changed ? 'changed' : 'published';
}

const BADGE_KEYS: Record<BadgeStatus, EditorKey> = {
  draft: 'badgeDraft',
  published: 'badgePublished',
  changed: 'badgeChanged',
  markedForDeletion: 'badgeMarkedForDeletion',
};

export function badgeText(t: EditorDictionary, status: BadgeStatus): string {
  return t[BADGE_KEYS[status]];
}

/** Whether a block changed since the last publish: its own options, or any field of it or its cards. */
export function isGroupChanged(
  group: GroupSnapshot,
  changed: { groupIds: readonly string[]; fieldIds: readonly string[] } | undefined,
): boolean {
  if (!changed) return false;
  const groups = new Set(changed.groupIds);
  const fields = new Set(changed.fieldIds);
  const visit = (g: GroupSnapshot): boolean =>
    groups.has(g.id) || Object.values(g.fields).some((f) => fields.has(f.id)) || g.children.some(visit);
  return visit(group);
}
