/** The news board's HTML: newest first, Intl dates, 'N/A' for a missing date, 200-character excerpts. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { NEWS_DATE_FORMAT } from '../../lib/news.ts';
import { excerpt } from '../../lib/richtext.ts';
import {
  groupSnapshot,
  richField,
  singleField,
  testPage,
  testSite,
  textField,
} from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { newsFeedBoardSchema } from './schema.ts';
import { NewsFeedBoardView } from './View.tsx';

const long = 'Seit November schleifen wir Gläser auch in Seen selbst ein. '.repeat(6).trim();
const card = (id: string, date: string | null, text = 'Kurz.') =>
  groupSnapshot(id, 'newsFeedCard', [
    textField('title', `Titel ${id}`),
    singleField('date', date),
    richField('description', text),
  ]);
const cards = [card('old', '2026-10-28'), card('undated', null), card('new', '2026-11-19', long)];

function render(options: Record<string, unknown> = {}, locale: Locale = 'de', mode: RenderMode = 'live') {
  const board = groupSnapshot('group-news', 'newsFeedBoard', [textField('title', 'Neuigkeiten')], {}, cards);
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={testSite()} page={testPage}>
      <NewsFeedBoardView
        group={board}
        fields={board.fields}
        options={readOptions(newsFeedBoardSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

const intlDate = (tag: string, iso: string) =>
  new Intl.DateTimeFormat(tag, { ...NEWS_DATE_FORMAT, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

describe('newsFeedBoard view', () => {
  it('lists the newest entry first and undated entries last', () => {
    const html = render();
    const order = ['Titel new', 'Titel old', 'Titel undated'].map((t) => html.indexOf(t));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
  });

  it("formats dates like Intl in de-CH and en-CH, and shows 'N/A' for a missing date", () => {
    expect(render()).toContain(`<time dateTime="2026-11-19">${intlDate('de-CH', '2026-11-19')}</time>`);
    expect(render({}, 'en')).toContain(intlDate('en-CH', '2026-10-28'));
    expect(render()).toMatch(/<p class="news-card__date">N\/A<\/p>/);
  });

  it('shows visitors a 200-character excerpt, editors the whole text', () => {
    const live = render();
    expect(live).toContain(`<p class="news-card__text">${excerpt(long)}</p>`);
    expect(excerpt(long).length).toBeLessThanOrEqual(201);
    expect(render({}, 'de', 'edit')).toContain(long);
  });

  it('keeps the carousel a focusable, labelled scroll region; other layouts are plain lists', () => {
    expect(render({ gridLayout: 'carousel' })).toMatch(
      /class="news-board__scroller" role="region" tabindex="0"/,
    );
    for (const gridLayout of ['grid', 'masonry', 'split', 'avatar']) {
      const html = render({ gridLayout, columnLayout: 4 });
      expect(html).not.toContain('news-board__scroller');
      expect(html).toContain(`news-board__list--${gridLayout} news-board__list--cols-4`);
    }
  });
});
