/**
 * The picture markup as static HTML: AVIF and WebP sources with the plan's srcsets and the given
 * sizes, the fallback's URL and the cut's width/height, lazy or eager with high priority, the
 * ThumbHash background, and a plain <img> for media without variants.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import type { MediaSnapshot } from '../lib/content.ts';
import { planVariants } from '../lib/media/variants.ts';
import { Picture } from './Picture.tsx';

const thumbHash = () => {
  const rgba = new Uint8Array(8 * 6 * 4).fill(200);
  return btoa(String.fromCharCode(...rgbaToThumbHash(8, 6, rgba)));
};

const photo: MediaSnapshot = {
  id: 'm1',
  url: '/media/images/default/library/m1.jpg',
  mimeType: 'image/jpeg',
  width: 2000,
  height: 1000,
  alt: { de: 'Brillen im Schaufenster', en: 'Glasses in the window' },
  focalPoint: { x: 0.8, y: 0.5 },
  blurHash: thumbHash(),
  contentHash: 'c'.repeat(64),
  cropArea: null,
};

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`, 'u').exec(html)?.[1];

describe('Picture', () => {
  it('renders AVIF and WebP sources and a cut fallback', () => {
    const html = renderToStaticMarkup(<Picture media={photo} locale="en" aspect="1:1" sizes="50vw" />);
    const plan = planVariants(photo, '1:1');
    if (!plan) throw new Error('expected a plan');
    expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"/u);
    expect(html).toContain('<source type="image/webp"');
    expect(html.match(/sizes="50vw"/gu)).toHaveLength(2);
    expect(attr(html, 'source type="image/avif"', 'srcSet')).toBe(
      plan.widths.map((w) => `${plan.urlOf(w, 'avif')} ${w}w`).join(', '),
    );
    expect(attr(html, 'img', 'src')).toBe(plan.urlOf(plan.fallbackWidth, 'jpg'));
    expect(attr(html, 'img', 'width')).toBe('1000');
    expect(attr(html, 'img', 'height')).toBe('1000');
    expect(attr(html, 'img', 'alt')).toBe('Glasses in the window');
    expect(attr(html, 'img', 'loading')).toBe('lazy');
    expect(attr(html, 'img', 'decoding')).toBe('async');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
    // The square is cut as far right as the image allows; the focal point sits at 60% of it.
    expect(attr(html, 'img', 'style')).toMatch(/object-position:60% 50%/u);
    expect(attr(html, 'img', 'style')).toMatch(/background-image:url\(data:image\/png;base64,/u);
  });

  it('loads a priority image eagerly with high fetch priority, sizes defaulting to the viewport', () => {
    const html = renderToStaticMarkup(<Picture media={photo} locale="de" priority />);
    expect(attr(html, 'img', 'loading')).toBe('eager');
    expect(attr(html, 'img', 'fetchPriority')).toBe('high');
    // React preloads eager images, but not inside <picture> (that would fetch the fallback too).
    expect(html).not.toContain('rel="preload"');
    expect(attr(html, 'img', 'width')).toBe('2000');
    expect(attr(html, 'img', 'height')).toBe('1000');
    expect(attr(html, 'img', 'alt')).toBe('Brillen im Schaufenster');
    expect(html.match(/sizes="100vw"/gu)).toHaveLength(2);
  });

  it('renders media without variants as a plain image', () => {
    const svg: MediaSnapshot = {
      ...photo,
      mimeType: 'image/svg+xml',
      url: '/demo/logo.svg',
      contentHash: null,
    };
    const html = renderToStaticMarkup(
      <Picture media={svg} locale="en" attributes={{ 'data-field': 'f1' }} />,
    );
    expect(html).not.toContain('<picture');
    expect(attr(html, 'img', 'src')).toBe('/demo/logo.svg');
    expect(attr(html, 'img', 'data-field')).toBe('f1');
    expect(html).not.toContain('background-image');
  });
});
