/**
 * The content types media files are served with, by extension: one table for the local and R2
 * stores, the Worker's /media answers and the image variants. Runtime-neutral (no node:*), so the
 * Worker bundle can use it.
 */

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/**
 * The content type a stored file or a variant is served with, from its key's extension (or a bare
 * extension).
 *
 * @example
 * contentTypeOf('uploads/default/library/ab12.jpg'); // 'image/jpeg'
 * contentTypeOf('avif');                             // 'image/avif'
 */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
