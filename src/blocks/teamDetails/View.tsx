/** teamDetails view: a team member's portrait, name, function, quote, e-mail and description. */
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { fieldText } from '../../lib/content.ts';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { BlockViewProps } from '../types.ts';
import type { TeamDetailsOptions } from './schema.ts';
import './styles.css';

export function TeamDetailsView({ group, options }: BlockViewProps<TeamDetailsOptions>) {
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const f = group.fields;
  const titleTag = useTitleTag(group.id);
  const email = f['email']?.visible === false ? null : fieldText(f['email'], locale);
  return (
    <article
      className={`block team-details team-details--${options.imageFormat} bg-${options.backgroundColor}`}
    >
      <div className="block__inner team-details__inner">
        <Media
          field={f['image']}
          className="team-details__image"
          priority
          sizes="(min-width: 768px) 33vw, 100vw"
        />
        <div className="team-details__text">
          <Text field={f['name']} as={titleTag} />
          <Text field={f['function']} as="p" className="kicker" />
          <Text field={f['quote']} as="blockquote" className="team-details__quote" multiline />
          <RichText field={f['description']} />
          {email ? (
            <p className="team-details__email">
              {t.teamEmail}: <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
