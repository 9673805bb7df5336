/**
 * The scroll-hijack slider drawer as a visitor uses it, in Chromium on desktop and mobile
 * viewports against the real server: scrolling into the slider locks the page, drags (mouse and
 * touch), the wheel, the buttons and the keyboard change slides, the lock releases at the last
 * slide, the debounced `slider_progress_update` event arrives with the right payload, the page
 * passes axe, and pages without the slider load no JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SLIDER_PROGRESS_DEBOUNCE_MS, SLIDER_PROGRESS_EVENT } from '../../src/lib/slider.ts';
import { launchBrowser, recordScripts, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
/** Waits for states, generously: the machine may be busy (vitest's default is 1 s). */
const POLL = { timeout: 15_000 };
const SLIDER_ID = 'group-brillenwelt-slider';
const PAGE_ID = 'page-brillenwelt';

interface Recorded {
  name: string;
  payload: Record<string, unknown>;
  at: number;
}

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Opens a page with analytics events recorded (with their page time). */
async function openSlider(path: string, viewport: { width: number; height: number }, touch = false) {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  let cdp: CDPSession | null = null;
  if (touch) {
    cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  }
  const events: Recorded[] = [];
  await page.exposeFunction('__recordAnalytics', (event: Recorded) => events.push(event));
  await page.addInitScript(() => {
    const w = window as unknown as { __recordAnalytics: (e: unknown) => void; __keyTimes: number[] };
    w.__keyTimes = [];
    window.addEventListener('keydown', () => w.__keyTimes.push(performance.now()), true);
    window.addEventListener('lunette:analytics', (event) => {
      const detail = (event as CustomEvent<{ name: string; payload: unknown }>).detail;
      w.__recordAnalytics({ ...detail, at: performance.now() });
    });
  });
  const scripts = recordScripts(page);
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('load');
  return { page, events, scripts, cdp, stage: page.locator('.content-slider__stage') };
}

const data = (stage: Locator, name: string) => stage.getAttribute(`data-${name}`);
const stageTop = (stage: Locator) => stage.evaluate((el) => el.getBoundingClientRect().top);
const now = (page: Page) => page.evaluate(() => performance.now());
/** Two animation frames: every input event so far has been handled and rendered. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function waitForIndex(stage: Locator, index: number) {
  await expect.poll(() => data(stage, 'index'), POLL).toBe(String(index));
  expect(await stage.locator('[aria-current="true"]').getAttribute('data-slide-index')).toBe(String(index));
}
async function waitForTween(stage: Locator) {
  await expect.poll(() => data(stage, 'animating'), POLL).toBe('false');
}

/** Page times of key presses (the slider changes slide inside the keydown handler). */
const keyTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);

async function mouseDrag(page: Page, dy: number) {
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  const x = size.width / 2;
  const y = size.height * 0.45;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy, { steps: 6 });
  await page.mouse.up();
}

async function touchSwipe(cdp: CDPSession, page: Page, dy: number) {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  const x = size.width / 2;
  const y = size.height * 0.45;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (dy * step) / 6 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const pageLocked = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-slider-lock'));

/** Scrolls down with the wheel until the slider is half up the viewport, and waits for hydration. */
async function scrollToSlider(page: Page, stage: Locator) {
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await expect
    .poll(async () => {
      if ((await stageTop(stage)) > size.height / 2) await page.mouse.wheel(0, 150);
      return (await stageTop(stage)) <= size.height / 2;
    }, POLL)
    .toBe(true);
  await expect.poll(() => data(stage, 'enhanced'), POLL).toBe('true');
}

/** Keeps turning the wheel (100 px a notch) until the slider takes the page. */
async function wheelUntilLocked(page: Page, stage: Locator, deltaY: number) {
  await expect
    .poll(async () => {
      if (!(await pageLocked(page))) await page.mouse.wheel(0, deltaY);
      return pageLocked(page);
    }, POLL)
    .toBe(true);
  await expect.poll(() => data(stage, 'locked'), POLL).toBe('true');
  expect(Math.abs(await stageTop(stage))).toBeLessThanOrEqual(1);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const VIEWPORTS = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    path: '/de/brillenwelt',
    hint: 'Nach unten scrollen',
    next: 'Nächste Folie',
    previous: 'Vorherige Folie',
    afterHeading: 'Die Brillenwelt zum Anprobieren',
  },
  {
    name: 'mobile',
    viewport: { width: 390, height: 844 },
    path: '/en/eyewear',
    hint: 'Scroll down',
    next: 'Next slide',
    previous: 'Previous slide',
    afterHeading: 'The world of eyewear, ready to try on',
  },
] as const;

