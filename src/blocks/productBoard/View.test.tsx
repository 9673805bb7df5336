/** The product board's HTML: card width per column layout, CHF prices from Intl, card content. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { formatChf } from '../../lib/money.ts';
import {
  groupSnapshot,
  imageField,
  singleField,
  testPage,
  testSite,
  textField,
} from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { productBoardSchema } from './schema.ts';
import { ProductBoardView } from './View.tsx';

const cards = [
  groupSnapshot('p1', 'productCard', [
    imageField('image', '/demo/info-frame-round.svg', 'Runde Brille'),
    textField('title', 'Altstadt Rund', 'Old Town Round'),
    singleField('cost', "1'049.00"),
  ]),
  groupSnapshot('p2', 'productCard', [textField('title', 'Auf Anfrage'), singleField('cost', 'auf Anfrage')]),
];

/** The markup with React's escaping of quotes undone, to compare with Intl's plain output. */
const unescape = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

function render(options: Record<string, unknown>, locale: Locale = 'de') {
  const board = groupSnapshot(
    'group-shop',
    'productBoard',
    [textField('title', 'Fassungen', 'Frames')],
    {},
    cards,
  );
  return unescape(
    renderToStaticMarkup(
      <RenderProvider mode="live" locale={locale} site={testSite()} page={testPage}>
        <ProductBoardView
          group={board}
          fields={board.fields}
          options={readOptions(productBoardSchema, 1, options)}
        />
      </RenderProvider>,
    ),
  );
}

describe('productBoard view', () => {
  it('gives cards 300 px, and 250 px in the four-column layout', () => {
    expect(render({ columnLayout: 3 })).toContain('--product-card-width:300px');
    expect(render({ columnLayout: 4 })).toContain('--product-card-width:250px');
    expect(render({ columnLayout: 5 })).toContain('--product-card-width:300px');
  });

  it('shows prices in CHF exactly as Intl formats them, other text as typed', () => {
    const de = render({});
    expect(de).toContain(`<data value="1049">${formatChf(1049, 'de')}</data>`);
    expect(de).toContain('auf Anfrage');
    expect(render({}, 'en')).toContain(formatChf(1049, 'en'));
  });

  it('lists the cards with their title as h3 and image alt text, in a labelled scroll region', () => {
    const html = render({});
    expect(html.match(/<li class="product-card/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="product-card__title">Altstadt Rund</h3>');
    expect(html).toContain('alt="Runde Brille"');
    expect(html).toMatch(/role="region" tabindex="0" aria-labelledby="group-shop-title"/);
  });
});
