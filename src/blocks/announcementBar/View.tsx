/**
 * announcementBar view: a slim full-width strip with a short message and an optional link, e.g.
 * changed opening hours. Static HTML; nothing is rendered live when it has neither text nor link.
 */
import { useRenderContext } from '../../fields/context.tsx';
import { Button } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { fieldText } from '../../lib/content.ts';
import type { BlockViewProps } from '../types.ts';
import type { AnnouncementBarOptions } from './schema.ts';
import './styles.css';

export function AnnouncementBarView({ group, options }: BlockViewProps<AnnouncementBarOptions>) {
  const { locale, mode } = useRenderContext();
  const f = group.fields;
  const empty = !fieldText(f['description'], locale) && !fieldText(f['button'], locale);
  if (empty && mode === 'live') return null;
  return (
    <div
      className={`announcement-bar bg-${options.backgroundColor} align-${options.alignment} announcement-bar--${options.textSize}`}
    >
      <p className="announcement-bar__inner">
        <Text field={f['description']} className="announcement-bar__text" />
        <Button field={f['button']} variant="text" className="announcement-bar__link" />
      </p>
    </div>
  );
}
