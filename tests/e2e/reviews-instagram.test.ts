/**
 * The review carousel and the Instagram grid of the demo page "Bewertungen" in Chromium against
 * the real server, with the offline demo services (their copies cached by the site's refresher,
 * which re-renders the page once they arrive). The carousel shows 1, 2 and 3 reviews at 390, 800
 * and 1280 px, turns by a pointer swipe of 50 px or more (not less) and by keyboard (the
 * next/previous buttons, the arrow keys on the track); the grid links every post to Instagram in
 * a new tab and marks videos; after an editor revalidates a feed that has no posts (the account
 * removed from the settings for a while), the grid shows the empty text in German and English;
 * axe finds nothing on either page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { blockExternalRequests, launchBrowser, type BrowserSession } from './browser.ts';
import { signInContext } from './credentials.ts';
import { withE2eDb } from './e2e-db.ts';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const de = visitorDictionary('de');
const en = visitorDictionary('en');

let browser: BrowserSession;
const external: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function offlineContext(width: number, origin = baseUrl, touch = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  await blockExternalRequests(context, origin, (url) => external.push(url));
  return context;
}

/** Opens the reviews page, reloading until the refresher's copy has been rendered into it. */
async function openReviews(page: Page, path = '/de/bewertungen') {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}${path}`);
        return page.locator('[data-review-slide]').count();
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBeGreaterThan(3);
  const slider = page.locator('[data-review-slider]');
  await slider.scrollIntoViewIfNeeded();
  await expect.poll(() => slider.getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
}

/** Indexes of the slides that lie inside the track (fully, 2 px tolerance). */
async function visibleSlides(page: Page): Promise<number[]> {
  return page.locator('.review-slider__track').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLElement>('[data-review-slide]')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
      })
      .map((slide) => Number(slide.dataset['reviewSlide']));
  });
}

/** Waits until the carousel shows the given slides (keen-slider animates). */
async function expectVisible(page: Page, indexes: number[]) {
  await expect.poll(() => visibleSlides(page), { timeout: 5_000 }).toEqual(indexes);
}

async function drag(page: Page, dx: number) {
  const box = (await page.locator('.review-slider__track').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

describe('review carousel', () => {
  it.each([
    [390, [0]],
    [800, [0, 1]],
    [1280, [0, 1, 2]],
  ])('shows the right number of reviews at %i px and turns by swipe and keyboard', async (width, first) => {
    const context = await offlineContext(width, baseUrl, width === 390);
    const page = await context.newPage();
    await openReviews(page);
    const region = page.locator('[data-review-slider]');
    expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
    const count = await page.locator('[data-review-slide]').count();
    expect(await page.locator('[data-review-slide]').first().getAttribute('aria-label')).toBe(
      de.reviewsSlide.replace('{index}', '1').replace('{count}', String(count)),
    );
    await expectVisible(page, first);
    const shifted = first.map((i) => i + 1);

    // A short drag (under 50 px) does nothing; a long one turns one slide; back the other way.
    await drag(page, -30);
    await expectVisible(page, first);
    await drag(page, -120);
    await expectVisible(page, shifted);
    await drag(page, 120);
    await expectVisible(page, first);

    // Keyboard: the next button (Enter), then the arrow keys on the focused track.
    const next = page.getByRole('button', { name: de.reviewsNext });
    const previous = page.getByRole('button', { name: de.reviewsPrevious });
    expect(await previous.isDisabled()).toBe(true);
    await next.focus();
    await page.keyboard.press('Enter');
    await expectVisible(page, shifted);
    await page.locator('.review-slider__track').focus();
    await page.keyboard.press('ArrowLeft');
    await expectVisible(page, first);
    await page.keyboard.press('ArrowRight');
    await expectVisible(page, shifted);
    await context.close();
  });
});

describe('Instagram grid', () => {
  it('links every post to Instagram in a new tab and marks videos', async () => {
    const context = await offlineContext(1280);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/reviews`);
    const tiles = page.locator('[data-instagram-feed] .instagram-feed__tile');
    await expect.poll(() => tiles.count(), { timeout: 60_000 }).toBe(8);
    for (const tile of await tiles.all()) {
      expect(await tile.getAttribute('target')).toBe('_blank');
      expect(await tile.getAttribute('rel')).toContain('noopener');
      expect(await tile.getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
      expect(await tile.getAttribute('aria-label')).toContain('(opens Instagram in a new tab)');
    }
    const videos = page.locator('[data-media-type="VIDEO"] .instagram-feed__badge');
    expect(await videos.count()).toBeGreaterThan(0);
    expect(await videos.first().innerText()).toBe(en.instagramVideo);
    await context.close();
  });
});

describe('accessibility', () => {
  it('axe finds no violations on the reviews page in both languages', async () => {
    const context = await offlineContext(1280);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of ['/de/bewertungen', '/en/reviews']) {
      await openReviews(page, path);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations)
        problems.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});

describe('Instagram grid without posts', () => {
  it('says so in German and English after an editor revalidates a feed that has none', async () => {
    const published = await withE2eDb(databaseUrl, async (db) => {
      const [row] = await db.select().from(settings).where(eq(settings.id, 'site'));
      return row!.published!;
    });
    const setPublished = (value: Record<string, unknown>) =>
      withE2eDb(databaseUrl, (db) =>
        db.update(settings).set({ published: value }).where(eq(settings.id, 'site')),
      );
    const context = await offlineContext(1280);
    await signInContext(context, baseUrl);
    const revalidate = async () => {
      const res = await context.request.post(`${baseUrl}/api/v1/revalidate/tag`, {
        data: { tag: 'instagramFeed' },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(200);
    };
    const page = await context.newPage();
    try {
      const accounts = published['socialAccounts'] as Record<string, unknown>;
      await setPublished({
        ...published,
        socialAccounts: { ...accounts, instagram: null, feedWidget: null },
      });
      await revalidate();
      await page.goto(`${baseUrl}/de/bewertungen`);
      expect(await page.locator('.instagram-feed__empty').innerText()).toBe(de.instagramEmpty);
      await page.goto(`${baseUrl}/en/reviews`);
      expect(await page.locator('.instagram-feed__empty').innerText()).toBe('No Instagram posts available');
    } finally {
      await setPublished(published);
      await revalidate();
    }
    await page.goto(`${baseUrl}/en/reviews`);
    expect(await page.locator('[data-instagram-feed] .instagram-feed__tile').count()).toBe(8);
    await context.close();
  });
});
