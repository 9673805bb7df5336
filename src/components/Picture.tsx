/**
 * One image a visitor sees, from its media snapshot: a `<picture>` with AVIF and WebP `srcset`s
 * and a JPEG/PNG fallback cut for the frame's aspect ratio around the focal point (or the crop
 * area), intrinsic width/height of that cut (nothing shifts), alt text in the page's locale, lazy
 * unless `priority` (then eager with fetchpriority high), and the ThumbHash as the img's own
 * background until it paints. Media without variants (SVG, seeded vector files) render as a plain
 * `<img>`. Pure markup: the server and the client render the same thing.
 */
import type { CSSProperties } from 'react';
import type { Locale, MediaSnapshot } from '../lib/content.ts';
import { DEFAULT_FOCAL_POINT, type PixelRect } from '../lib/media/crop.ts';
import { placeholderBackground } from '../lib/media/placeholder.ts';
import { srcsetAttribute } from '../lib/media/srcset.ts';
import { planVariants, type Aspect, type VariantFormat, type VariantPlan } from '../lib/media/variants.ts';

export interface PictureProps {
  media: MediaSnapshot;
  locale: Locale;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint (default 100vw). */
  sizes?: string;
  /** The frame's shape: blocks that crop ask for '1:1', '4:5', '16:9', ...; default the image's own. */
  aspect?: Aspect;
  /** Extra attributes on the <img> (edit-mode data attributes). */
  attributes?: Record<string, string>;
}

/** Where the focal point sits inside the cut, as an object-position (CSS may crop further). */
function objectPosition(media: MediaSnapshot, rect: PixelRect | null): string | undefined {
  if (!rect) {
    return media.focalPoint ? `${media.focalPoint.x * 100}% ${media.focalPoint.y * 100}%` : undefined;
  }
  const focal = media.focalPoint ?? DEFAULT_FOCAL_POINT;
  const within = (value: number, start: number, length: number) =>
    Math.round(Math.min(Math.max((value - start) / length, 0), 1) * 1000) / 10;
  const x = within(focal.x * (media.width ?? 0), rect.left, rect.width);
  const y = within(focal.y * (media.height ?? 0), rect.top, rect.height);
  return `${x}% ${y}%`;
}

const srcsetOf = (plan: VariantPlan, format: VariantFormat) =>
  srcsetAttribute(plan.widths, (width) => plan.urlOf(width, format));

export function Picture({
  media,
  locale,
  className,
  priority = false,
  sizes = '100vw',
  aspect = 'original',
  attributes,
}: PictureProps) {
  const plan = planVariants(media, aspect);
  const placeholder = plan && plan.fallbackFormat === 'jpg' ? placeholderBackground(media.blurHash) : null;
  const style: CSSProperties = {
    objectPosition: objectPosition(media, plan?.rect ?? null),
    ...(placeholder ? { ...placeholder, backgroundSize: 'cover', backgroundRepeat: 'no-repeat' } : {}),
  };
  const img = (
    <img
      className={className}
      src={plan ? plan.urlOf(plan.fallbackWidth, plan.fallbackFormat) : media.url}
      alt={media.alt[locale] ?? ''}
      width={plan ? plan.rect.width : (media.width ?? undefined)}
      height={plan ? plan.rect.height : (media.height ?? undefined)}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      style={style.objectPosition || placeholder ? style : undefined}
      {...attributes}
    />
  );
  if (!plan) return img;
  return (
    // display: contents keeps the <img> the layout's child (grids, absolute backgrounds).
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={srcsetOf(plan, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(plan, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
