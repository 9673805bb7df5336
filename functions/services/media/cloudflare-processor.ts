/**
 * The media processor of the Workers entry, over the Cloudflare Images binding: the same rules
 * as on Node (./node-processor.ts) where Workers can keep them. The type is decided by the bytes
 * and must agree with the name (./sniff.ts, file-type runs on Workers); every raster is decoded
 * and encoded again by the binding in its own format, which turns it upright, drops its camera
 * and location metadata and leaves nothing of a polyglot but the image (an animated GIF goes
 * through GIF output and stays animated); width and height are measured on the re-encoded file.
 * The content hash and the key are made by the upload flow (./uploads.ts), as on Node.
 *
 * SVG is sanitised by the same code as on Node (./svg.ts: strict XML and an allowlist, in plain
 * JavaScript), so an SVG is stored the same way on both.
 *
 * One thing differs from Node, because sharp cannot run in a Worker: no ThumbHash. The binding
 * could give a tiny PNG, but decoding PNG in a Worker would need a PNG decoder (pngjs) that is not
 * reliable there, so `blurHash` stays null and the site shows its plain placeholder colour
 * instead of the blurred preview.
 */
import {
  bytesOf,
  rasterSizeOf,
  streamOf,
  type ImagesBindingLike,
  type ImagesOutputFormat,
} from '../images/cloudflare-binding.ts';
import { UNREADABLE_REASON, UploadRefused, type MediaProcessor } from './processor.ts';
import { sniffUpload } from './sniff.ts';
import { prepareSvg } from './svg.ts';

/** The output format of each raster extension: the format it came in. */
const OUTPUT_FORMAT = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const satisfies Record<string, ImagesOutputFormat>;

/**
 * Re-encodes a raster through the binding in its own format and measures the result; throws
 * `UploadRefused` (UNREADABLE_REASON) when the binding cannot read it or answers another format.
 */
async function reencode(
  images: ImagesBindingLike,
  bytes: Uint8Array,
  format: ImagesOutputFormat,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  try {
    const result = await images.input(streamOf(bytes)).output({ format });
    if (result.contentType() !== format) throw new UploadRefused(UNREADABLE_REASON);
    const out = await bytesOf(result);
    // Measured after re-encoding: the output is upright, so its size is the one visitors see.
    const info = await images.info(streamOf(out));
    const size = rasterSizeOf(info);
    if (info.format !== format || !size) throw new UploadRefused(UNREADABLE_REASON);
    return { bytes: out, ...size };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(UNREADABLE_REASON);
  }
}

/**
 * A processor over the Images binding.
 *
 * @example
 * const mediaProcessor = cloudflareMediaProcessor(env.IMAGES);
 */
export function cloudflareMediaProcessor(images: ImagesBindingLike): MediaProcessor {
  return {
    async process({ bytes, mediaType, fileName }) {
      const sniffed = await sniffUpload(bytes, mediaType, fileName);
      if (sniffed.kind === 'video') {
        return { ...sniffed, bytes, width: null, height: null, blurHash: null };
      }
      if (sniffed.kind === 'svg') return { ...sniffed, ...prepareSvg(bytes), blurHash: null };
      const image = await reencode(images, bytes, OUTPUT_FORMAT[sniffed.extension]);
      return {
        mimeType: sniffed.mimeType,
        extension: sniffed.extension,
        ...image,
        blurHash: null,
      };
    },
    // No ThumbHash on Workers (see the header): every image keeps its plain placeholder.
    blurHash: async () => null,
  };
}
