/**
 * One image a visitor sees, from its media snapshot: alt text in the page's locale, intrinsic
 * width/height (nothing shifts), lazy unless `priority` (then eager with fetchpriority high), and
 * the focal point as object-position. Used by the media field and by blocks that list media
 * (the gallery).
 */
import type { CSSProperties } from 'react';
import type { Locale, MediaSnapshot } from '../lib/content.ts';

export interface PictureProps {
  media: MediaSnapshot;
  locale: Locale;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /** Extra attributes on the <img> (edit-mode data attributes). */
  attributes?: Record<string, string>;
}

export function Picture({ media, locale, className, priority = false, sizes, attributes }: PictureProps) {
  const style: CSSProperties | undefined = media.focalPoint
    ? { objectPosition: `${media.focalPoint.x * 100}% ${media.focalPoint.y * 100}%` }
    : undefined;
  return (
    <img
      className={className}
      src={media.url}
      alt={media.alt[locale] ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      sizes={sizes}
      style={style}
      {...attributes}
    />
  );
}
