/**
 * What the editor says when a media call fails: the error's code (the server's `error.code`, or
 * the one the upload flow names itself) looked up in the editor dictionary, never the server's
 * English message. Media codes first (src/lib/api/media.ts), then the API's general ones
 * (src/lib/api/error-body.ts), else the media library's 'internal server error' text.
 */
import { format, type EditorDictionary } from '../../i18n/editor.ts';
import { ERROR_TEXT_KEYS } from '../../i18n/editor/core.ts';
import { MEDIA_ERROR_TEXT_KEYS } from '../../i18n/editor/media.ts';

/**
 * Whether the editor has a text of its own for an error code.
 *
 * @example
 * knowsErrorCode('file_content_mismatch'); // true
 * knowsErrorCode('upload_failed');         // false
 */
export function knowsErrorCode(code: string): boolean {
  return Object.hasOwn(MEDIA_ERROR_TEXT_KEYS, code) || Object.hasOwn(ERROR_TEXT_KEYS, code);
}

/**
 * The editor's text for a media error code.
 *
 * @example
 * mediaErrorText(editorDictionary('de'), 'file_content_mismatch');
 * // 'Der Inhalt der Datei passt nicht zu ihrer Endung'
 */
export function mediaErrorText(t: EditorDictionary, code: string | null): string {
  if (code !== null && Object.hasOwn(MEDIA_ERROR_TEXT_KEYS, code))
    return t[MEDIA_ERROR_TEXT_KEYS[code as keyof typeof MEDIA_ERROR_TEXT_KEYS]];
  if (code !== null && Object.hasOwn(ERROR_TEXT_KEYS, code))
    return t[ERROR_TEXT_KEYS[code as keyof typeof ERROR_TEXT_KEYS]];
  return t.mediaErrorInternal;
}

/**
 * The text shown for a failed upload: the upload error text, a colon, the reason (editor spec §8).
 *
 * @example
 * uploadErrorText(editorDictionary('de'), 'file_no_extension');
 * // 'Fehler beim Hochladen: Die Datei hat keine Endung'
 */
export function uploadErrorText(t: EditorDictionary, code: string | null): string {
  return format(t.mediaUploadErrorReason, { error: t.mediaUploadError, reason: mediaErrorText(t, code) });
}
