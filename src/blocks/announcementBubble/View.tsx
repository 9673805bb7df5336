/**
 * announcementBubble view: a round promo badge (title, short text, optional image and link). On
 * desktop it floats over a corner of the page content (alignment x vertical alignment, relative to
 * <main>), wherever the block sits in the page; on mobile it stays in the flow. The link covers
 * the whole bubble. Static HTML.
 */
import { useRenderContext } from '../../fields/context.tsx';
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { Text } from '../../fields/Text.tsx';
import { fieldText } from '../../lib/content.ts';
import type { BlockViewProps } from '../types.ts';
import type { AnnouncementBubbleOptions } from './schema.ts';
import './styles.css';

export function AnnouncementBubbleView({ group, options }: BlockViewProps<AnnouncementBubbleOptions>) {
  const { locale, mode } = useRenderContext();
  const f = group.fields;
  const empty = !fieldText(f['title'], locale) && !fieldText(f['description'], locale);
  if (empty && mode === 'live') return null;
  const classes = [
    'announcement-bubble',
    `announcement-bubble--x-${options.alignment}`,
    `announcement-bubble--y-${options.verticalAlignment}`,
    `announcement-bubble--${options.size}`,
  ].join(' ');
  return (
    <div className={classes}>
      <div className={`announcement-bubble__body bg-${options.backgroundColor}`}>
        <Media field={f['image']} className="announcement-bubble__image" sizes="56px" />
        <Text field={f['title']} as="strong" className="announcement-bubble__title" />
        <Text field={f['description']} className="announcement-bubble__text" />
        <Button field={f['button']} variant="text" className="announcement-bubble__link" />
      </div>
    </div>
  );
}