for (const vp of VIEWPORTS) {
  describe(`slider drawer (${vp.name})`, () => {
    it('locks, changes slides, releases at the end and reports progress', async () => {
      const touch = vp.name === 'mobile';
      const { page, events, scripts, cdp, stage } = await openSlider(vp.path, vp.viewport, touch);

      // Before the slider is reached: server HTML, a readable list, no scripts loaded yet.
      expect(await data(stage, 'enhanced')).toBe('false');
      expect(await stage.locator('[role="group"]').count()).toBe(4);
      expect(await page.locator('.content-slider__hint').innerText()).toContain(vp.hint);
      expect(scripts).toEqual([]);
      await expectNoAxeViolations(page);

      await scrollToSlider(page, stage);
      expect(scripts.length).toBeGreaterThan(0);
      await wheelUntilLocked(page, stage, 100);
      await waitForIndex(stage, 0);
      await expectNoAxeViolations(page);

      // A drag below the 20 px threshold does nothing; a longer one moves one slide.
      await mouseDrag(page, -12);
      await settle(page);
      expect(await data(stage, 'index')).toBe('0');
      expect(await data(stage, 'animating')).toBe('false');
      await mouseDrag(page, -60);
      await waitForIndex(stage, 1);
      await waitForTween(stage);

      await page.mouse.wheel(0, 120);
      await waitForIndex(stage, 2);
      await waitForTween(stage);

      // The visible buttons; the next button is disabled on the last slide.
      await page.getByRole('button', { name: vp.next }).click();
      await waitForIndex(stage, 3);
      expect(await page.getByRole('button', { name: vp.next }).getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('button', { name: vp.previous }).click();
      await waitForIndex(stage, 2);

      // Keys while the slider has focus; a quick burst sends one analytics event, 500 ms after.
      // Focus on the current slide's button: when its slide goes, focus stays on the slider.
      // A quick burst of keys sends one analytics event, 500 ms after the last key (first let the
      // event for the button clicks go out).
      await expect.poll(() => events.at(-1)?.payload['currentIndex'], POLL).toBe(2);
      await stage.locator('[aria-current="true"] a.button').focus();
      const burstStart = await now(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('ArrowDown');
      await waitForIndex(stage, 3);
      expect(await stage.evaluate((el) => document.activeElement === el)).toBe(true);
      const expected = {
        sliderId: SLIDER_ID,
        pageId: PAGE_ID,
        totalProgress: 0.8,
        totalSlideCount: 4,
        currentIndex: 3,
      };
      await expect
        .poll(() => events.find((e) => e.at > burstStart && e.payload['currentIndex'] === 3)?.payload, POLL)
        .toEqual(expected);
      const sent = events.filter((e) => e.at > burstStart);
      expect(sent.map((e) => e.name)).toEqual([SLIDER_PROGRESS_EVENT]);
      const lastKey = (await keyTimes(page)).at(-1) ?? Number.POSITIVE_INFINITY;
      expect((sent[0]?.at ?? 0) - lastKey).toBeGreaterThanOrEqual(SLIDER_PROGRESS_DEBOUNCE_MS - 20);
      await waitForTween(stage);

      // Dragging up on the last slide releases the lock and the page scrolls on past the slider.
      const lockedAt = await page.evaluate(() => window.scrollY);
      await mouseDrag(page, -60);
      await expect.poll(() => data(stage, 'locked'), POLL).toBe('false');
      expect(await pageLocked(page)).toBe(false);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), POLL)
        .toBeGreaterThan(lockedAt + vp.viewport.height / 2);
      const following = page.getByRole('heading', { name: vp.afterHeading });
      await expect
        .poll(
          () =>
            following.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            }),
          POLL,
        )
        .toBe(true);
      // Scrolling past the slider adds to the progress.
      await expect
        .poll(() => Number(events.at(-1)?.payload['totalProgress'] ?? 0), POLL)
        .toBeGreaterThan(0.8);
      expect(events.at(-1)?.payload).toMatchObject({ sliderId: SLIDER_ID, currentIndex: 3 });

      // Scrolling back up into the slider locks it again, at the last slide.
      await wheelUntilLocked(page, stage, -100);
      await waitForIndex(stage, 3);

      if (cdp) {
        // Touch: a short swipe does nothing, a longer one goes back a slide.
        await touchSwipe(cdp, page, 10);
        await settle(page);
        expect(await data(stage, 'index')).toBe('3');
        await touchSwipe(cdp, page, 80);
        await waitForIndex(stage, 2);
      }
      await page.close();
    });
  });
}

describe('slider drawer with reduced motion', () => {
  it('changes slides without a tween', async () => {
    const { page, stage } = await openSlider('/de/brillenwelt', { width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await scrollToSlider(page, stage);
    await wheelUntilLocked(page, stage, 100);
    expect(await data(stage, 'motion')).toBe('false');
    await mouseDrag(page, -60);
    await waitForIndex(stage, 1);
    expect(await data(stage, 'animating')).toBe('false');
    expect(
      await stage.locator('.content-slider__track').evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe('0s');
    await page.close();
  });
});

describe('slider pages and static pages', () => {
  it('renders every slide in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl}/de/brillenwelt`)).text();
    for (const title of [
      'Von Hand angepasst',
      'Scharf in jeder Distanz',
      'Gemacht für die Berge',
      'Bunt, robust und gut beraten',
    ]) {
      expect(html).toContain(`>${title}</h3>`);
    }
    expect(html).not.toContain(' inert');
  });

  it('loads no script on pages without the slider', async () => {
    for (const path of ['/de/', '/en/']) {
      const page = await browser.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('load');
      await page.mouse.wheel(0, 2000);
      await settle(page);
      expect(scripts, path).toEqual([]);
      await page.close();
    }
  });
});
