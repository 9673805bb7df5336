/**
 * contentSliderBoard view: a title, then full-screen slides (its contentSliderCard children) that
 * take over scrolling once they fill the viewport: drag, wheel, touch, arrow keys or the buttons
 * move between slides, and the page scrolls on at either end. The server HTML (and a page without
 * JavaScript) shows the slides as a readable vertical list; the island turns it into the slider.
 */
import { useRef } from 'react';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { sliderTexts } from '../../i18n/visitor/slider.ts';
import { fieldText } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import type { BlockProps } from '../types.ts';
import { ContentSlide } from '../contentSliderCard/View.tsx';
import { contentSliderCardSchema } from '../contentSliderCard/schema.ts';
import type { contentSliderBoardSchema } from './schema.ts';
import { useSliderDrawer } from './useSliderDrawer.ts';
import './styles.css';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

export function ContentSliderBoardView({
  group,
  options,
  fields,
}: BlockProps<typeof contentSliderBoardSchema>) {
  const { mode, locale, page } = useRenderContext();
  const opensPage = useTitleTag(group.id) === 'h1';
  const t = sliderTexts[locale];
  const slides = group.children.filter(
    (child) => mode === 'edit' || !child.disallowedLanguages.includes(locale),
  );
  const count = slides.length;
  const stageRef = useRef<HTMLDivElement>(null);
  const slider = useSliderDrawer({
    stageRef,
    count,
    hijack: mode === 'live',
    sliderId: group.id,
    pageId: page.id,
  });
  const title = fieldText(fields.title, locale);
  const titleId = `${group.id}-title`;
  const hasHead = title !== null || fieldText(fields.kicker, locale) !== null || mode === 'edit';
  const { enhanced, index } = slider;
  const showHint = options.showScrollHint && mode !== 'edit' && count > 0;
  const slideLabel = (i: number) => fill(t.sliderSlideLabel, { index: i + 1, count });

  return (
    <section className={`block content-slider bg-${options.backgroundColor}`} data-slider-id={group.id}>
      {hasHead ? (
        <div className="block__inner content-slider__head">
          <Text field={fields.kicker} as="p" className="kicker" />
          <div id={titleId}>
            <Text field={fields.title} as="h2" />
          </div>
        </div>
      ) : null}
      <div
        ref={stageRef}
        className={`content-slider__stage ${enhanced ? 'is-slider' : 'is-list'}`}
        role="region"
        aria-roledescription="carousel"
        {...(title !== null ? { 'aria-labelledby': titleId } : { 'aria-label': t.sliderRegion })}
        tabIndex={enhanced && count > 1 ? 0 : undefined}
        onKeyDown={enhanced ? slider.onKeyDown : undefined}
        data-index={index}
        data-count={count}
        data-enhanced={enhanced}
        data-locked={slider.locked}
        data-animating={slider.animating}
        data-motion={slider.motion}
      >
        <div
          className="content-slider__track"
          style={enhanced ? { transform: `translate3d(0, ${-index * 100}%, 0)` } : undefined}
        >
          {slides.map((child, i) => {
            const hidden = enhanced && i !== index;
            return (
              <div
                key={child.id}
                className="content-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i)}
                aria-current={enhanced && i === index ? 'true' : undefined}
                aria-hidden={hidden || undefined}
                inert={hidden}
                data-slide-index={i}
              >
                <ContentSlide
                  group={child}
                  options={readOptions(contentSliderCardSchema, child.version, child.options)}
                  headingLevel={hasHead ? 3 : 2}
                  priority={i === 0 && opensPage}
                />
              </div>
            );
          })}
        </div>
        {showHint ? (
          <p
            className="content-slider__hint"
            data-visible={!enhanced || index === 0}
            aria-hidden={(enhanced && index !== 0) || undefined}
          >
            <span>{t.sliderScrollHint}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </p>
        ) : null}
        {enhanced && count > 1 ? (
          <div className="content-slider__controls">
            <button
              type="button"
              className="content-slider__button"
              aria-label={t.sliderPrevious}
              aria-disabled={index === 0}
              onClick={() => index > 0 && slider.step(-1)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M6 15l6-6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <p className="content-slider__counter" aria-live="polite">
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
              <span className="content-slider__sr">{slideLabel(index)}</span>
            </p>
            <button
              type="button"
              className="content-slider__button"
              aria-label={t.sliderNext}
              aria-disabled={index === count - 1}
              onClick={() => index < count - 1 && slider.step(1)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
