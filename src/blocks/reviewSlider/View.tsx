/**
 * reviewSlider view: the reviews of the chosen branches (src/lib/reviews/review.ts) as a carousel
 * after the WAI-ARIA APG carousel pattern: a region named by the title with
 * aria-roledescription 'carousel', previous/next buttons, slides as groups labelled 'n of m',
 * a polite live region (nothing moves by itself). 3 reviews side by side from 1024 px, 2 from
 * 768 px, else 1 (re-measured 200 ms after a resize); a swipe of 50 px or more turns one slide,
 * as do the arrow keys on the focused track. keen-slider moves the track once hydrated; before
 * that (and without JS) the slides are server-rendered in a row that scrolls sideways.
 */
import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { feedsTexts } from '../../i18n/visitor/feeds.ts';
import { fieldText } from '../../lib/content.ts';
import { countText } from '../../lib/plural.ts';
import { averageRating, formatRating, reviewMonth } from '../../lib/reviews/format.ts';
import { selectReviews, type BranchReview } from '../../lib/reviews/review.ts';
import {
  RESIZE_DEBOUNCE_MS,
  SWIPE_THRESHOLD_PX,
  itemsPerWidth,
  lastStartIndex,
} from '../../lib/reviews/slides-per-view.ts';
import type { BlockProps } from '../types.ts';
import type { reviewSliderSchema } from './schema.ts';
import { Stars } from './Stars.tsx';
import './styles.css';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** Items per view for the current window, re-read 200 ms after the last resize. */
function usePerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    let timer: number | undefined;
    const measure = () => setPerView(itemsPerWidth(window.innerWidth));
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return perView;
}

function Slide({ review, index, count }: { review: BranchReview; index: number; count: number }) {
  const { locale } = useRenderContext();
  const t = feedsTexts[locale];
  return (
    <div
      className="keen-slider__slide review-slider__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={fill(t.reviewsSlide, { index: index + 1, count })}
      data-review-slide={index}
    >
      <figure className="review-card">
        <Stars rating={review.rating} locale={locale} />
        <blockquote className="review-card__text" lang={review.language ?? undefined}>
          <p>{review.text}</p>
        </blockquote>
        <figcaption className="review-card__author">
          <span className="review-card__name">{review.authorName}</span>
          <span className="review-card__meta">
            <time dateTime={review.time}>{reviewMonth(review.time, locale)}</time>
            {' · '}
            {review.city && !review.branchName.includes(review.city)
              ? `${review.branchName}, ${review.city}`
              : review.branchName}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

export function ReviewSliderView({ group, options, fields }: BlockProps<typeof reviewSliderSchema>) {
  const { site, locale, mode } = useRenderContext();
  const t = feedsTexts[locale];
  const titleTag = useTitleTag(group.id);
  const trackId = useId();
  const places = useMemo(() => {
    const all = site.reviews ?? [];
    return options.location.length
      ? all.filter((p) => p.branchId && options.location.includes(p.branchId))
      : all;
  }, [site.reviews, options.location]);
  const reviews = useMemo(
    () => selectReviews(places, { location: [], minRating: options.minRating }),
    [places, options.minRating],
  );
  const average = averageRating(places);
  const perView = usePerView();
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      slides: { perView, spacing: 24 },
      // Swipes are read below, with the spec's 50 px threshold; keen-slider only moves the track.
      drag: false,
      created: () => setReady(true),
      slideChanged: (s) => setCurrent(s.track.details.rel),
    },
    [],
  );
  const pointer = useRef<{ id: number; x: number } | null>(null);

  if (reviews.length === 0) {
    return mode === 'edit' ? (
      <section className={`block review-slider bg-${options.backgroundColor}`}>
        <div className="block__inner">
          <Text field={fields.title} as={titleTag} />
          <p className="review-slider__empty">{t.reviewsEmptyEdit}</p>
        </div>
      </section>
    ) : null;
  }

  const last = lastStartIndex(reviews.length, perView);
  const go = (step: 1 | -1) => {
    const target = Math.min(Math.max(current + step, 0), last);
    slider.current?.moveToIdx(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { id: event.pointerId, x: event.clientX };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
  };
  const title = fieldText(fields.title, locale);
  const heading = `${group.id}-title`;
  return (
    <section
      className={`block review-slider bg-${options.backgroundColor}`}
      aria-roledescription="carousel"
      {...(title ? { 'aria-labelledby': heading } : { 'aria-label': t.reviewsCarousel })}
      data-review-slider={group.id}
      data-ready={ready ? 'true' : undefined}
      data-per-view={perView}
    >
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <div id={heading}>
          <Text field={fields.title} as={titleTag} />
        </div>
        <RichText field={fields.description} />
        {average ? (
          <p className="review-slider__average">
            <Stars rating={average.rating} locale={locale} />
            <span className="review-slider__average-value">{formatRating(average.rating, locale)}</span>
            <span>
              {countText(locale, average.count, { one: t.reviewsCountOne, other: t.reviewsCountOther })}
            </span>
          </p>
        ) : null}
        <div className="review-slider__controls">
          <button
            type="button"
            className="review-slider__button"
            aria-controls={trackId}
            aria-label={t.reviewsPrevious}
            disabled={ready ? current <= 0 : undefined}
            onClick={() => go(-1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className="review-slider__button"
            aria-controls={trackId}
            aria-label={t.reviewsNext}
            disabled={ready ? current >= last : undefined}
            onClick={() => go(1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div
          ref={sliderRef}
          id={trackId}
          className="keen-slider review-slider__track"
          aria-live="polite"
          aria-label={title ?? t.reviewsCarousel}
          role="group"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (pointer.current = null)}
        >
          {reviews.map((review, index) => (
            <Slide
              key={`${review.branchId ?? ''}-${review.authorName}-${review.time}`}
              review={review}
              index={index}
              count={reviews.length}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
