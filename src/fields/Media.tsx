/** Media field: an image (or video) with dimensions, alt text and focal point; lazy by default. */
import type { CSSProperties } from 'react';
import type { FieldSnapshot, Locale, MediaSnapshot } from '../lib/content.ts';
import { Picture } from '../components/Picture.tsx';
import type { Aspect } from '../lib/media/variants.ts';
import { editAttributes, useRenderContext } from './context.tsx';

export interface MediaProps {
  field: FieldSnapshot | undefined;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
  /** The frame's shape when the block crops ('1:1', '4:5', '16:9', ...); default the image's own. */
  aspect?: Aspect;
}

export function Media({ field, className, priority = false, sizes, aspect }: MediaProps) {
  const { locale, mode, editors } = useRenderContext();
  if (!field || (!field.visible && mode === 'live')) return null;
  const element = renderMedia(
    field,
    locale,
    className,
    priority,
    { sizes, aspect },
    editAttributes(mode, field.id, field.name),
  );
  if (mode === 'edit' && editors) {
    return (
      <editors.Media field={field} className={className}>
        {element}
      </editors.Media>
    );
  }
  return element;
}

function renderMedia(
  field: FieldSnapshot,
  locale: Locale,
  className: string | undefined,
  priority: boolean,
  { sizes, aspect }: Pick<MediaProps, 'sizes' | 'aspect'>,
  attrs: Record<string, string>,
) {
  const media: MediaSnapshot | null = field.media;
  if (!media) return null;
  if (media.mimeType.startsWith('video/')) {
    // A video is not cut; its focal point only places it in a cropping frame.
    const style: CSSProperties | undefined = media.focalPoint
      ? { objectPosition: `${media.focalPoint.x * 100}% ${media.focalPoint.y * 100}%` }
      : undefined;
    return (
      <video className={className} src={media.url} controls preload="metadata" style={style} {...attrs} />
    );
  }
  return (
    <Picture
      media={media}
      locale={locale}
      className={className}
      priority={priority}
      sizes={sizes}
      aspect={aspect}
      attributes={attrs}
    />
  );
}
