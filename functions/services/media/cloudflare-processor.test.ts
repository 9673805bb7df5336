/**
 * The Workers media processor against a fake Images binding made with sharp
 * (tests/fixtures/fake-images-binding.ts): lying files are refused before the binding is asked,
 * rasters are stored as the binding re-encoded them (upright, without metadata, animations kept),
 * SVG is sanitised exactly as on Node without reaching the binding, videos pass as on Node, and
 * no ThumbHash is made.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeImagesBinding, type FakeImagesBinding } from '../../../tests/fixtures/fake-images-binding.ts';
import {
  animatedGif,
  MP4_START as mp4,
  refusalReason,
  rotatedJpegWithExif,
  sampleGif as gif,
  samplePng as png,
  textBytes as text,
} from '../../../tests/fixtures/media-samples.ts';
import { cloudflareMediaProcessor } from './cloudflare-processor.ts';
import { nodeMediaProcessor } from './node-processor.ts';
import { UNREADABLE_REASON, type MediaProcessor } from './processor.ts';
import { MISMATCH_REASON } from './sniff.ts';
import { NOT_SVG_REASON } from './svg.ts';

const decode = (b: Uint8Array) => new TextDecoder().decode(b);

let images: FakeImagesBinding;
let processor: MediaProcessor;
beforeEach(() => {
  images = fakeImagesBinding();
  processor = cloudflareMediaProcessor(images);
});

const refusal = (bytes: Uint8Array, fileName: string, mediaType?: 'image' | 'video') =>
  refusalReason(processor, bytes, fileName, mediaType);

describe('files that lie about their type', () => {
  it('refuses by the bytes before the binding is asked', async () => {
    expect(await refusal(await png(), 'photo.jpg')).toBe(MISMATCH_REASON);
    expect(await refusal(text('<!doctype html><html><body>hi</body></html>'), 'photo.jpg')).toBe(
      MISMATCH_REASON,
    );
    expect(await refusal(await png(), 'README')).toBe('File has no extension');
    expect(images.pipelines).toEqual([]);
    expect(images.infoCalls).toBe(0);
  });

  it('refuses a GIF/HTML polyglot the binding cannot decode', async () => {
    const polyglot = text('GIF89a/*<html><body><script>alert(document.domain)</script></body></html>*/=1;');
    expect(await refusal(polyglot, 'cat.gif')).toBe(UNREADABLE_REASON);
  });

  it('stores the re-encoded GIF, not the page carried after its end', async () => {
    const bytes = new Uint8Array([...(await gif()), ...text('<html><script>alert(1)</script></html>')]);
    const out = await processor.process({ bytes, mediaType: 'image', fileName: 'ok.gif' });
    expect(out).toMatchObject({ mimeType: 'image/gif', extension: 'gif', width: 8, height: 8 });
    expect(decode(out.bytes)).not.toContain('<script');
    expect(images.pipelines).toEqual([{ transforms: [], format: 'image/gif' }]);
  });

  it('refuses the file when the binding answers another format than asked', async () => {
    images.forceFormat = 'image/jpeg';
    expect(await refusal(await png(), 'p.png')).toBe(UNREADABLE_REASON);
  });
});

describe('SVG on Workers', () => {
  it('is sanitised and measured as on Node, without reaching the binding', async () => {
    const svg = text(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="1" fill="url(#g)"/></a></svg>',
    );
    const input = { bytes: svg, mediaType: 'image' as const, fileName: 'icon.svg' };
    const out = await processor.process(input);
    expect(out).toMatchObject({
      mimeType: 'image/svg+xml',
      extension: 'svg',
      width: 10,
      height: 10,
      blurHash: null,
    });
    expect(decode(out.bytes)).toBe(
      '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><a><rect width="1" fill="url(#g)"/></a></svg>',
    );
    expect(out).toEqual(await nodeMediaProcessor.process(input));
    expect(images.pipelines).toEqual([]);
    expect(images.infoCalls).toBe(0);
  });

  it('refuses text that is no SVG document, as on Node', async () => {
    expect(await refusal(text('<html><body><svg></svg></body></html>'), 'x.svg')).toBe(NOT_SVG_REASON);
  });
});

describe('raster re-encoding through the binding', () => {
  it('stores a JPEG upright and without its metadata, measured after re-encoding', async () => {
    const bytes = await rotatedJpegWithExif();
    const out = await processor.process({
      bytes,
      mediaType: 'image',
      fileName: 'a.JPEG',
    });
    expect(out).toMatchObject({
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 30,
      height: 60,
      blurHash: null,
    });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(images.pipelines).toEqual([{ transforms: [], format: 'image/jpeg' }]);
  });

  it('keeps an animated GIF animated through GIF output, one frame as its height', async () => {
    const bytes = await animatedGif();
    const out = await processor.process({
      bytes,
      mediaType: 'image',
      fileName: 'spin.gif',
    });
    expect(out).toMatchObject({ width: 10, height: 10, mimeType: 'image/gif' });
    expect((await sharp(out.bytes).metadata()).pages).toBe(3);
  });

  it('re-encodes PNG and WebP in their own format and makes no ThumbHash', async () => {
    const p = await processor.process({ bytes: await png(), mediaType: 'image', fileName: 'p.png' });
    expect(p).toMatchObject({
      width: 40,
      height: 20,
      mimeType: 'image/png',
      extension: 'png',
      blurHash: null,
    });
    const webp = new Uint8Array(
      await sharp(await png(16, 12))
        .webp()
        .toBuffer(),
    );
    const w = await processor.process({ bytes: webp, mediaType: 'image', fileName: 'w.webp' });
    expect(w).toMatchObject({ width: 16, height: 12, mimeType: 'image/webp', extension: 'webp' });
    expect(images.pipelines.map((x) => x.format)).toEqual(['image/png', 'image/webp']);
    expect(await processor.blurHash(p.bytes, 'png')).toBeNull();
  });
});

describe('videos', () => {
  it('keeps an MP4 as it is, as on Node, and refuses a WebM name for it', async () => {
    const out = await processor.process({ bytes: mp4, mediaType: 'video', fileName: 'clip.MOV' });
    expect(out).toMatchObject({ mimeType: 'video/mp4', extension: 'mp4', width: null, blurHash: null });
    expect(out.bytes).toBe(mp4);
    expect(await refusal(mp4, 'clip.webm', 'video')).toBe(MISMATCH_REASON);
    expect(images.pipelines).toEqual([]);
  });
});
