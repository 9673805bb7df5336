/**
 * What choosing an item in the media library does: the field's `mediaId` is saved through the
 * shared save routine (or, for the page's share image, one page save; for the logo, a settings
 * save), then the draft is re-read
 * so the page shows the new image with its snapshot (alt texts, size, focal point).
 */
import type { MediaItem } from '../../lib/api/media.ts';
import { editorDictionary } from '../../i18n/editor.ts';
import { reloadDraft, saveRoutine } from '../actions.ts';
import { editorApi } from '../api-client.ts';
import { saveLogo } from '../settings/state.ts';
import { $draft, $editorLocale, findField, pushToast, type MediaTarget } from '../store.ts';

/** Puts a media item into the target; answers whether it was stored. */
export async function assignMedia(target: MediaTarget, media: MediaItem): Promise<boolean> {
  const draft = $draft.get();
  if (!draft) return false;
  const t = editorDictionary($editorLocale.get());
  // The logo is a settings value: stored (and live) at once by the settings panel's own save.
  if (target.kind === 'settingsLogo') return saveLogo(target.which, media);
  if (target.kind === 'field') {
    const field = findField(draft.page, target.fieldId, { groupId: target.groupId, name: target.name });
    if (!field) return false;
    // The routine shows its own error toast (with a retry) when the save fails.
    const outcome = await saveRoutine.saveField({ field, data: { mediaId: media.id } });
    if (outcome !== 'saved' && outcome !== 'skipped') return false;
  } else {
    try {
      await saveRoutine.settled();
      const page = $draft.get()?.page ?? draft.page;
      await editorApi.saveData({
        itemType: 'page',
        pageId: page.id,
        baseRevision: page.revision ?? 0,
        data: { mediaId: media.id },
        revalidationTag: page.id,
      });
    } catch (error) {
      console.error('[editor] share image', error);
      pushToast('error', t.mediaUseError);
      return false;
    }
  }
  await reloadDraft();
  pushToast('success', t.mediaUsed);
  return true;
}
