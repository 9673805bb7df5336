/**
 * The content blocks as a visitor meets them, in Chromium against the real server and database:
 * the showcase page 'Brillen & Kontaktlinsen' in both locales (every block renders its content,
 * masonry image heights follow the spec's cycle, the split team card switches without
 * JavaScript), a testimonial page opened from its container, no scripts, and no axe violations
 * on desktop and mobile.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_CARD_HEIGHTS } from '../../src/lib/card-heights.ts';
import { launchBrowser, recordScripts, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Viewport = keyof typeof VIEWPORTS;

/** Opens a path in a fresh context of the viewport; records the scripts it loads. */
async function open(path: string, viewport: Viewport = 'desktop') {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const response = await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('load');
  return { page, scripts, response, close: () => context.close() };
}

const SHOWCASE = {
  de: {
    path: '/de/brillen',
    h1: 'Die Brille, die zu Ihnen passt',
    h2: [
      'Fassungen für jedes Gesicht',
      'Rund um Ihre Brille',
      'Sehtest machen',
      'Kontaktlinsen testen',
      'Brille reparieren',
      'Alles für gutes Sehen',
      'Jede Brille in der eigenen Werkstatt angepasst',
      'Zeit für Ihre Augen – in der Altstadt und in Seen',
      'Ihre Ansprechpersonen',
      'Das sagen unsere Kundinnen und Kunden',
      'Was Sie zum Brillenkauf mitbringen',
      'Noch Fragen zur neuen Brille?',
    ],
    texts: ['Dauer', 'Kosten', 'ab CHF 490', 'Runde Fassungen', 'Sonnenbrillen', 'Kontaktlinsen'],
    previous: 'Vorherige Karten',
  },
  en: {
    path: '/en/glasses',
    h1: 'Glasses that suit you',
    h2: [
      'Frames for every face',
      'All about your glasses',
      'Have an eye test',
      'Try contact lenses',
      'Get your glasses fixed',
      'Everything for good vision',
      'Every pair fitted in our own workshop',
      'Time for your eyes – in the old town and in Seen',
      'Who will advise you',
      'In our customers’ words',
      'What to bring when you buy glasses',
      'Any questions about new glasses?',
    ],
    texts: ['Duration', 'Cost', 'from CHF 490', 'Round frames', 'Sunglasses', 'Contact lenses'],
    previous: 'Previous cards',
  },
} as const;

/** Heights of the masonry image board's card images, as the browser lays them out. */
function imageHeights(page: Page): Promise<number[]> {
  return page
    .locator('.image-board .image-card__media')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
}

