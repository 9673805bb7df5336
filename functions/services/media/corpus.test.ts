/**
 * The upload corpus against the real processor (file-type, sharp, the xmldom SVG sanitiser, no mocks):
 * files that lie about their type are refused, SVG is neutralised, rasters come out re-encoded
 * upright and without metadata.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  MP4_START as mp4,
  refusalReason,
  rotatedJpegWithExif,
  sampleGif as gif,
  samplePng as png,
  textBytes as text,
} from '../../../tests/fixtures/media-samples.ts';
import { nodeMediaProcessor } from './node-processor.ts';
import { UNREADABLE_REASON } from './raster.ts';
import { MISMATCH_REASON } from './sniff.ts';
import { NOT_SVG_REASON } from './svg.ts';

const decode = (b: Uint8Array) => new TextDecoder().decode(b);

const refusal = (bytes: Uint8Array, fileName: string, mediaType?: 'image' | 'video') =>
  refusalReason(nodeMediaProcessor, bytes, fileName, mediaType);

const svg = (body: string, attrs = '') =>
  text(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${body}</svg>`,
  );

describe('files that lie about their type', () => {
  it('refuses a GIF/HTML polyglot that does not decode as an image', async () => {
    const polyglot = text('GIF89a/*<html><body><script>alert(document.domain)</script></body></html>*/=1;');
    expect(await refusal(polyglot, 'cat.gif')).toBe(UNREADABLE_REASON);
  });

  it('strips the HTML from a real GIF carrying a page after its end', async () => {
    const page = '<html><script>alert(1)</script></html>';
    const bytes = new Uint8Array([...(await gif()), ...text(page)]);
    const out = await nodeMediaProcessor.process({ bytes, mediaType: 'image', fileName: 'ok.gif' });
    expect(out.mimeType).toBe('image/gif');
    expect(decode(out.bytes)).not.toContain('<script');
  });

  it('refuses a PNG named .svg and an HTML page or a text named .jpg: the content does not match', async () => {
    expect(await refusal(await png(), 'logo.svg')).toBe(MISMATCH_REASON);
    expect(await refusal(text('<!doctype html><html><body>hi</body></html>'), 'photo.jpg')).toBe(
      MISMATCH_REASON,
    );
    expect(await refusal(text('Öffnungszeiten: Mo-Fr 9-18 Uhr'), 'notiz.jpg')).toBe(MISMATCH_REASON);
  });

  it('refuses a name without or with a wrong extension, and an image sent as video', async () => {
    expect(await refusal(await png(), 'README')).toBe('File has no extension');
    expect(await refusal(await png(), 'photo.heic')).toBe('File type not allowed');
    expect(await refusal(await png(), 'clip.mp4', 'video')).toBe(MISMATCH_REASON);
  });

  it('refuses text named .svg that is no SVG document', async () => {
    expect(await refusal(text('<html><body><svg></svg></body></html>'), 'x.svg')).toBe(NOT_SVG_REASON);
    expect(await refusal(text('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), 'x.svg')).toBe(
      NOT_SVG_REASON,
    );
  });
});

describe('SVG sanitising', () => {
  const clean = async (bytes: Uint8Array) =>
    decode((await nodeMediaProcessor.process({ bytes, mediaType: 'image', fileName: 'icon.svg' })).bytes);

  it('removes script, event handlers, foreignObject, style and animation', async () => {
    const out = await clean(
      svg(
        '<script>alert(1)</script><style>*{background:url(https://evil.example)}</style>' +
          '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
          '<set attributeName="onmouseover" to="alert(1)"/><animate attributeName="href" to="javascript:alert(1)"/>' +
          '<rect width="5" height="5" fill="#c00" onclick="alert(1)"/>',
        ' onload="alert(1)"',
      ),
    );
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      '<style',
      '<set',
      '<animate',
    ])
      expect(out).not.toContain(bad);
    expect(out).toContain('<rect width="5" height="5" fill="#c00"/>');
    expect(out).toContain('viewBox="0 0 10 10"');
  });

  it('keeps only fragment links and inline raster images', async () => {
    const out = await clean(
      svg(
        '<a href="javascript:alert(1)"><circle r="1"/></a><a xlink:href="JaVaScRiPt:alert(1)"><circle r="2"/></a>' +
          '<use href="https://evil.example/sprite.svg#x"/><image href="https://evil.example/p.png"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>' +
          '<linearGradient id="g"/><rect fill="url(#g)" width="1" height="1"/><rect filter="url(https://evil.example/f)"/>' +
          '<a href="#g"><circle r="3"/></a><image href="data:image/png;base64,iVBORw0KGgo="/>',
      ),
    );
    expect(out.toLowerCase()).not.toContain('javascript');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('<use');
    expect(out).not.toContain('image/svg+xml');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('href="#g"');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('measures an SVG by its size or view box and gives it no placeholder', async () => {
    const out = await nodeMediaProcessor.process({
      bytes: svg('<rect width="1" height="1"/>', ' width="120" height="80px"'),
      mediaType: 'image',
      fileName: 'icon.svg',
    });
    expect(out).toMatchObject({ width: 120, height: 80, blurHash: null, extension: 'svg' });
    const boxed = await nodeMediaProcessor.process({ bytes: svg(''), mediaType: 'image', fileName: 'i.svg' });
    expect(boxed).toMatchObject({ width: 10, height: 10 });
  });
});

describe('raster re-encoding', () => {
  it('turns a JPEG upright by its EXIF orientation and drops its metadata', async () => {
    const bytes = await rotatedJpegWithExif();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const out = await nodeMediaProcessor.process({
      bytes,
      mediaType: 'image',
      fileName: 'a.JPEG',
    });
    expect(out).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg', width: 30, height: 60 });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('keeps an animated GIF animated, with one frame as its height', async () => {
    const bytes = await animatedGif();
    const out = await nodeMediaProcessor.process({
      bytes,
      mediaType: 'image',
      fileName: 'spin.gif',
    });
    expect(out).toMatchObject({ width: 10, height: 10, mimeType: 'image/gif' });
    expect((await sharp(out.bytes).metadata()).pages).toBe(3);
  });

  it('gives a PNG its size and a ThumbHash', async () => {
    const out = await nodeMediaProcessor.process({
      bytes: await png(),
      mediaType: 'image',
      fileName: 'p.png',
    });
    expect(out).toMatchObject({ width: 40, height: 20, mimeType: 'image/png' });
    expect(out.blurHash).toMatch(/^[A-Za-z0-9+/]+=*$/u);
    expect(await nodeMediaProcessor.blurHash(out.bytes, 'png')).toBe(out.blurHash);
    expect(await nodeMediaProcessor.blurHash(text('<svg/>'), 'svg')).toBeNull();
  });
});

describe('videos', () => {
  it('keeps an MP4 as it is and refuses other bytes or a WebM name', async () => {
    const out = await nodeMediaProcessor.process({ bytes: mp4, mediaType: 'video', fileName: 'clip.MOV' });
    expect(out).toMatchObject({ mimeType: 'video/mp4', extension: 'mp4', blurHash: null });
    expect(await refusal(mp4, 'clip.webm', 'video')).toBe(MISMATCH_REASON);
    expect(await refusal(text('<html></html>'), 'clip.mp4', 'video')).toBe(MISMATCH_REASON);
    expect(await refusal(mp4, 'clip.avi', 'video')).toBe('File type not allowed');
  });
});
