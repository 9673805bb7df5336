/**
 * The pixel limit of uploads (issue 25, item 13): an image larger than MAX_IMAGE_PIXELS is refused
 * from its header with its own reason, before a pixel is decoded; the variants' resize
 * (../images/transform.ts) draws the line at the same number, so the library never takes an image
 * it cannot show. The PNGs here only claim their size: a header and one tiny row are enough.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, refusalReason, samplePng } from '../../../tests/fixtures/media-samples.ts';
import { encodeVariant } from '../images/transform.ts';
import { nodeMediaProcessor } from './node-processor.ts';
import {
  MAX_IMAGE_PIXELS,
  TOO_MANY_PIXELS_REASON,
  UNREADABLE_REASON,
  decodedPixels,
  reencodeRaster,
} from './raster.ts';

/** A PNG whose header says `width` x `height` px (RGB), followed by a single row of pixels. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );

describe('the pixel limit at upload', () => {
  it('refuses the 16,000 x 16,000 px PNG of the review with its own reason', async () => {
    expect(await refusalReason(nodeMediaProcessor, pngClaiming(16_000, 16_000), 'riesig.png')).toBe(
      TOO_MANY_PIXELS_REASON,
    );
    expect(TOO_MANY_PIXELS_REASON).toBe('Image has too many pixels');
  });
  it('draws the line at MAX_IMAGE_PIXELS', async () => {
    const over = await refusalOf(reencodeRaster(pngClaiming(10_001, 10_000), 'png'));
    expect(over).toMatchObject({ reason: TOO_MANY_PIXELS_REASON });
    // Exactly at the limit the header passes; this file then fails to decode (it holds one row).
    const at = await refusalOf(reencodeRaster(pngClaiming(10_000, 10_000), 'png'));
    expect(at).toMatchObject({ reason: UNREADABLE_REASON });
    expect(MAX_IMAGE_PIXELS).toBe(10_000 * 10_000);
  });
  it('takes an ordinary image as before', async () => {
    const image = await reencodeRaster(await samplePng(40, 20), 'png');
    expect([image.width, image.height]).toEqual([40, 20]);
  });
  it('counts every frame of an animation, which the upload decodes', async () => {
    const meta = await sharp(await animatedGif(), { animated: true }).metadata();
    expect(decodedPixels(meta)).toBe(10 * 10 * 3);
    expect(decodedPixels({ width: 4000, height: 3000 })).toBe(12_000_000);
    expect(decodedPixels({ width: 5000, height: 50_000, pages: 10, pageHeight: 5000 })).toBe(250_000_000);
  });
});

describe('the pixel limit at resize', () => {
  const spec = { aspect: '16:9', width: 320, format: 'webp' } as const;
  it('is the same: over it refused as too many pixels, at it not', async () => {
    const over = await refusalOf(encodeVariant(pngClaiming(10_001, 10_000), spec));
    expect(over?.message).toMatch(/pixel limit/u);
    const at = await refusalOf(encodeVariant(pngClaiming(10_000, 10_000), spec));
    // Refused for its missing rows, not for its size.
    expect(at).not.toBeNull();
    expect(at?.message).not.toMatch(/pixel limit/u);
  });
});
