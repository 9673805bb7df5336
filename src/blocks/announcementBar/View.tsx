/**
 * announcementBar view: a slim full-width strip with a short message and an optional link, e.g.
 * changed opening hours. Static HTML; nothing is rendered live when it has neither text nor link.
 */
import { useRenderContext } from '../../fields/context.tsx';
import { Button } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { fieldText } from '../../lib/content.ts';
import type { BlockProps } from '../types.ts';
import type { announcementBarSchema } from './schema.ts';
import './styles.css';

export function AnnouncementBarView({ options, fields }: BlockProps<typeof announcementBarSchema>) {
  const { locale, mode } = useRenderContext();
  const empty = !fieldText(fields.description, locale) && !fieldText(fields.button, locale);
  if (empty && mode === 'live') return null;
  return (
    <div
      className={`announcement-bar bg-${options.backgroundColor} align-${options.alignment} announcement-bar--${options.textSize}`}
    >
      <p className="announcement-bar__inner">
        <Text field={fields.description} className="announcement-bar__text" />
        <Button field={fields.button} variant="text" className="announcement-bar__link" />
      </p>
    </div>
  );
}
