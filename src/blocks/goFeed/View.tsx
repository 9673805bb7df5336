/**
 * goFeed view: a teaser board of health-magazine articles (its goFeedCard children) in the chosen
 * card layout, rendered at build time from the cached teasers (`site.magazine`), newest article
 * first for visitors (the editor keeps the order the cards were added in). No JavaScript.
 */
import { cardHeadingTag } from '../../components/CardLayout.tsx';
import { CardBoard } from '../../components/CardBoard.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { fieldText } from '../../lib/content.ts';
import { GoFeedCard } from '../goFeedCard/View.tsx';
import { goFeedCardSchema } from '../goFeedCard/schema.ts';
import { fieldsOf, readGroupOptions } from '../read.ts';
import type { BlockProps } from '../types.ts';
import type { goFeedSchema } from './schema.ts';
import './styles.css';

const timeOf = (date: string) => {
  const time = Date.parse(date);
  return Number.isNaN(time) ? -Infinity : time;
};
const byDateDescending = (a: string, b: string) => {
  const [ta, tb] = [timeOf(a), timeOf(b)];
  return ta === tb ? 0 : ta < tb ? 1 : -1;
};

export function GoFeedView({ group, options }: BlockProps<typeof goFeedSchema>) {
  const { locale, mode, site } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const cards = group.children.flatMap((child, index) => {
    if (child.type !== goFeedCardSchema.type) return [];
    if (mode !== 'edit' && child.disallowedLanguages.includes(locale)) return [];
    const cardOptions = readGroupOptions(goFeedCardSchema, child);
    if (!cardOptions) return [];
    const teaser = cardOptions.postId ? site.magazine?.[cardOptions.postId] : undefined;
    // Visitors see only cards that have something to show: a cached teaser or a title.
    const label = fieldText(fieldsOf<typeof goFeedCardSchema>(child).title, locale) ?? teaser?.title;
    if (mode !== 'edit' && !teaser && !label) return [];
    return [
      {
        date: teaser?.date ?? '',
        key: child.id,
        label: label ?? String(index + 1),
        content: <GoFeedCard group={child} options={cardOptions} heading={cardHeadingTag(titleTag)} />,
      },
    ];
  });
  // Newest first; a card without a teaser (no date) after the dated ones, in the editor's order.
  if (mode !== 'edit') cards.sort((a, b) => byDateDescending(a.date, b.date));
  return (
    <CardBoard
      name="go-feed"
      group={group}
      options={{ ...options, backgroundColor: 'transparent' }}
      titleTag={titleTag}
      cards={cards}
      fallbackLabel={t.magazineBoard}
    />
  );
}
