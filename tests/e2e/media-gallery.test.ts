/**
 * The demo gallery and video pages in Chromium against the real server: the gallery shows 24
 * photos and 'Mehr laden' adds the rest; the lightbox works by keyboard (Enter opens, arrows move,
 * Escape closes, focus returns to the tile); the video page loads no player and asks nothing of
 * YouTube until play is pressed, then the youtube-nocookie player is there; axe finds nothing on
 * either page. As an editor with the toolbar on, a gallery photo is deleted in place. Every
 * request that leaves this machine is aborted.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../../db/seed/ids.ts';
import { PHOTO_MANIFEST } from '../../db/seed/content/photos.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { blockExternalRequests, launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = visitorDictionary('de');
const GALLERY_COUNT = PHOTO_MANIFEST.filter((entry) => entry.tags.includes('gallery')).length;
const galleryAlts = PHOTO_MANIFEST.filter((entry) => entry.tags.includes('gallery')).map(
  (entry) => entry.alt.de,
);

let browser: BrowserSession;
/** Hosts other than the local server that pages tried to reach (all aborted). */
let external: string[] = [];

/** A context whose requests to anywhere but the local server are recorded and aborted. */
async function offlineContext(
  options: Parameters<BrowserSession['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await blockExternalRequests(context, baseUrl, (url) => external.push(url));
  return context;
}

const tiles = (page: Page) => page.locator('[data-gallery-id] [data-gallery-tile]');

/** Opens the gallery page and waits until its island is hydrated (Astro drops `ssr` then). */
async function openGallery(page: Page, path = '/de/galerie') {
  await page.goto(`${baseUrl}${path}`);
  const island = page.locator('astro-island', { has: page.locator('[data-gallery-id]') });
  await island.scrollIntoViewIfNeeded();
  await expect.poll(() => island.getAttribute('ssr'), { timeout: 15_000 }).toBeNull();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('media gallery (visitor)', () => {
  it('shows 24 photos, then the rest after Mehr laden, with focus on the first new one', async () => {
    const context = await offlineContext();
    const page = await context.newPage();
    await openGallery(page);
    expect(GALLERY_COUNT).toBeGreaterThan(24);
    expect(await tiles(page).count()).toBe(24);
    const more = page.getByRole('button', { name: t.galleryLoadMore });
    await more.click();
    await expect.poll(() => tiles(page).count(), { timeout: 5000 }).toBe(Math.min(48, GALLERY_COUNT));
    expect(await page.locator('[data-gallery-id]').getAttribute('aria-busy')).toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt')))
      .toBe(galleryAlts[24]);
    expect(await more.count()).toBe(0);
    await context.close();
  }, 60_000);

  it('opens the lightbox with Enter, moves with the arrow keys, closes with Escape and returns focus', async () => {
    const context = await offlineContext();
    const page = await context.newPage();
    await openGallery(page);
    const first = tiles(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const caption = page.locator('.pswp .media-gallery__caption');
    await expect.poll(() => caption.textContent(), { timeout: 10_000 }).toBe(galleryAlts[0]);
    expect(await page.locator('.pswp').getAttribute('role')).toBe('dialog');
    await page.locator('.pswp[aria-busy="false"]').waitFor();
    // The lightbox shows the largest variant, never the original upload.
    const shown = await page.locator('.pswp__img:not(.pswp__img--placeholder)').first().getAttribute('src');
    expect(shown).toMatch(/^\/_img\/.+-\d+\.webp$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption.textContent()).toBe(galleryAlts[1]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count(), { timeout: 5000 }).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt')))
      .toBe(galleryAlts[0]);
    await context.close();
  }, 60_000);

  it('loads no video player and asks nothing of YouTube until play is pressed', async () => {
    external = [];
    const context = await offlineContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/video`);
    const island = page.locator('astro-island', { has: page.locator('[data-video-player]') });
    await expect.poll(() => island.getAttribute('ssr'), { timeout: 15_000 }).toBeNull();
    const poster = page.locator('.video-player__poster');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.locator('[data-video-player] iframe, [data-video-player] video').count()).toBe(0);
    expect(external).toEqual([]);
    await page.getByRole('button', { name: /^Video abspielen/ }).click();
    const frame = page.locator('iframe.video-player__player');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect
      .poll(() => external.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);
    await context.close();
  }, 60_000);

  it('has no axe violations on the gallery and video pages (de, en)', async () => {
    const context = await offlineContext();
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of ['/de/galerie', '/en/gallery', '/de/video', '/en/video']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('load');
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations)
        problems.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 120_000);
});

/** Opens the gallery page in the editor with the toolbar on, signed in; answers its gallery block. */
async function editGallery() {
  const context = await offlineContext({ extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
  await signInContext(context, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/de/edit/galerie?toolbar=1`);
  const gallery = page.locator(`.editor-group[data-group-id="${DEMO.galleryGroupId}"]`);
  await gallery.locator('[data-gallery-tile]').first().waitFor();
  return { context, page, gallery };
}

describe('media gallery (editor)', () => {
  it('has no lightbox but delete controls with the toolbar on, and says so when a delete fails', async () => {
    const { context, page, gallery } = await editGallery();
    expect(await gallery.locator('a[data-gallery-tile]').count()).toBe(0);
    expect(await gallery.getByRole('button', { name: t.galleryDelete }).count()).toBe(24);
    // The server refuses this one delete (as it would for a file it cannot remove).
    await page.route('**/api/v1/media/delete', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Failed to delete media' } }),
    );
    await gallery.getByRole('button', { name: t.galleryDelete }).first().click();
    await gallery.getByRole('alert').filter({ hasText: t.galleryDeleteFailed }).waitFor();
    expect(await gallery.locator('[data-gallery-tile]').count()).toBe(24);
    expect(await page.locator('.pswp').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('deletes a photo from the gallery in place with the toolbar on', async () => {
    const { context, page, gallery } = await editGallery();
    const before = await gallery.locator('[data-gallery-tile]').count();
    const doomed = galleryAlts[0] ?? '';
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/media/delete'),
      gallery.getByRole('button', { name: t.galleryDelete }).first().click(),
    ]);
    expect(await response.json()).toMatchObject({ success: true });
    await gallery.getByText(t.galleryDeleted).waitFor();
    // The page reloads after the notice; the photo stays gone.
    await page.waitForLoadState('load');
    await expect.poll(() => gallery.locator(`img[alt="${doomed}"]`).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => gallery.locator('[data-gallery-tile]').count(), { timeout: 15_000 }).toBe(before);
    const stored = await fetch(
      `${baseUrl}/media/demo/default/${DEMO.galleryGroupId}/${PHOTO_MANIFEST[0]?.file}`,
    );
    expect(stored.status).toBe(404);
    await context.close();
  }, 90_000);
});
