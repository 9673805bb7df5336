/** The goFeed teaser board: cards from the cached teasers, dates through Intl, links to new tabs. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { DEMO_MAGAZINE_ARTICLES } from '../../lib/magazine/demo-articles.ts';
import { formatTeaserDate } from '../../lib/magazine/teaser-date.ts';
import { groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { goFeedSchema } from './schema.ts';
import { GoFeedView } from './View.tsx';

const [first, second] = DEMO_MAGAZINE_ARTICLES;

function render(
  locale: Locale,
  mode: RenderMode = 'live',
  dates: [string, string] = [first!.date, second!.date],
) {
  const cards = [
    groupSnapshot('card-1', 'goFeedCard', [textField('title', 'Eigener Titel', 'Own title')], {
      postId: first!.postId,
    }),
    groupSnapshot('card-2', 'goFeedCard', [], { postId: second!.postId }),
    groupSnapshot('card-3', 'goFeedCard', [], { postId: '999' }),
  ];
  const group = groupSnapshot('group-feed', 'goFeed', [textField('title', 'Magazin', 'Magazine')], {}, cards);
  const site = {
    ...testSite(),
    magazine: {
      [first!.postId]: { ...first!, date: dates[0] },
      [second!.postId]: { ...second!, date: dates[1] },
    },
  };
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={site} page={testPage}>
      <GoFeedView group={group} fields={group.fields} options={readOptions(goFeedSchema, 1, {})} />
    </RenderProvider>,
  );
}

describe('goFeed view', () => {
  it('shows a card per cached teaser: own title, excerpt, Intl date, a labelled new-tab link', () => {
    for (const locale of ['de', 'en'] as const) {
      const html = render(locale);
      expect(html).toContain(locale === 'de' ? 'Eigener Titel' : 'Own title');
      expect(html).toContain(second!.title);
      expect(html).toContain(second!.excerpt);
      expect(html).toContain(formatTeaserDate(first!.date, locale)!);
      expect(html).toContain(`href="${first!.permalink}" target="_blank" rel="noopener noreferrer"`);
      expect(html).toContain(locale === 'de' ? '(öffnet in neuem Tab)' : '(opens in a new tab)');
      expect(html).toContain(`src="${first!.imageUrl}"`);
      // A card without a cached teaser or a title is left out for visitors.
      expect(html).not.toContain('data-post-id="999"');
    }
  });

  it('keeps the uncached card in edit mode, with a note', () => {
    const html = render('de', 'edit');
    expect(html).toContain('data-post-id="999"');
    expect(html).toContain('Die Vorschau dieses Artikels ist noch nicht geladen.');
  });

  it('shows the newest article first to visitors, the editor order in edit mode', () => {
    const order = (html: string) =>
      [first!.postId, second!.postId].sort(
        (a, b) => html.indexOf(`data-post-id="${a}"`) - html.indexOf(`data-post-id="${b}"`),
      );
    const older: [string, string] = ['2026-01-10T08:00:00Z', '2026-11-20T08:00:00Z'];
    expect(order(render('de', 'live', older))).toEqual([second!.postId, first!.postId]);
    expect(order(render('de', 'live', [older[1], older[0]]))).toEqual([first!.postId, second!.postId]);
    expect(order(render('de', 'edit', older))).toEqual([first!.postId, second!.postId]);
  });
});
