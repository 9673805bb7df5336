import { describe, expect, it } from 'vitest';
import { editorDictionary } from '../../i18n/editor.ts';
import { uploadErrorText } from './UploadZone.tsx';

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
