/**
 * What the translation menu does: learn once whether a provider is set up, translate a field from
 * another locale (loading, success and error toasts; the draft is re-read so the new text shows
 * in place) and confirm a machine translation. Failures are logged and shown, never silent.
 */
import { atom } from 'nanostores';
import { editorDictionary, format } from '../../i18n/editor.ts';
import { TRANSLATION_NOT_CONFIGURED } from '../../lib/api/translation.ts';
import type { FieldSnapshot, Locale } from '../../lib/content.ts';
import { ApiFailure } from '../api-client.ts';
import { reloadDraft } from '../actions.ts';
import { $draft, $editorLocale, dismissToast, pushToast } from '../store.ts';
import { translationApi, type TranslationApi } from './translation-api.ts';

/** Whether a translation provider is set up; null until known. */
export const $translationSetup = atom<boolean | null>(null);
/** Fields being translated right now (their buttons are disabled meanwhile). */
export const $translating = atom<ReadonlySet<string>>(new Set());

const t = () => editorDictionary($editorLocale.get());

function setTranslating(fieldId: string, busy: boolean): void {
  const next = new Set($translating.get());
  if (busy) next.add(fieldId);
  else next.delete(fieldId);
  $translating.set(next);
}

/** Asks the server once whether translation is set up (unknown stays null on failure). */
export async function loadTranslationSetup(api: TranslationApi = translationApi): Promise<void> {
  try {
    $translationSetup.set((await api.status()).configured);
  } catch (error) {
    console.error('[editor] translation status', error);
  }
}

/** Translates a field's text into `to` from `from`, then re-reads the draft. */
export async function translateFieldFrom(
  field: FieldSnapshot,
  from: Locale,
  to: Locale,
  api: TranslationApi = translationApi,
): Promise<boolean> {
  const pageId = $draft.get()?.page.id;
  if (!pageId) return false;
  setTranslating(field.id, true);
  const loading = pushToast('info', t().translating);
  try {
    await api.translate({ pageId, fieldId: field.id, from, to });
    dismissToast(loading);
    await reloadDraft();
    pushToast('success', format(t().translateDone, { locale: from.toUpperCase() }));
    return true;
  } catch (error) {
    dismissToast(loading);
    console.error('[editor] translate', error);
    if (error instanceof ApiFailure && error.code === TRANSLATION_NOT_CONFIGURED) {
      $translationSetup.set(false);
      pushToast('error', t().translateNotSetUp);
    } else {
      pushToast('error', t().translateError);
    }
    return false;
  } finally {
    setTranslating(field.id, false);
  }
}

/** Marks a field's machine translation in `locale` as reviewed, then re-reads the draft. */
export async function confirmTranslation(
  field: FieldSnapshot,
  locale: Locale,
  api: TranslationApi = translationApi,
): Promise<boolean> {
  try {
    await api.confirm({ fieldId: field.id, locale });
    await reloadDraft();
    pushToast('success', t().translateConfirmed);
    return true;
  } catch (error) {
    console.error('[editor] confirm translation', error);
    pushToast('error', t().translateConfirmError);
    return false;
  }
}