describe('showcase page', () => {
  for (const locale of ['de', 'en'] as const) {
    const expected = SHOWCASE[locale];

    it(`renders every content block with its texts and no JavaScript (${locale})`, async () => {
      const { page, scripts, response, close } = await open(expected.path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(expected.h1);
      for (const name of expected.h2) {
        expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible(), name).toBe(true);
      }
      const main = (await page.locator('main').textContent()) ?? '';
      for (const text of expected.texts) expect(main, text).toContain(text);

      // The block classes of the page, in order: each block rendered.
      const blocks = await page
        .locator('main > section')
        .evaluateAll((nodes) => nodes.map((node) => node.classList[1]));
      expect(blocks).toEqual([
        'hero',
        'image-board',
        'service-board',
        'multi-cta',
        'services-container',
        'text-on-image',
        'image-collage',
        'team-container',
        'testimonials-container',
        'rich-text-block',
        'cta',
      ]);
      expect(await page.locator('.service-card').count()).toBe(4);
      expect(await page.locator('.service-item').count()).toBe(3);
      expect(await page.locator('.image-collage__image img').count()).toBe(4);
      expect(await page.locator('.text-on-image__background img').isVisible()).toBe(true);

      // Five shown testimonials in a scroll-snap carousel; the archived one is left out.
      const carousel = page.locator('.testimonials-container .cards-carousel__scroller');
      expect(await carousel.getAttribute('aria-label')).toBe(expected.h2[9]);
      expect(await carousel.evaluate((node) => getComputedStyle(node).scrollSnapType)).toBe('x mandatory');
      expect(await page.locator('.testimonial-card').count()).toBe(5);
      expect(main).not.toContain('Claudia Frei');

      expect(scripts).toEqual([]);
      await close();
    });
  }

  it('lays out the masonry image board with the card-height cycle', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, close } = await open('/de/brillen', viewport);
      const heights = await imageHeights(page);
      expect(heights.length).toBeGreaterThanOrEqual(IMAGE_CARD_HEIGHTS.length);
      expect(heights).toEqual(heights.map((_, i) => IMAGE_CARD_HEIGHTS[i % IMAGE_CARD_HEIGHTS.length]));
      await close();
    }
  });

  it('switches the split team card by its name list, without JavaScript', async () => {
    const { page, scripts, close } = await open('/de/brillen');
    const team = page.locator('.team-container');
    const names = await team.locator('.cards-split__list a').allInnerTexts();
    expect(names).toEqual(['Anna Sonnenberg', 'Marco Bernasconi', 'Lea Keller']);
    const visibleCard = () => team.locator('.team-split-card__name:visible').allInnerTexts();
    await expect.poll(visibleCard).toEqual(['Anna Sonnenberg']);
    await team.getByRole('link', { name: 'Marco Bernasconi', exact: true }).click();
    await expect.poll(visibleCard).toEqual(['Marco Bernasconi']);
    expect(new URL(page.url()).hash).toMatch(/^#group-glasses-team-/);
    await team.getByRole('link', { name: /Mehr erfahren/ }).click();
    await page.waitForURL(/\/de\/team\/marco-bernasconi$/);
    expect(scripts).toEqual([]);
    await close();
  });

  it('lists at most five names at a time in the split view on desktop', async () => {
    const { page, close } = await open('/de/brillen');
    const list = page.locator('.team-container .cards-split__list');
    const { height, row } = await list.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      row: node.querySelector('li')?.getBoundingClientRect().height ?? 0,
    }));
    expect(row).toBeGreaterThan(0);
    expect(await list.evaluate((node) => getComputedStyle(node).maxHeight)).not.toBe('none');
    const maxHeight = await list.evaluate((node) => parseFloat(getComputedStyle(node).maxHeight));
    expect(Math.floor(maxHeight / row)).toBe(5);
    expect(height).toBeLessThanOrEqual(maxHeight);
    await close();
  });
});

describe('testimonials', () => {
  it('opens a testimonial page from its card in the container', async () => {
    const { page, scripts, close } = await open('/de/brillen');
    const card = page.locator('.testimonial-card').first();
    const name = (await card.locator('.testimonial-card__name').innerText()).trim();
    expect(name.startsWith('Regula Brunner')).toBe(true);
    await Promise.all([page.waitForURL(/\/de\/testimonial\/regula-brunner$/), card.locator('a').click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Regula Brunner');
    expect(await page.locator('.testimonial-details__quote').innerText()).toContain('Gleitsichtbrille');
    expect(scripts).toEqual([]);
    await close();
  });

  it('keeps archived testimonials out of the containers but serves their pages', async () => {
    const { page, response, close } = await open('/en/testimonial/claudia-frei');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Claudia Frei');
    await page.goto(`${baseUrl}/en/`);
    expect(await page.locator('.testimonials-container .testimonial-card').count()).toBe(5);
    expect(await page.locator('main').innerText()).not.toContain('Claudia Frei');
    await close();
  });
});

describe('accessibility of the content blocks', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`has no axe violations on the showcase and a testimonial page (${viewport})`, async () => {
      const problems: string[] = [];
      for (const path of [
        '/de/brillen',
        '/en/glasses',
        '/de/testimonial/regula-brunner',
        '/en/testimonial/peter-graf',
      ]) {
        const { page, close } = await open(path, viewport);
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations) {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
        await close();
      }
      expect(problems).toEqual([]);
    });
  }
});
