/** Five stars for a rating, half stars at .5 (src/lib/reviews/stars.ts), with a text alternative. */
import { feedsTexts } from '../../i18n/visitor/feeds.ts';
import type { Locale } from '../../lib/content.ts';
import { formatRating } from '../../lib/reviews/format.ts';
import { starsFor } from '../../lib/reviews/stars.ts';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      className={`review-stars__star is-${kind}`}
    >
      {kind === 'half' ? (
        <>
          <path d={STAR} className="review-stars__empty" />
          <path d={STAR} className="review-stars__fill" style={{ clipPath: 'inset(0 50% 0 0)' }} />
        </>
      ) : (
        <path d={STAR} className={kind === 'full' ? 'review-stars__fill' : 'review-stars__empty'} />
      )}
    </svg>
  );
}

export function Stars({ rating, locale }: { rating: number; locale: Locale }) {
  const { full, half, empty } = starsFor(rating);
  const label = feedsTexts[locale].reviewsStars.replace('{rating}', formatRating(rating, locale));
  const kinds = [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <span className="review-stars" role="img" aria-label={label} data-rating={rating}>
      {kinds.map((kind, i) => (
        <Star key={i} kind={kind} />
      ))}
    </span>
  );
}
