/**
 * Form submissions from the editor's side, in Chromium against the real server: a visitor's
 * contact request (through the public API) reaches /dev/mail as the outbox sender wrote it
 * (notification and confirmation), and a signed-in editor finds it in the submissions panel
 * (newest first, Swiss date, delivered mails), switches tabs by keyboard, downloads the CSV, and
 * the panel passes axe. Visitors get 401 from the submissions API.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_FORM_EMAIL, CONTACT_FORM_GROUP_ID } from '../../db/seed/content/contact.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { emptyContactForm } from '../../src/lib/forms/contact.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
/** Unique per run, so the test finds its own request among others. */
const stamp = `${process.pid}${Date.now().toString(36)}`;
const VISITOR = { vorname: 'Zoë', nachname: `Sehtest-${stamp}`, email: `zoe-${stamp}@example.ch` };

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
    acceptDownloads: true,
  });
  await signInContext(context, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

const dialog = () => page.locator('dialog.editor-dialog:has(.editor-submissions)');
const myRow = () => dialog().locator('tbody tr', { hasText: VISITOR.nachname });

describe('form submissions for editors', () => {
  it('stores a contact request sent through the public API', async () => {
    const res = await fetch(`${baseUrl}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        groupId: CONTACT_FORM_GROUP_ID,
        lang: 'de',
        ...emptyContactForm(),
        anrede: 'frau',
        ...VISITOR,
        plz: '8400',
        ort: 'Winterthur',
        telefon: '052 212 34 56',
        existingCustomer: 'nein',
        themes: ['glassDetermination'],
        bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
        bevorzugteUhrzeit: '14:30',
        fragenAnmerkungen: 'Gerne am Nachmittag; danke!',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('shows the messages the sender wrote at /dev/mail', async () => {
    const mail = await browser.newPage();
    await expect
      .poll(
        async () => {
          await mail.goto(`${baseUrl}/dev/mail`);
          return mail.locator('article', { hasText: VISITOR.email }).count();
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(2);
    expect(await mail.locator('h1').textContent()).toBe(t.devMailTitle);
    const notification = mail.locator('article', { hasText: CONTACT_FORM_EMAIL }).filter({
      hasText: VISITOR.nachname,
    });
    await notification.first().waitFor();
    expect(await notification.first().locator('pre').textContent()).toContain('Gerne am Nachmittag; danke!');
    // Newest first: the page's first message is one of this request's two.
    expect(await mail.locator('article').first().textContent()).toContain(VISITOR.nachname);
    await mail.close();
  });

  it('lists the request in the editor panel, newest first, with its date and delivered mails', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await page.locator('section.editor-toolbar .editor-toolbar__status').waitFor();
    await page.getByRole('button', { name: t.submissionsOpen }).click();
    await dialog().waitFor();
    const contactTab = dialog().getByRole('tab', { name: t.submissionsTabContact });
    expect(await contactTab.getAttribute('aria-selected')).toBe('true');
    await myRow().waitFor();
    // The newest request is this one (it was sent last).
    expect(await dialog().locator('tbody tr').first().textContent()).toContain(VISITOR.nachname);
    const time = myRow().locator('time');
    const iso = (await time.getAttribute('datetime')) ?? '';
    const expected = await page.evaluate(
      (at) =>
        new Intl.DateTimeFormat('de-CH', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Zurich',
        }).format(new Date(at)),
      iso,
    );
    expect(await time.textContent()).toBe(expected);
    expect(await myRow().locator('[data-mail-status="delivered"]').count()).toBe(2);
    expect(await myRow().textContent()).toContain(VISITOR.email);
    expect(await dialog().getByRole('status').textContent()).toMatch(/\d/u);
  });

  it('passes axe with the panel open', async () => {
    const result = await new AxeBuilder({ page }).include('dialog.editor-dialog').analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  it('downloads the contact requests as CSV', async () => {
    const link = dialog().getByRole('link', { name: t.submissionsDownloadCsvContact });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^lunette-kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv$/u);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.split('\r\n')[0]).toContain(`${t.submissionsColDate};`);
    expect(csv).toContain(VISITOR.nachname);
    expect(csv).toContain('"Gerne am Nachmittag; danke!"');
  });

  it('switches to the sponsor bookings with the arrow key, and Escape closes the panel', async () => {
    await dialog().getByRole('tab', { name: t.submissionsTabContact }).focus();
    await page.keyboard.press('ArrowRight');
    const sponsorTab = dialog().getByRole('tab', { name: t.submissionsTabSponsor });
    await expect.poll(() => sponsorTab.getAttribute('aria-selected')).toBe('true');
    expect(await sponsorTab.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog()
      .locator(`table[data-kind="sponsor"], p:text-is("${t.submissionsEmptySponsor}")`)
      .first()
      .waitFor();
    expect(
      await dialog().getByRole('link', { name: t.submissionsDownloadCsvSponsor }).getAttribute('href'),
    ).toBe('/api/v1/submissions/export.csv?kind=sponsor&lang=de');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.locator('section.editor-toolbar').waitFor();
  });

  it('refuses the list and the export to visitors', async () => {
    expect((await fetch(`${baseUrl}/api/v1/submissions?kind=contact`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/v1/submissions/export.csv?kind=contact`)).status).toBe(401);
  });
});
