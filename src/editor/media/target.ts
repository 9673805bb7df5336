/**
 * What the context menu hands the media library for a field: where the choice goes, whether the
 * field takes a video or an image, the shape of its frame on the page (for the crop preview), and
 * which item the target uses now (the library shows it first).
 */
import type { FieldSnapshot, PageSnapshot } from '../../lib/content.ts';
import { findField, type MediaTarget } from '../store.ts';

/** Whether a media field holds a video (by its name or what it holds now). */
export function isVideoField(field: FieldSnapshot): boolean {
  return (
    field.name === 'video' ||
    Boolean(field.media?.video) ||
    Boolean(field.media?.mimeType.startsWith('video/'))
  );
}

/** The shape of the field's frame on the page (width / height), or null when it is not shown. */
function frameRatioOf(field: FieldSnapshot): number | null {
  if (typeof document === 'undefined') return null;
  const box = document.querySelector(`[data-field-id="${CSS.escape(field.id)}"]`)?.getBoundingClientRect();
  return box && box.width > 0 && box.height > 0 ? box.width / box.height : null;
}

/** The media library's target for a field. */
export function fieldMediaTarget(field: FieldSnapshot): MediaTarget {
  return {
    kind: 'field',
    fieldId: field.id,
    groupId: field.groupId ?? null,
    name: field.name,
    mediaType: isVideoField(field) ? 'video' : 'image',
    frameRatio: frameRatioOf(field),
  };
}

/** The media library's target for the site logo or the alternative logo (settings panel). */
export function settingsLogoTarget(which: 'logo' | 'alternativeLogo'): MediaTarget {
  return { kind: 'settingsLogo', which };
}

/**
 * The id of the media item the target uses now in the draft page, or null (none chosen, or a
 * target the page does not hold: the logo lives in the settings).
 *
 * @example
 * currentMediaId(draft.page, fieldMediaTarget(field)); // field.media?.id ?? null
 */
export function currentMediaId(page: PageSnapshot, target: MediaTarget): string | null {
  if (target.kind === 'pageImage') return page.ogImage?.id ?? null;
  if (target.kind !== 'field') return null;
  const field = findField(page, target.fieldId, { groupId: target.groupId, name: target.name });
  return field?.media?.id ?? null;
}
