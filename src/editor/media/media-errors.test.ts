import { describe, expect, it } from 'vitest';
import { editorDictionary } from '../../i18n/editor.ts';
import { MEDIA_ERROR_CODES, type MediaErrorCode } from '../../lib/api/media.ts';
import { knowsErrorCode, mediaErrorText, uploadErrorText } from './media-errors.ts';

const codes = Object.keys(MEDIA_ERROR_CODES) as MediaErrorCode[];

describe('mediaErrorText', () => {
  it('gives every media error code a text of its own in both editor languages, never the English', () => {
    for (const language of ['de', 'fr'] as const) {
      const t = editorDictionary(language);
      const texts = codes.map((code) => mediaErrorText(t, code));
      expect(new Set(texts).size, language).toBe(codes.length);
      for (const code of codes) expect(mediaErrorText(t, code), code).not.toBe(MEDIA_ERROR_CODES[code]);
    }
  });

  it('tells a content that does not match its extension apart from a refused type', () => {
    expect(mediaErrorText(editorDictionary('de'), 'file_content_mismatch')).toBe(
      'Der Inhalt der Datei passt nicht zu ihrer Endung',
    );
    expect(mediaErrorText(editorDictionary('fr'), 'file_content_mismatch')).toBe(
      'Le contenu du fichier ne correspond pas à son extension',
    );
    expect(mediaErrorText(editorDictionary('de'), 'file_type_not_allowed')).toBe(
      'Dieser Dateityp ist nicht erlaubt',
    );
  });

  it("reads the API's general codes from the dictionary, and unknown ones as the internal error", () => {
    const t = editorDictionary('fr');
    expect(mediaErrorText(t, 'unauthorized')).toBe(t.errorUnauthorized);
    expect(mediaErrorText(t, 'network_error')).toBe(t.errorNetwork);
    expect(mediaErrorText(t, 'upload_failed')).toBe('Erreur interne du serveur');
    expect(mediaErrorText(t, null)).toBe(t.mediaErrorInternal);
    expect([knowsErrorCode('media_no_meta'), knowsErrorCode('rate_limited'), knowsErrorCode('x')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('uploadErrorText', () => {
  it("reads 'the upload error text: reason' in the editor's language", () => {
    expect(uploadErrorText(editorDictionary('de'), 'file_no_extension')).toBe(
      'Fehler beim Hochladen: Die Datei hat keine Endung',
    );
    expect(uploadErrorText(editorDictionary('fr'), 'media_create_failed')).toBe(
      "Erreur lors du téléversement : L'entrée de la médiathèque n'a pas pu être créée",
    );
    expect(uploadErrorText(editorDictionary('de'), 'image_too_many_pixels')).toBe(
      'Fehler beim Hochladen: Das Bild hat zu viele Pixel: Bitte verkleinern Sie es vor dem Hochladen',
    );
  });
});
