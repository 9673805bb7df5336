/**
 * The media library as an editor uses it, in Chromium against the real server: open the library
 * from the hero image, upload a photo, set its focal point and alt texts, put it in the hero,
 * publish, and as a visitor on a phone see it as a `<picture>` with AVIF and WebP `srcset`s; add a
 * gallery and bulk-upload three images into it ('Ready' for 3 s, then the uploader is idle again);
 * publishing then first lists those images, which have no alt text yet. The library, the bulk
 * uploader and that list pass axe. Nothing leaves the machine (external requests are
 * refused).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const LIVE_TIMEOUT = 30_000;
const ALT_DE = 'Schaufenster mit neuen Fassungen am Morgen';
const ALT_EN = 'Shop window with new frames in the morning';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
/** The visitor's phone and page (after publishing). */
let phone: BrowserContext;
let visitor: Page;

/** Refuses every request that would leave the test server. */
async function offline(target: BrowserContext) {
  await target.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await offline(context);
  await signInContext(context, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

const eventually = <T>(read: () => Promise<T> | T, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 50 });
const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === `${API_PREFIX}${path}`;
async function answerOf(predicate: (r: Response) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(predicate), action()]);
  return response;
}

/** A JPEG photo-like test image (a gradient, so every crop differs). */
async function photo(name: string, hue: number) {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = hue;
    }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const toolbar = () => page.locator('section.editor-toolbar');
const menu = () => page.locator('.editor-menu');
const hero = () => page.locator('.editor-group[data-group-type="hero"]').first();
const dialog = () => page.locator('dialog.editor-dialog');

