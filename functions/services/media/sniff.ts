/**
 * Which file an upload really is, decided by its bytes (`file-type`), and whether that agrees
 * with the name the editor gave: a PNG named .svg, an HTML page named .jpg or a video named .gif
 * is refused. The name has already passed (./names.ts), so content that is not what the name
 * claims is always the mismatch ('File content does not match its extension'), never 'File type
 * not allowed': a text file named .jpg is told that its content does not fit its extension. SVG
 * has no magic bytes: it is recognised by parsing (./svg.ts), so here it is only "no binary type
 * found, and the name says svg".
 */
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_REFUSALS, type MediaType } from '../../../src/lib/api/media.ts';
import { checkUploadName, type VIDEO_EXTENSIONS } from './names.ts';
import { UploadRefused } from './processor.ts';

/** The reason when the content is an allowed type but not the one the name claims. */
export const MISMATCH_REASON = UPLOAD_REFUSALS.mismatch;

/** Raster formats by the extension file-type reports. */
const RASTER_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp']);
const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export type SniffedFile =
  | { kind: 'raster'; extension: 'jpg' | 'png' | 'gif' | 'webp'; mimeType: string }
  | { kind: 'svg'; extension: 'svg'; mimeType: 'image/svg+xml' }
  | { kind: 'video'; extension: (typeof VIDEO_EXTENSIONS)[number]; mimeType: string };

/** jpg and jpeg name the same format. */
const sameFormat = (named: string, detected: string) =>
  named === detected || (named === 'jpeg' && detected === 'jpg');

/**
 * Decides what an uploaded file is by its bytes; throws `UploadRefused` when the content is not
 * an allowed type of `mediaType`, or not the one the name claims.
 */
export async function sniffUpload(
  bytes: Uint8Array,
  mediaType: MediaType,
  fileName: string,
): Promise<SniffedFile> {
  const named = checkUploadName(mediaType, fileName);
  const detected = await fileTypeFromBuffer(bytes);
  if (mediaType === 'video') {
    const mimeType = detected ? VIDEO_TYPES[detected.ext] : undefined;
    if (!detected || !mimeType) throw new UploadRefused(MISMATCH_REASON);
    // mp4 and mov are both ISO media files; which one a camera wrote is no risk.
    const extension = detected.ext === 'm4v' ? 'mp4' : (detected.ext as SniffedFile['extension'] & string);
    if ((named === 'webm') !== (extension === 'webm')) throw new UploadRefused(MISMATCH_REASON);
    return { kind: 'video', extension: extension as (typeof VIDEO_EXTENSIONS)[number], mimeType };
  }
  if (detected === undefined || detected.ext === 'xml') {
    // No binary signature: only an SVG may be text, and ./svg.ts decides whether it is one.
    if (named !== 'svg') throw new UploadRefused(MISMATCH_REASON);
    return { kind: 'svg', extension: 'svg', mimeType: 'image/svg+xml' };
  }
  if (!RASTER_EXTENSIONS.has(detected.ext) || !sameFormat(named, detected.ext))
    throw new UploadRefused(MISMATCH_REASON);
  return { kind: 'raster', extension: detected.ext as 'jpg', mimeType: detected.mime };
}
