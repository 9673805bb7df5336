/** teamDetails view: a team member's portrait, name, function, quote, e-mail and description. */
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { fieldText } from '../../lib/content.ts';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { BlockProps } from '../types.ts';
import type { teamDetailsSchema } from './schema.ts';
import './styles.css';

export function TeamDetailsView({ group, options, fields }: BlockProps<typeof teamDetailsSchema>) {
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const email = fields.email?.visible === false ? null : fieldText(fields.email, locale);
  return (
    <article
      className={`block team-details team-details--${options.imageFormat} bg-${options.backgroundColor}`}
    >
      <div className="block__inner team-details__inner">
        <Media
          field={fields.image}
          className="team-details__image"
          priority
          sizes="min(420px, calc(100vw - 2.5rem))"
          aspect={options.imageFormat === 'square' ? '1:1' : '4:5'}
        />
        <div className="team-details__text">
          <Text field={fields.name} as={titleTag} />
          <Text field={fields.function} as="p" className="kicker" />
          <Text field={fields.quote} as="blockquote" className="team-details__quote" multiline />
          <RichText field={fields.description} />
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
