/**
 * The part of the Cloudflare Images binding (wrangler.toml `[images] binding = "IMAGES"`) that
 * Lunette uses on Workers: `info` to measure an image and `input(...).transform(...).output(...)`
 * to re-encode, resize and crop one. Declared structurally (as workers-types does) so the code
 * and its tests need neither the runtime types nor the service; tests pass a fake made with sharp.
 */

/** What `info` answers: an SVG has no raster size; every other format has its size in px. */
export type ImagesInfo =
  { format: 'image/svg+xml' } | { format: string; fileSize: number; width: number; height: number };

/** The output formats of the binding that Lunette stores or serves. */
export type ImagesOutputFormat = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';

/** One transform step (the subset of the binding's options used here). */
export interface ImagesTransform {
  width?: number;
  height?: number;
  fit?: 'scale-down' | 'contain' | 'pad' | 'squeeze' | 'cover' | 'crop';
  /** Pixels cut from each side of the (upright) source before resizing. */
  trim?: { top?: number; left?: number; width?: number; height?: number };
}

/** A transform handle: more steps, then the encoded output. */
export interface ImagesTransformer {
  transform(transform: ImagesTransform): ImagesTransformer;
  output(options: { format: ImagesOutputFormat; quality?: number }): Promise<ImagesResult>;
}

/** An encoded image. */
export interface ImagesResult {
  contentType(): string;
  image(): ReadableStream<Uint8Array>;
}

/** The Images binding as Lunette calls it. */
export interface ImagesBindingLike {
  /** Rejects (Cloudflare's error 9412) when the bytes are no image it can read. */
  info(stream: ReadableStream<Uint8Array>): Promise<ImagesInfo>;
  input(stream: ReadableStream<Uint8Array>): ImagesTransformer;
}

/** The bytes as the stream the binding reads. */
export const streamOf = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();

/** All bytes of an encoded image. */
export async function bytesOf(result: ImagesResult): Promise<Uint8Array> {
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** The size `info` found, or null for an SVG (or an answer without one). */
export function rasterSizeOf(info: ImagesInfo): { width: number; height: number } | null {
  if (!('width' in info) || !(info.width > 0) || !(info.height > 0)) return null;
  return { width: info.width, height: info.height };
}
