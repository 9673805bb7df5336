/**
 * What the context menu hands the media library for a field: where the choice goes, whether the
 * field takes a video or an image, and the shape of its frame on the page (for the crop preview).
 */
import type { FieldSnapshot } from '../../lib/content.ts';
import type { MediaTarget } from '../store.ts';

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
