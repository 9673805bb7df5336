// Scratch (not committed): the library UI against mocked media routes.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
const item = (id: string, name: string) => ({
  id, parentId: null, mediaType: 'image', mimeType: 'image/jpeg', bucketFolder: 'uploads', objectId: id,
  originalFilename: name, extension: 'jpg', fileSize: 123456, resolution: { width: 1600, height: 900 }, tags: ['laden'],
  publicUrl: '/favicon.svg', blurHash: null, focalPoint: null, cropArea: null, videoSettings: null, alt: { de: 'x' },
  contentHash: null, updated: '2026-11-25T01:00:00.000Z',
});
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ ...VIEWPORTS.desktop, extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
  await signInContext(context, baseUrl);
  await context.route('**/api/v1/media/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/api/v1/media/', '');
    const ok = (data: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) });
    if (path === 'list') return ok({ items: [item('m1', 'laden.jpg'), item('m2', 'team.jpg')], total: 2, pageSize: 40, folders: ['uploads'], tags: ['laden'] });
    if (path === 'directUpload') return ok({ url: '/api/v1/media/upload/u1', id: 'u1' });
    if (path.startsWith('upload/')) return ok({});
    if (path === 'createEntry') return ok({ media: item('m3', 'neu.jpg') });
    if (path === 'cropImage') return ok({ status: 'ok', croppedMedia: item('m3', 'neu.jpg') });
    if (path === 'usage') return ok({ pages: [{ id: 'p', title: 'Startseite', url: '/de/' }] });
    return route.fulfill({ status: 404, body: '{}' });
  });
  page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
});
afterAll(async () => { await browser.close(); });

describe('scratch', () => {
  it('library', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await page.locator('section.editor-toolbar').waitFor();
    const image = page.locator('.editor-group[data-group-type="hero"]').first().locator('[data-field-name="image"]').first();
    await image.click();
    await page.locator('.editor-menu').waitFor();
    await page.locator('.editor-menu').getByRole('button', { name: t.mediaLibrary }).click();
    const dialog = page.locator('dialog.editor-dialog');
    await dialog.locator('.media-grid__item').first().waitFor();
    await dialog.locator('.media-grid__item').first().click();
    await dialog.locator('.media-crop__stage').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'neu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([1, 2, 3]) });
    await dialog.locator('.media-uploads__item[data-status="success"]').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'LIESMICH', mimeType: 'image/jpeg', buffer: Buffer.from([1, 2, 3]) });
    await dialog.locator('.media-uploads__error').waitFor();
    await dialog.locator('.media-crop__stage').focus();
    await page.keyboard.press('Shift+ArrowRight');
    console.log('focal', await dialog.locator('.media-crop__stage').getAttribute('data-focal-x'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/media-library.png' });
    const result = await new AxeBuilder({ page }).include('dialog.editor-dialog').analyze();
    console.log(JSON.stringify(result.violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))])));
    await dialog.getByRole('button', { name: t.mediaDelete }).click();
    await page.locator('dialog[role="alertdialog"]').waitFor();
    console.log(await page.locator('dialog[role="alertdialog"]').innerText());
    await page.screenshot({ path: '/tmp/media-delete.png' });
    expect(result.violations).toEqual([]);
  });
});
