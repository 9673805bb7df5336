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
import type { BlockProps } from '../types.ts';
import type { announcementBubbleSchema } from './schema.ts';
import './styles.css';

export function AnnouncementBubbleView({ options, fields }: BlockProps<typeof announcementBubbleSchema>) {
  const { locale, mode } = useRenderContext();
  const empty = !fieldText(fields.title, locale) && !fieldText(fields.description, locale);
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
        <Media field={fields.image} className="announcement-bubble__image" sizes="56px" />
        <Text field={fields.title} as="strong" className="announcement-bubble__title" />
        <Text field={fields.description} className="announcement-bubble__text" />
        <Button field={fields.button} variant="text" className="announcement-bubble__link" />
      </div>
    </div>
  );
}
