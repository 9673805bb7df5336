/**
 * marketplace view: the heading and the network's published frames, objects and jobs, offered
 * or searched, as an accordion. The static page shows the site's own published items; in the
 * browser the island asks GET /api/v1/marketplace for the whole network's current list. An
 * item's header shows its kind, direction, title, the offering business and cost (CHF through
 * Intl); its panel the picture, the description, the options (to be picked up, subject to
 * postage, asking price), the date ('N/A' when missing) and the branch contact.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Picture } from '../../components/Picture.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { jobsTexts } from '../../i18n/visitor/jobs.ts';
import { API_PREFIX } from '../../lib/api/common.ts';
import type { MarketplaceItemSnapshot } from '../../lib/api/jobs.ts';
import { MarketplaceListSchema } from '../../lib/api/marketplace.ts';
import type { Locale } from '../../lib/content.ts';
import { costLabel, createdLabel, itemTextLang, visibleItems } from '../../lib/jobs/board.ts';
import { Accordion } from '../jobs/Accordion.tsx';
import { Description } from '../jobs/Description.tsx';
import { BranchContact } from '../jobs/View.tsx';
import type { BlockProps } from '../types.ts';
import type { marketplaceSchema } from './schema.ts';
import '../jobs/styles.css';

function ItemHeader({ item, locale }: { item: MarketplaceItemSnapshot; locale: Locale }) {
  const t = jobsTexts[locale];
  const cost = costLabel(item.costChf, locale);
  return (
    <span className="job-board__header">
      <span className="job-board__tags">
        <span className={`job-board__tag job-board__tag--${item.direction}`}>
          {t[`marketplaceDirection_${item.direction}`]}
        </span>
        <span className="job-board__tag">{t[`marketplaceKind_${item.kind}`]}</span>
      </span>
      <span className="job-board__title" lang={itemTextLang(locale)}>
        {item.title}
      </span>
      <span className="job-board__facts">
        {item.business ? (
          <span className="job-board__fact job-board__business">{`${t.marketplaceOfferedBy}: ${item.business}`}</span>
        ) : null}
        <span className="job-board__fact job-board__cost">
          {cost !== null ? (
            <data value={String(item.costChf)}>{`${t.marketplaceCost}: ${cost}`}</data>
          ) : (
            t.marketplaceNoCost
          )}
        </span>
      </span>
    </span>
  );
}

function ItemPanel({ item, locale }: { item: MarketplaceItemSnapshot; locale: Locale }) {
  const t = jobsTexts[locale];
  const options = [
    item.options.toBePickedUp ? t.marketplaceToBePickedUp : null,
    item.options.subjectToPostage ? t.marketplaceSubjectToPostage : null,
    item.options.askingPrice ? t.marketplaceAskingPrice : null,
  ].filter((o): o is string => o !== null);
  const created = createdLabel(item.created, locale);
  return (
    <div className="job-board__body">
      {item.titleImage ? (
        <div className="job-board__images">
          <Picture
            media={item.titleImage}
            locale={locale}
            sizes="(min-width: 48rem) 20rem, 100vw"
            className="job-board__image"
          />
        </div>
      ) : null}
      <Description ownerId={`${item.siteId}-${item.id}`} content={item.description} />
      <dl className="job-board__contact">
        <div>
          <dt>{t.jobsCreated}</dt>
          <dd>
            {item.created && created !== t.jobsDateMissing ? (
              <time dateTime={item.created}>{created}</time>
            ) : (
              created
            )}
          </dd>
        </div>
        {options.length > 0 ? (
          <div>
            <dt>{t.marketplaceOptions}</dt>
            <dd>
              <ul className="job-board__options">
                {options.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <BranchContact branch={item.branch} staff={item.staffMember} locale={locale} />
    </div>
  );
}

/**
 * Asks the API for the network's current list; keeps the given items when it fails. `fromNetwork`
 * tells whether the list shown is the network's (the section carries it as data-network).
 */
function useNetworkItems(initial: readonly MarketplaceItemSnapshot[], live: boolean) {
  const [state, setState] = useState({ items: initial, fromNetwork: false });
  useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    fetch(`${API_PREFIX}/marketplace`, { credentials: 'same-origin', signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: unknown) => {
        const parsed = v.safeParse(v.object({ data: MarketplaceListSchema }), body);
        if (parsed.success) setState({ items: parsed.output.data.items, fromNetwork: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[marketplace] network list unavailable', error);
      });
    return () => controller.abort();
  }, [live]);
  return state;
}

export function MarketplaceView({ group, options, fields }: BlockProps<typeof marketplaceSchema>) {
  const { locale, site, mode } = useRenderContext();
  const t = jobsTexts[locale];
  const titleTag = useTitleTag(group.id);
  const network = useNetworkItems(site.jobs?.marketplace ?? [], mode === 'live');
  const items = visibleItems(network.items, options);
  return (
    <section
      className="block job-board marketplace"
      data-block-id={group.id}
      data-network={network.fromNetwork ? 'loaded' : undefined}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as={titleTag} />
        <RichText field={fields.description} />
        {items.length === 0 ? (
          <p className="job-board__empty">{t.marketplaceEmpty}</p>
        ) : (
          <Accordion
            className="job-board__list"
            headingTag={titleTag === 'h1' ? 'h2' : 'h3'}
            entries={items.map((item) => ({
              id: `${item.siteId}:${item.id}`,
              header: <ItemHeader item={item} locale={locale} />,
              panel: <ItemPanel item={item} locale={locale} />,
            }))}
          />
        )}
      </div>
    </section>
  );
}
