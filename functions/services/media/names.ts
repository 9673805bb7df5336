/**
 * The names an upload may have (editor spec §5): images by src/lib/media/upload-rules.ts, own
 * videos as mp4, webm or mov. The first check of an upload, before any byte is sent; the bytes
 * are judged later (./sniff.ts). Kept apart from the sniffing so the Workers bundle needs no
 * file-type.
 */
import type { MediaType } from '../../../src/lib/api/media.ts';
import { checkImageName, fileExtension, UPLOAD_NAME_ERRORS } from '../../../src/lib/media/upload-rules.ts';
import { UploadRefused } from './processor.ts';

/** Video extensions an own video may have (the picker accepts video/*; these are what we keep). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;

/**
 * Checks a file name for a media type (before any byte is sent); throws `UploadRefused` with the
 * spec's 'File has no extension' / 'File type not allowed'.
 *
 * @example
 * checkUploadName('image', 'Schaufenster.JPG'); // 'jpg'
 * checkUploadName('video', 'clip.avi');         // throws 'File type not allowed'
 */
export function checkUploadName(mediaType: MediaType, fileName: string): string {
  if (mediaType === 'image') {
    const checked = checkImageName(fileName);
    if (!checked.ok) throw new UploadRefused(UPLOAD_NAME_ERRORS[checked.error]);
    return checked.extension;
  }
  const extension = fileExtension(fileName);
  if (extension === null) throw new UploadRefused(UPLOAD_NAME_ERRORS.noExtension);
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension))
    throw new UploadRefused(UPLOAD_NAME_ERRORS.typeNotAllowed);
  return extension;
}