async function axeViolations(selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The draft gallery the bulk-upload test adds to the home page; removed again at the end. */
let addedGallery: { pageId: string; groupId: string } | null = null;

describe('editor media', () => {
  let mediaId = '';

  it('opens the library from the hero image and passes axe', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await toolbar().waitFor();
    const image = hero().locator('[data-field-name="image"]').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await menu().waitFor();
    await answerOf(isCall('/media/list'), () => menu().getByRole('button', { name: t.mediaLibrary }).click());
    await dialog().locator('[data-media-library]').waitFor();
    await eventually(() => dialog().locator('.media-grid__item').count()).toBeGreaterThan(0);
    // The image the hero shows now leads the list, marked in words.
    const first = dialog().locator('.media-grid__item').first();
    await eventually(() => first.getAttribute('data-current')).toBe('');
    expect(await first.locator('.media-grid__current').innerText()).toBe(t.mediaCurrentImage);
    expect(await dialog().locator('.media-grid__item[data-current]').count()).toBe(1);
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);
  });

  it('uploads a photo with a progress bar and selects it', async () => {
    const created = await answerOf(isCall('/media/createEntry'), async () =>
      dialog()
        .locator('input[type="file"]')
        .setInputFiles(await photo('schaufenster-morgen.jpg', 90)),
    );
    expect(created.status()).toBe(200);
    mediaId = ((await created.json()) as { data: { media: { id: string } } }).data.media.id;
    await eventually(() => dialog().locator('.media-uploads__item').first().getAttribute('data-status')).toBe(
      'success',
    );
    const item = dialog().locator(`.media-grid__item[data-media-id="${mediaId}"]`);
    expect(await item.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog().locator('.media-details__name').innerText()).toBe('schaufenster-morgen.jpg');
  });

  it('refuses a file without an extension before uploading it', async () => {
    await dialog()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'LIESMICH', mimeType: 'image/png', buffer: Buffer.from([1, 2, 3]) });
    await eventually(() => dialog().locator('.media-uploads__error').last().innerText()).toBe(
      `${t.mediaUploadError}: ${t.mediaErrorNoExtension}`,
    );
    // The failed upload can be dismissed.
    await dialog()
      .getByRole('button', { name: format(t.mediaUploadDismiss, { name: 'LIESMICH' }) })
      .click();
    await eventually(() => dialog().locator('.media-uploads__error').count()).toBe(0);
  });

  it('sets the focal point by keyboard and saves it with the crop', async () => {
    const stage = dialog().locator('.media-crop__stage');
    await stage.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await stage.getAttribute('data-focal-x')).toBe('0.4');
    expect(await stage.getAttribute('data-focal-y')).toBe('0.2');
    expect(await dialog().locator('.media-crop__preview').count()).toBeGreaterThanOrEqual(3);
    const saved = await answerOf(isCall('/media/cropImage'), () =>
      dialog().getByRole('button', { name: t.mediaCropSave }).click(),
    );
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      media: { id: mediaId, focalPoint: { x: 0.4, y: 0.2 } },
    });
  });

  it('saves the alt texts in both languages', async () => {
    await dialog()
      .getByLabel(format(t.mediaAlt, { locale: 'DE' }))
      .fill(ALT_DE);
    await dialog()
      .getByLabel(format(t.mediaAlt, { locale: 'EN' }))
      .fill(ALT_EN);
    const saved = await answerOf(isCall('/media/update'), () =>
      dialog().getByRole('button', { name: t.mediaSave, exact: true }).click(),
    );
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      media: { id: mediaId, alt: { de: ALT_DE, en: ALT_EN } },
    });
  });

  it('puts the photo into the hero', async () => {
    const saved = await answerOf(
      (r) => isCall('/data')(r) && r.request().method() === 'POST',
      () => dialog().getByRole('button', { name: t.mediaUse }).click(),
    );
    expect(saved.request().postDataJSON()).toMatchObject({ name: 'image', data: { mediaId } });
    await dialog().waitFor({ state: 'detached' });
    await eventually(() => hero().locator('img').first().getAttribute('alt')).toBe(ALT_DE);
  });

  it('publishes, and a visitor on a phone sees the photo with its alt text', async () => {
    const reloaded = page.waitForEvent('load', { timeout: LIVE_TIMEOUT });
    await answerOf(isCall('/page/publish'), () => page.locator('.editor-toolbar__publish').click());
    await reloaded;
    await toolbar().waitFor();

    phone = await browser.newContext(VIEWPORTS.mobile);
    await offline(phone);
    visitor = await phone.newPage();
    const photo = visitor.locator(`main img[alt="${ALT_DE}"]`);
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl}/de/`);
          return photo.count();
        },
        { timeout: LIVE_TIMEOUT, interval: 250 },
      )
      .toBe(1);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it('serves the photo as a <picture> with AVIF and WebP srcsets', async () => {
    const picture = visitor.locator('main picture').filter({ has: visitor.locator(`img[alt="${ALT_DE}"]`) });
    expect(await picture.count()).toBe(1);
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute('srcset')) ?? '';
      expect(srcset, type).toMatch(/ 320w/);
    }
    // At 390 px (2x) the browser picks a variant from the srcset, not the original upload.
    const shown = await picture.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\.(avif|webp)(\?|$)/);
    await phone.close();
  });

  it('bulk-uploads three images into a new gallery: Ready for 3 s, then idle', async () => {
    const about = page.locator('main#main > .editor-group').nth(1);
    await about.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await about.click({ position: { x: 4, y: 48 } });
    await menu().getByRole('button', { name: t.menuAddBlock }).click();
    const picker = page.locator('dialog.lu-addblock');
    const added = await answerOf(isCall('/group/add'), () =>
      picker.locator('[data-block-type="mediaGallery"]').click(),
    );
    const groupId = ((await added.json()) as { data: { group: { id: string } } }).data.group.id;
    addedGallery = { pageId: (added.request().postDataJSON() as { pageId: string }).pageId, groupId };
    await picker.waitFor({ state: 'detached' });
    const gallery = page.locator(`.editor-group[data-group-id="${groupId}"]`);
    await gallery.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await gallery.click({ position: { x: 4, y: 24 } });
    await menu().getByRole('button', { name: t.bulkUpload }).click();
    const bulk = dialog().locator('.media-bulk');
    await bulk.waitFor();
    expect(await bulk.getAttribute('data-bulk-phase')).toBe('idle');
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);

    const files = await Promise.all([
      photo('galerie-1.jpg', 20),
      photo('galerie-2.jpg', 120),
      photo('galerie-3.jpg', 220),
    ]);
    const refreshed = page.waitForResponse(
      (r) => isCall('/page/get')(r) && r.url().includes('includeDrafts=true'),
      { timeout: LIVE_TIMEOUT },
    );
    await dialog().locator('input[type="file"]').setInputFiles(files);
    await eventually(() => bulk.getAttribute('data-bulk-phase'), LIVE_TIMEOUT).toBe('completed');
    expect(await bulk.locator('.media-bulk__phase').innerText()).toBe(t.bulkReady);
    expect(await bulk.locator('.media-uploads__item[data-status="success"]').count()).toBe(3);

    const draft = (await (await refreshed).json()) as {
      data: { page: { groups: { id: string; media?: { id: string }[] }[] } };
    };
    const stored = draft.data.page.groups.find((g) => g.id === groupId);
    expect(stored?.media).toHaveLength(3);
    // The page refreshed: the gallery shows the three new photos.
    await eventually(() => gallery.locator('img').count()).toBe(3);

    // 'Ready' stays for 3 s, then the uploader is ready for the next batch.
    await eventually(() => bulk.getAttribute('data-bulk-phase'), 5000).toBe('idle');
    expect(await bulk.locator('.media-uploads__item').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('lists the gallery images without alt text before publishing', async () => {
    await eventually(() => page.locator('.editor-toolbar__publish').isEnabled(), LIVE_TIMEOUT).toBe(true);
    await page.locator('.editor-toolbar__publish').click();
    const list = dialog().locator('[data-missing-alt] li');
    await eventually(() => list.allInnerTexts()).toEqual(
      ['galerie-1.jpg', 'galerie-2.jpg', 'galerie-3.jpg'].map((name) =>
        format(t.publishAltItem, { name, locales: 'DE, EN' }),
      ),
    );
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);
    await dialog().getByRole('button', { name: t.toolbarCancel }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await page.locator('.editor-toolbar').getAttribute('data-publish-state')).toBe('idle');
  });

  it('leaves the home page without the draft gallery for the other editor tests', async () => {
    expect(addedGallery).not.toBeNull();
    // A never-published box is deleted outright; the call goes from the page (same origin).
    const status = await page.evaluate(
      async ([path, body]) =>
        (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      [`${API_PREFIX}/group/remove`, JSON.stringify(addedGallery)] as const,
    );
    expect(status).toBe(200);
    await page.reload();
    await page.locator('.editor-toolbar').waitFor();
    expect(await page.locator(`.editor-group[data-group-id="${addedGallery?.groupId}"]`).count()).toBe(0);
  });
});
