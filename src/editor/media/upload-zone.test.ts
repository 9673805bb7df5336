import { describe, expect, it } from 'vitest';
import { editorDictionary } from '../../i18n/editor.ts';
import { UPLOAD_REFUSALS } from '../../lib/api/media.ts';
import { reasonText, uploadErrorText } from './UploadZone.tsx';

describe('uploadErrorText', () => {
  it("reads 'the upload error text: reason' in the editor's language", () => {
    expect(uploadErrorText(editorDictionary('de'), 'File has no extension')).toBe(
      'Fehler beim Hochladen: File has no extension',
    );
    expect(uploadErrorText(editorDictionary('fr'), 'Failed to create media entry')).toBe(
      'Erreur lors du téléversement : Failed to create media entry',
    );
    expect(uploadErrorText(editorDictionary('de'), 'Datei zu gross')).toBe(
      'Fehler beim Hochladen: Datei zu gross',
    );
  });
});

describe('reasonText', () => {
  it('translates every reason the server refuses an upload with, in both editor languages', () => {
    for (const language of ['de', 'fr'] as const) {
      const t = editorDictionary(language);
      for (const reason of Object.values(UPLOAD_REFUSALS))
        expect(reasonText(t, reason), reason).not.toBe(reason);
    }
    expect(reasonText(editorDictionary('de'), UPLOAD_REFUSALS.tooManyPixels)).toBe(
      'Das Bild hat zu viele Pixel: Bitte verkleinern Sie es vor dem Hochladen',
    );
    expect(reasonText(editorDictionary('fr'), UPLOAD_REFUSALS.tooManyPixels)).toBe(
      "L'image a trop de pixels : veuillez la réduire avant de la téléverser",
    );
  });
});
