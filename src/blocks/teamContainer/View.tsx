/**
 * teamContainer view: one card per shown page of the team collection (in position order), built
 * from that page's teamDetails group and linking to the member's detail page, in any of the five
 * card layouts. 'split' lists the names (5 at a time on desktop) beside the chosen member's card.
 * Hidden members are left out; editors see them in the archive.
 */
import { Media } from '../../fields/Media.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { splitArchive } from '../../lib/collection-archive.ts';
import { collectionItems } from '../../lib/collections.ts';
import { fieldText, type GroupSnapshot } from '../../lib/content.ts';
import { pagePath } from '../../lib/routes.ts';
import { CardBoard } from '../../components/CardBoard.tsx';
import type { BlockProps } from '../types.ts';
import { cardExcerpt, cardHeadingTag, type GridLayout } from '../../components/CardLayout.tsx';
import { CollectionArchive } from './CollectionArchive.tsx';
import type { TeamContainerOptions, teamContainerSchema } from './schema.ts';
import './styles.css';
import { fieldsOf } from '../read.ts';
import type { teamDetailsSchema } from '../teamDetails/schema.ts';

export function TeamContainerView({ group, options }: BlockProps<typeof teamContainerSchema>) {
  const { site, locale, mode } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const { shown, archive } = splitArchive(collectionItems(site.pages, 'team', locale));
  const cards = shown.map(({ page, details }) => {
    const name =
      fieldText(fieldsOf<typeof teamDetailsSchema>(details).name, locale) ?? page.meta.name[locale] ?? '';
    const href = pagePath(page, locale, mode);
    const member = {
      details,
      name,
      href,
      imageFormat: options.imageFormat,
      heading: cardHeadingTag(titleTag),
    };
    return {
      key: page.id,
      label: name,
      content:
        options.gridLayout === 'split' ? (
          <TeamSplitCard {...member} moreLabel={t.contentLearnMore} />
        ) : (
          <TeamCard {...member} layout={options.gridLayout} />
        ),
    };
  });
  return (
    <CardBoard
      name="team-container"
      group={group}
      options={options}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.teamOverview}
    >
      <CollectionArchive archive={archive} groupId={group.id} />
    </CardBoard>
  );
}

interface MemberProps {
  details: GroupSnapshot | null;
  name: string;
  href: string;
  imageFormat: TeamContainerOptions['imageFormat'];
  /** Heading element of the member's name (one level below the block title). */
  heading: 'h2' | 'h3';
}

/** A member card: portrait, name (the link to the detail page, the whole card is clickable), function. */
function TeamCard({
  details,
  name,
  href,
  imageFormat,
  heading: Heading,
  layout,
}: MemberProps & { layout: GridLayout }) {
  const sizes = layout === 'avatar' ? '128px' : '(min-width: 768px) 30vw, 100vw';
  return (
    <article className={`team-card team-card--${imageFormat}`}>
      <Media
        field={fieldsOf<typeof teamDetailsSchema>(details).image}
        className="team-card__image"
        sizes={sizes}
        aspect={layout === 'avatar' || imageFormat === 'square' ? '1:1' : '3:4'}
      />
      <Heading className="team-card__title">
        <a href={href} className="team-card__link">
          <span className="team-card__name">{name}</span>
        </a>
      </Heading>
      <Text
        field={fieldsOf<typeof teamDetailsSchema>(details).function}
        as="p"
        className="team-card__function"
      />
    </article>
  );
}

/** The chosen member in the split view: portrait beside name, function, quote and an excerpt. */
function TeamSplitCard({
  details,
  name,
  href,
  imageFormat,
  heading: Heading,
  moreLabel,
}: MemberProps & { moreLabel: string }) {
  const { locale } = useRenderContext();
  const summary = cardExcerpt(fieldsOf<typeof teamDetailsSchema>(details).description, locale);
  return (
    <article className={`team-split-card team-card--${imageFormat}`}>
      <Media
        field={fieldsOf<typeof teamDetailsSchema>(details).image}
        className="team-split-card__image"
        sizes="(min-width: 768px) 25vw, min(20rem, calc(100vw - 2.5rem))"
        aspect={imageFormat === 'square' ? '1:1' : '3:4'}
      />
      <div className="team-split-card__text">
        <Heading className="team-split-card__name">{name}</Heading>
        <Text field={fieldsOf<typeof teamDetailsSchema>(details).function} as="p" className="kicker" />
        <Text
          field={fieldsOf<typeof teamDetailsSchema>(details).quote}
          as="blockquote"
          className="team-split-card__quote"
          multiline
        />
        {summary ? <p>{summary}</p> : null}
        <a href={href} className="button button--contained">
          {moreLabel}
          <span className="visually-hidden">: {name}</span>
        </a>
      </div>
    </article>
  );
}
