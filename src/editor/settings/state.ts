/**
 * The settings panel's state: the draft settings with their revision (loaded when the panel
 * opens), saving sections (the edited page re-renders with the stored settings at once), and the
 * signed-in editor's own editor language, which re-renders the whole editor when it changes.
 */
import { atom } from 'nanostores';
import { editorDictionary, type EditorLocale } from '../../i18n/editor.ts';
import type { MediaItem } from '../../lib/api/media.ts';
import type { SettingsPatch } from '../../lib/api/settings.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import { ApiFailure } from '../api-client.ts';
import { rememberedEditorLocale, rememberPage } from '../session.ts';
import { $draft, $editorLocale, pushToast } from '../store.ts';
import { settingsApi } from './settings-api.ts';

/** The stored settings the panel edits; null until loaded. */
export const $settings = atom<{ settings: SiteSettings; revision: number } | null>(null);

/** Loads the draft settings (the panel calls it when it opens). */
export async function loadSettings(): Promise<void> {
  $settings.set(await settingsApi.draft());
}

/** Puts stored settings into the panel state and the page being edited (theme, header, footer). */
function adopt(settings: SiteSettings, revision: number): void {
  $settings.set({ settings, revision });
  const draft = $draft.get();
  if (draft) $draft.set({ ...draft, site: { ...draft.site, settings: { ...settings } } });
}

/** How a section save ended: stored, nothing to store, or failed (the error toast is shown). */
export type SettingsSaveOutcome = 'saved' | 'unchanged' | 'error';

/**
 * Saves whole sections. A stale revision re-reads the settings, so the panel shows what is stored
 * now; every failure shows 'Fehler beim Aktualisieren der Einstellungen' (or `errorText`).
 */
export async function saveSettings(
  patch: SettingsPatch,
  texts: { success?: string; error?: string } = {},
): Promise<SettingsSaveOutcome> {
  const t = editorDictionary($editorLocale.get());
  const current = $settings.get();
  if (!current) return 'error';
  try {
    const saved = await settingsApi.save({ baseRevision: current.revision, settings: patch });
    adopt(saved.settings, saved.revision);
    if (!saved.changed) return 'unchanged';
    pushToast('success', texts.success ?? t.settingsSaved);
    return 'saved';
  } catch (error) {
    console.error('[editor] settings save failed', error);
    pushToast('error', texts.error ?? t.settingsUpdateError);
    if (error instanceof ApiFailure && error.isStale) await loadSettings().catch(() => undefined);
    return 'error';
  }
}

/** The signed-in editor's editor language; what this session remembered when it cannot be read. */
export async function loadEditorLocale(): Promise<EditorLocale> {
  try {
    return (await settingsApi.editorLocale()).locale;
  } catch (error) {
    // Signed out: the draft load sends the editor to the login page; nothing to report here.
    if (!(error instanceof ApiFailure && error.status === 401)) {
      console.error('[editor] reading the editor language failed', error);
    }
    return rememberedEditorLocale();
  }
}

/** Switches the editor language for this editor (kept on every device); the editor re-renders. */
export async function setEditorLanguage(locale: EditorLocale): Promise<boolean> {
  try {
    await settingsApi.setEditorLocale({ locale });
  } catch (error) {
    console.error('[editor] saving the editor language failed', error);
    pushToast('error', editorDictionary($editorLocale.get()).settingsUpdateError);
    return false;
  }
  $editorLocale.set(locale);
  const pageId = $draft.get()?.page.id;
  if (pageId) rememberPage(pageId, locale);
  pushToast('success', editorDictionary(locale).settingsLanguageSaved);
  return true;
}

/** Puts a media item (or nothing) into the header's logo or alternative logo; answers whether it was stored. */
export async function saveLogo(which: 'logo' | 'alternativeLogo', media: MediaItem | null): Promise<boolean> {
  const current = $settings.get();
  if (!current) return false;
  const logo = media
    ? {
        url: media.publicUrl,
        width: media.resolution?.width ?? null,
        height: media.resolution?.height ?? null,
        mediaId: media.id,
      }
    : null;
  const header = { ...current.settings.header, [which]: logo };
  const t = editorDictionary($editorLocale.get());
  return (await saveSettings({ header }, { success: t.settingsLogoSaved })) !== 'error';
}
