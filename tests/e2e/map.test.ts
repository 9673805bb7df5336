/**
 * The urban golf map as players use it, in Chromium (WebGL through SwiftShader) against the real
 * server: the play page's map draws the demo course from the offline style with nothing fetched
 * beyond 127.0.0.1; the hole drawers change by tap, keyboard and swipe (mouse and touch), share
 * the active hole and fly the map to it; full screen and back; the theme persists across a
 * reload; the location tooltip shows once per session and the location shows on the map; axe
 * finds nothing; each hole's own page is static HTML, and the points map (poiManager) works.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAP_PAGE, mapPages } from '../../db/seed/content/urban-golf-map.ts';
import { ACTIVE_HOLE_KEY } from '../../src/game/active-hole.ts';
import { MAP_DEFAULTS, type LngLat } from '../../src/lib/map/constants.ts';
import { dedupeMarkers, focusPoint, holeMarkers, type PointOfInterest } from '../../src/lib/map/markers.ts';
import { MAP_THEME_KEY } from '../../src/lib/map/preferences.ts';
import { launchBrowser, recordScripts, VIEWPORTS, type BrowserSession } from './browser.ts';
import { box, peekPoint, settledBox } from './geometry.ts';

const baseUrl = inject('baseUrl');
/** Waits for states, generously: the machine may be busy (and WebGL runs on the CPU). */
const POLL = { timeout: 20_000 };
const PLAY = { de: '/de/urban-golf-spielen', en: '/en/urban-golf-play' } as const;

/** The demo course as the seed stores it. */
const holes = mapPages.map((rows) => {
  const details = rows.groups.find((g) => g.type === 'mapDetails');
  const options = details?.options as { mapRoute: LngLat[]; pointsOfInterest: PointOfInterest[] };
  return { pageId: rows.page.id, route: options.mapRoute, points: options.pointsOfInterest };
});
const expectedMarkers = dedupeMarkers(
  holes.flatMap((hole, index) =>
    holeMarkers({
      pageId: hole.pageId,
      number: index + 1,
      title: '',
      imageUrl: null,
      href: null,
      hrefLabel: null,
      pointsOfInterest: hole.points,
    }),
  ),
);
const focusOf = (index: number) => focusPoint(holes[index]!.points, holes[index]!.route)!;

let browser: BrowserSession;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function newContext(options: BrowserContextOptions = VIEWPORTS.desktop) {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context;
}

interface MapPage {
  page: Page;
  stage: Locator;
  drawers: Locator;
  requests: string[];
}

/** Opens a page, scrolls its first map into view (islands hydrate when visible) and waits for it. */
async function openMap(context: BrowserContext, path: string, stageSelector = '.map-container .map-stage') {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  const stage = page.locator(stageSelector);
  await stage.scrollIntoViewIfNeeded();
  await expect.poll(() => stage.getAttribute('data-map-state'), POLL).toBe('ready');
  return { page, stage, drawers: page.locator('.map-drawers'), requests } satisfies MapPage;
}

const activeIndex = (map: MapPage) => map.drawers.getAttribute('data-active');

/** The map's centre once it stopped moving, as [lng, lat]. */
async function center(stage: Locator): Promise<LngLat | null> {
  const value = await stage.getAttribute('data-center');
  return value ? (value.split(',').map(Number) as unknown as LngLat) : null;
}

const near = (a: LngLat | null, b: LngLat, tolerance = 0.00002) =>
  a !== null && Math.abs(a[0] - b[0]) <= tolerance && Math.abs(a[1] - b[1]) <= tolerance;

/** Waits until the map has flown to a hole's first marker at the fly-to zoom. */
async function waitForFlight(map: MapPage, holeIndex: number) {
  await expect.poll(async () => near(await center(map.stage), focusOf(holeIndex)), POLL).toBe(true);
  await expect.poll(() => map.stage.getAttribute('data-zoom'), POLL).toBe(MAP_DEFAULTS.flyZoom.toFixed(2));
}

async function waitForActive(map: MapPage, index: number) {
  await expect.poll(() => activeIndex(map), POLL).toBe(String(index));
  expect(
    await map.page.evaluate((key) => sessionStorage.getItem(key), ACTIVE_HOLE_KEY),
    'the active hole is shared through $activeHole',
  ).toBe(holes[index]!.pageId);
  await waitForFlight(map, index);
}

