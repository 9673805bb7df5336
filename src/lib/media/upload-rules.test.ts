import { describe, expect, it } from 'vitest';
import { checkImageName, fileExtension, IMAGE_EXTENSIONS, UPLOAD_NAME_ERRORS } from './upload-rules.ts';

describe('image names', () => {
  it('accepts the six image extensions in any case', () => {
    for (const extension of IMAGE_EXTENSIONS) {
      expect(checkImageName(`foto.${extension}`)).toEqual({ ok: true, extension });
      expect(checkImageName(`FOTO.${extension.toUpperCase()}`)).toEqual({ ok: true, extension });
    }
    expect(checkImageName('C:\\Bilder\\laden.archiv.webp')).toEqual({ ok: true, extension: 'webp' });
  });

  it('names a missing extension and a type that is not allowed', () => {
    for (const name of ['README', '.png', 'foto.', 'ordner.png/', '']) {
      expect(checkImageName(name)).toEqual({ ok: false, error: 'noExtension' });
    }
    for (const name of ['brille.heic', 'seite.html', 'bild.jpg.exe', 'clip.mp4', 'x.svgz']) {
      expect(checkImageName(name)).toEqual({ ok: false, error: 'typeNotAllowed' });
    }
    expect(UPLOAD_NAME_ERRORS).toEqual({
      noExtension: 'File has no extension',
      typeNotAllowed: 'File type not allowed',
    });
  });

  it('reads the extension of the last path part only', () => {
    expect(fileExtension('../../etc/passwd')).toBeNull();
    expect(fileExtension('a.b/c')).toBeNull();
    expect(fileExtension('a/b.Png')).toBe('png');
  });
});
