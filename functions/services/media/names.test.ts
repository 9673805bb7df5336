/**
 * Upload names: whatever an editor's file is called, the name check answers an allowed
 * extension or one of the spec's two reasons, and the key a file is stored under is made of a
 * fresh uuid and that extension only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, UPLOAD_NAME_ERRORS } from '../../../src/lib/media/upload-rules.ts';
import { isMediaKey, mediaKey } from '../../../src/lib/media/keys.ts';
import { checkUploadName, VIDEO_EXTENSIONS } from './names.ts';
import { UploadRefused } from './processor.ts';

const reasons: string[] = Object.values(UPLOAD_NAME_ERRORS);
const nameParts = fc.constantFrom(
  '..',
  '/',
  '\\',
  '.',
  'a',
  'Ü',
  ' ',
  '%2e',
  'png',
  'svg',
  'MP4',
  'html',
  '\0',
);

describe('checkUploadName', () => {
  it('answers an allowed extension or a spec reason for any name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image' as const, 'video' as const),
        fc.oneof(
          fc.string(),
          fc.array(nameParts, { maxLength: 12 }).map((p) => p.join('')),
        ),
        (mediaType, name) => {
          const allowed: readonly string[] = mediaType === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
          try {
            const extension = checkUploadName(mediaType, name);
            expect(allowed).toContain(extension);
            const key = mediaKey({ folder: 'uploads', objectId: crypto.randomUUID(), extension });
            expect(isMediaKey(key)).toBe(true);
            expect(key).not.toContain('..');
          } catch (error) {
            expect(error).toBeInstanceOf(UploadRefused);
            expect(reasons).toContain((error as UploadRefused).reason);
          }
        },
      ),
    );
  });

  it('names the spec reasons', () => {
    expect(() => checkUploadName('image', 'Brille')).toThrow('File has no extension');
    expect(() => checkUploadName('image', 'brille.heic')).toThrow('File type not allowed');
    expect(checkUploadName('image', 'Brille.JPEG')).toBe('jpeg');
    expect(checkUploadName('video', 'Film.MOV')).toBe('mov');
  });
});
