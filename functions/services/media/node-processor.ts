/**
 * The media processor of the Node entry: the type by the bytes (./sniff.ts), rasters re-encoded
 * with a ThumbHash (./raster.ts), SVG sanitised by the same code as on Workers (./svg.ts), videos
 * stored as they are once their container is recognised.
 */
import type { MediaProcessor } from './processor.ts';
import { reencodeRaster, thumbHashOf } from './raster.ts';
import { sniffUpload } from './sniff.ts';
import { prepareSvg } from './svg.ts';

const RASTERS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/** sharp and file-type on Node; SVG as on Workers (./svg.ts). */
export const nodeMediaProcessor: MediaProcessor = {
  async process({ bytes, mediaType, fileName }) {
    const sniffed = await sniffUpload(bytes, mediaType, fileName);
    if (sniffed.kind === 'video') {
      return { ...sniffed, bytes, width: null, height: null, blurHash: null };
    }
    if (sniffed.kind === 'svg') return { ...sniffed, ...prepareSvg(bytes), blurHash: null };
    const image = await reencodeRaster(bytes, sniffed.extension);
    return {
      mimeType: sniffed.mimeType,
      extension: sniffed.extension,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      blurHash: await thumbHashOf(image.bytes),
    };
  },
  async blurHash(bytes, extension) {
    return RASTERS.has(extension) ? thumbHashOf(bytes) : null;
  },
};
