/**
 * Which image files the media library accepts by name (editor spec §5): the extension decides
 * before anything is uploaded. The server decides again by the bytes; this is the first,
 * friendly check, and the one that names the error.
 */

/** Image extensions the library takes (lower case, without the dot). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The spec's error texts for a refused name (shown as the upload's reason). */
export const UPLOAD_NAME_ERRORS = {
  noExtension: 'File has no extension',
  typeNotAllowed: 'File type not allowed',
} as const;
export type UploadNameError = keyof typeof UPLOAD_NAME_ERRORS;

/** The extension of a file name in lower case, or null (none, or a dot file like `.png`). */
export function fileExtension(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Checks an image's file name.
 *
 * @example
 * checkImageName('Schaufenster.JPG'); // { ok: true, extension: 'jpg' }
 * checkImageName('README');           // { ok: false, error: 'noExtension' }
 * checkImageName('brille.heic');      // { ok: false, error: 'typeNotAllowed' }
 */
export function checkImageName(
  name: string,
): { ok: true; extension: ImageExtension } | { ok: false; error: UploadNameError } {
  const extension = fileExtension(name);
  if (extension === null) return { ok: false, error: 'noExtension' };
  const allowed: readonly string[] = IMAGE_EXTENSIONS;
  return allowed.includes(extension)
    ? { ok: true, extension: extension as ImageExtension }
    : { ok: false, error: 'typeNotAllowed' };
}