/** Which drawer holds the keyboard focus, and on which control. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      drawer: el?.closest<HTMLElement>('[data-drawer-index]')?.dataset['drawerIndex'] ?? null,
      control: el?.dataset['focus'] ?? null,
    };
  });

describe('the play page map', () => {
  it('draws the demo course from the offline style, with nothing fetched beyond 127.0.0.1', async () => {
    const map = await openMap(await newContext(), PLAY.de);
    expect(await map.stage.getAttribute('data-style')).toBe('/map/style-light.json');
    const canvas = map.stage.locator('canvas.maplibregl-canvas');
    expect(await canvas.getAttribute('aria-label')).toBe('Interaktive Karte');
    expect((await box(canvas)).width).toBeGreaterThan(300);
    // One marker per spot: the end of a hole and the start of the next are drawn once.
    await expect.poll(() => map.stage.locator('.map-marker').count(), POLL).toBe(expectedMarkers.length);
    expect(expectedMarkers.length).toBeLessThan(holes.reduce((n, h) => n + h.points.length, 0));
    expect(await map.stage.locator('.map-marker--pair').count()).toBe(
      expectedMarkers.filter((m) => m.hasPair).length,
    );
    // No hole chosen yet: the whole course is in view (fit-bounds max zoom 16), drawer 1 in front.
    await expect.poll(() => map.stage.getAttribute('data-zoom'), POLL).not.toBeNull();
    expect(Number(await map.stage.getAttribute('data-zoom'))).toBeLessThanOrEqual(MAP_DEFAULTS.fitMaxZoom);
    expect(await activeIndex(map)).toBe('0');
    expect(await map.drawers.locator('article').count()).toBe(holes.length);
    expect(map.requests.some((url) => url.endsWith('/map/winterthur.geojson'))).toBe(true);
    const foreign = map.requests.filter((url) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url));
    expect(foreign).toEqual([]);
  });

  it('changes holes by tap, keyboard and mouse swipe, and flies to each active hole', async () => {
    const map = await openMap(await newContext(), PLAY.de);
    const { page } = map;

    // Tap the next drawer where it peeks out at the right edge, then the previous one on the left.
    const next = await peekPoint(map.drawers.locator('[data-drawer-index="1"]'));
    expect(next.x).toBeGreaterThan((await box(map.drawers.locator('[data-drawer-index="0"]'))).x);
    await page.mouse.click(next.x, next.y);
    await waitForActive(map, 1);
    const previous = await peekPoint(map.drawers.locator('[data-drawer-index="0"]'));
    await page.mouse.click(previous.x, previous.y);
    await waitForActive(map, 0);
    await page.mouse.click(next.x, next.y);
    await waitForActive(map, 1);

    // Keyboard: the previous/next buttons, then the arrow keys; focus follows the drawer in front.
    await page.getByRole('button', { name: 'Nächstes Loch' }).focus();
    await page.keyboard.press('Enter');
    await waitForActive(map, 2);
    await expect.poll(() => focusIn(page), POLL).toEqual({ drawer: '2', control: 'next' });
    await page.keyboard.press('ArrowLeft');
    await waitForActive(map, 1);
    await page.keyboard.press('End');
    await waitForActive(map, holes.length - 1);
    expect(await page.getByRole('button', { name: 'Nächstes Loch' }).isDisabled()).toBe(true);
    await page.keyboard.press('Home');
    await waitForActive(map, 0);

    // Swipe the drawer in front to the left (next) and back to the right (previous).
    const front = await box(map.drawers.locator('[data-drawer-index="0"] .map-drawer__heading'));
    const y = front.y + front.height / 2;
    const x = front.x + front.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 200, y, { steps: 12 });
    await page.mouse.up();
    await waitForActive(map, 1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 200, y, { steps: 12 });
    await page.mouse.up();
    await waitForActive(map, 0);
    // A short drag stays on the hole.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 30, y, { steps: 6 });
    await page.mouse.up();
    expect(await activeIndex(map)).toBe('0');
  });

  it('keeps the active hole across a reload and opens it in full screen with a back button', async () => {
    const context = await newContext();
    const first = await openMap(context, PLAY.de);
    await first.page.getByRole('button', { name: 'Nächstes Loch' }).click();
    await waitForActive(first, 1);
    await first.page.reload();
    const map = { ...first, stage: first.page.locator('.map-container .map-stage') };
    await map.stage.scrollIntoViewIfNeeded();
    await expect.poll(() => map.stage.getAttribute('data-map-state'), POLL).toBe('ready');
    await waitForActive(map, 1);

    const { page } = map;
    await page.getByRole('button', { name: 'Details anzeigen' }).click();
    await expect.poll(() => map.drawers.getAttribute('data-snap'), POLL).toBe('1');
    const back = page.getByRole('button', { name: 'Zurück zur Karte' });
    await expect.poll(() => back.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    const viewport = page.viewportSize()!;
    const full = await settledBox(map.drawers.locator('[data-drawer-index="1"]'));
    expect([full.x, full.y, full.width, full.height]).toEqual([0, 0, viewport.width, viewport.height]);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect.poll(() => page.getByText('Mehr zu diesem Loch').first().isVisible(), POLL).toBe(true);
    expect(await new AxeBuilder({ page }).include('.map-container').analyze()).toMatchObject({
      violations: [],
    });
    await back.click();
    await expect.poll(() => map.drawers.getAttribute('data-snap'), POLL).toBe('0.2');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await focusIn(page)).toEqual({ drawer: '1', control: 'handle' });

    // Dragging the handle up opens full screen too; Escape closes it.
    await map.stage.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    // Where the handle is once the drawer has slid back: pressing it mid-slide would miss it.
    const handle = await settledBox(map.drawers.locator('[data-drawer-index="1"] .map-drawer__handle'));
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y - 400, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => map.drawers.getAttribute('data-snap'), POLL).toBe('1');
    await page.keyboard.press('Escape');
    await expect.poll(() => map.drawers.getAttribute('data-snap'), POLL).toBe('0.2');
  });

  it('swipes between drawers by touch on a phone', async () => {
    const context = await newContext(VIEWPORTS.mobile);
    const map = await openMap(context, PLAY.en);
    const cdp = await context.newCDPSession(map.page);
    const heading = await box(map.drawers.locator('[data-drawer-index="0"] .map-drawer__heading'));
    const x = heading.x + heading.width / 2 + 60;
    const y = heading.y + heading.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x - (160 * step) / 8, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await waitForActive(map, 1);
    expect(await map.drawers.locator('.map-drawer.is-active .kicker').textContent()).toBe('Hole 2 of 6');
  });

  it('opens a marker popup with both holes of a shared spot and their links', async () => {
    const map = await openMap(await newContext(), PLAY.de);
    const marker = map.page.getByRole('button', {
      name: 'Loch 1/2: Loch 1, Ziel: Bahnhofplatz; Loch 2, Start: Marktgasse',
    });
    // By keyboard: focus the marker, Enter opens its popup (and Escape or the close button shut it).
    await marker.focus();
    await map.page.keyboard.press('Enter');
    const popup = map.page.locator('.maplibregl-popup');
    await expect.poll(() => popup.isVisible(), POLL).toBe(true);
    expect(await marker.getAttribute('aria-expanded')).toBe('true');
    expect(await popup.locator('.map-popup__kicker').allTextContents()).toEqual([
      'Loch 1 · Ziel',
      'Loch 2 · Start',
    ]);
    expect(await popup.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      ['/de/map/bahnhofplatz', '/de/map/marktgasse'],
    );
    expect(await popup.locator('img').getAttribute('src')).toBe('/demo/shop-window.svg');
    expect(await new AxeBuilder({ page: map.page }).include('.map-container').analyze()).toMatchObject({
      violations: [],
    });
    await map.page.getByRole('button', { name: 'Popup schliessen' }).click();
    await expect.poll(() => popup.count(), POLL).toBe(0);
    expect(await marker.evaluate((el) => el === document.activeElement)).toBe(true);
    // By mouse, once the map shows the hole up close.
    await map.page.getByRole('button', { name: 'Nächstes Loch' }).click();
    await waitForActive(map, 1);
    await map.stage.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await marker.click();
    await expect.poll(() => popup.isVisible(), POLL).toBe(true);
    await marker.click();
    await expect.poll(() => popup.count(), POLL).toBe(0);
  });

  it('switches to the dark map and keeps it after a reload', async () => {
    const map = await openMap(await newContext(), PLAY.de);
    const toggle = map.page.getByRole('button', { name: 'Dunkle Karte' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => map.stage.getAttribute('data-style'), POLL).toBe('/map/style-dark.json');
    expect(await map.stage.getAttribute('data-theme')).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await map.page.evaluate((key) => localStorage.getItem(key), MAP_THEME_KEY)).toBe('dark');
    // The route layer comes back with the new style.
    await expect.poll(() => map.stage.locator('.map-marker').count(), POLL).toBe(expectedMarkers.length);

    await map.page.reload();
    const stage = map.page.locator('.map-container .map-stage');
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-map-state'), POLL).toBe('ready');
    expect(await stage.getAttribute('data-style')).toBe('/map/style-dark.json');
    expect(await map.page.getByRole('button', { name: 'Dunkle Karte' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the location tooltip once per session and the location on the map', async () => {
    const context = await newContext({
      ...VIEWPORTS.desktop,
      permissions: ['geolocation'],
      geolocation: { latitude: 47.4998, longitude: 8.7284 },
    });
    const map = await openMap(context, PLAY.de);
    const tooltip = map.page.getByText('Tippen Sie hier, um Ihren Standort auf der Karte zu sehen.');
    expect(await tooltip.isVisible()).toBe(true);
    const locate = map.page.getByRole('button', { name: 'Meinen Standort anzeigen' });
    await locate.click();
    expect(await tooltip.count()).toBe(0);
    expect(await locate.getAttribute('aria-pressed')).toBe('true');
    const you = map.page.getByRole('img', { name: 'Ihr Standort' });
    await expect.poll(() => you.isVisible(), POLL).toBe(true);
    await expect.poll(async () => near(await center(map.stage), [8.7284, 47.4998]), POLL).toBe(true);
    await locate.click();
    await expect.poll(() => you.count(), POLL).toBe(0);

    await map.page.reload();
    const stage = map.page.locator('.map-container .map-stage');
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-map-state'), POLL).toBe('ready');
    expect(await map.page.getByText('Tippen Sie hier').count()).toBe(0);
  });

  it('passes axe with the map ready, in both locales', async () => {
    const context = await newContext();
    for (const path of [PLAY.de, PLAY.en]) {
      const map = await openMap(context, path);
      await expect.poll(() => map.stage.locator('.map-marker').count(), POLL).toBe(expectedMarkers.length);
      const result = await new AxeBuilder({ page: map.page }).include('.map-container').analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await map.page.close();
    }
  });
});

describe('a hole page', () => {
  it('is static HTML with the hole, its points, its route and the way back to the score card', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const response = await page.goto(`${baseUrl}/de/map/marktgasse`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').textContent()).toBe('Marktgasse');
    expect(await page.locator('.map-details .kicker').textContent()).toBe('Loch 2 von 6');
    expect(await page.locator('.poi-list__item').count()).toBe(3);
    expect(await page.getByRole('img', { name: 'Skizze der Strecke von Loch 2' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Zurück zur Spielkarte' }).getAttribute('href')).toBe(
      PLAY.de,
    );
    expect(scripts).toEqual([]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  it('has a working points map (poiManager) on the last hole', async () => {
    const context = await newContext();
    const map = await openMap(context, '/en/map/stadthaus', '.poi-manager .map-stage');
    const show = map.page.getByRole('button', { name: 'Show on the map' });
    expect(await show.count()).toBe(3);
    await show.first().click();
    const popup = map.page.locator('.maplibregl-popup');
    await expect.poll(() => popup.isVisible(), POLL).toBe(true);
    expect(await popup.locator('.map-popup__kicker').textContent()).toBe('Point 1 · Party');
    await expect.poll(async () => near(await center(map.stage), [8.72985, 47.5016]), POLL).toBe(true);
    const result = await new AxeBuilder({ page: map.page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    expect(map.requests.filter((url) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url))).toEqual([]);
  });
});

it('keeps the hole page ids the seed declares', () => {
  expect(holes.map((h) => h.pageId)).toEqual(Object.values(MAP_PAGE));
});
