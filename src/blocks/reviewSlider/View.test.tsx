/** The review carousel's server HTML: APG carousel roles, 'n of m' slides, stars, filters. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import type { PlaceReviews } from '../../lib/reviews/review.ts';
import { groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { reviewSliderSchema } from './schema.ts';
import { ReviewSliderView } from './View.tsx';

const review = (authorName: string, rating: number, time: string) => ({
  authorName,
  rating,
  text: `Text von ${authorName}`,
  relativeTimeDescription: '',
  time,
  profilePhotoUrl: null,
  language: 'de',
});

const places: PlaceReviews[] = [
  {
    placeId: 'p1',
    branchId: null,
    name: 'Optik Sonnenberg',
    city: 'Winterthur',
    rating: 4.5,
    ratingCount: 10,
    reviews: [review('Anna', 5, '2026-11-01T10:00:00.000Z'), review('Beat', 3, '2026-10-01T10:00:00.000Z')],
  },
  {
    placeId: 'p2',
    branchId: 'branch-seen',
    name: 'Filiale Seen',
    city: 'Winterthur',
    rating: 4.5,
    ratingCount: 10,
    reviews: [review('Carla', 4, '2026-09-01T10:00:00.000Z')],
  },
];

function render(options: Record<string, unknown> = {}, locale: Locale = 'de', reviews = places) {
  const group = groupSnapshot('group-reviews', 'reviewSlider', [
    textField('title', 'Bewertungen', 'Reviews'),
  ]);
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={{ ...testSite(), reviews }} page={testPage}>
      <ReviewSliderView
        group={group}
        fields={group.fields}
        options={readOptions(reviewSliderSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('reviewSlider view', () => {
  it('is a carousel named by its title with slides labelled n of m and ratings >= 4 by default', () => {
    const html = render();
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-labelledby="group-reviews-title"');
    expect(html).toContain('aria-roledescription="slide" aria-label="1 von 2"');
    expect(html).toContain('aria-label="2 von 2"');
    expect(html).not.toContain('Beat');
    expect(html).toContain('aria-label="Vorherige Bewertung"');
    expect(html).toContain('aria-live="polite"');
  });

  it('draws half stars at .5 with a text alternative through Intl', () => {
    const html = render({}, 'en');
    const rating = new Intl.NumberFormat('en-CH', { maximumFractionDigits: 1 }).format(4.5);
    expect(html).toContain(`aria-label="${rating} out of 5 stars"`);
    expect(html.match(/is-half/g)).toHaveLength(1);
  });

  it('shows only the chosen branches and renders nothing live without reviews', () => {
    const html = render({ location: ['branch-seen'], minRating: 1 });
    expect(html).toContain('Carla');
    expect(html).not.toContain('Anna');
    expect(render({}, 'de', [])).toBe('');
  });
});
