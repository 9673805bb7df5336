/**
 * Machine translation as an editor uses it, against the fake DeepL server that global-setup starts
 * on 127.0.0.1: on the English side of the home page, translate a plain and a rich-text field from
 * German, see the new text (links kept) and the "not reviewed" mark, confirm it; empty a field and
 * find it in the missing-translations dialog, jump to it; in French, jump from the German side to
 * the English field. axe finds nothing in the menu and the dialog. The page is reverted at the end.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { EDITOR_LANGUAGE_CALL, showEditorIn } from './editor-language.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const de = editorDictionary('de');
const fr = editorDictionary('fr');
const HOME = 'page-home';
const KICKER = 'field-home-hero-kicker';
const TITLE = 'field-home-hero-title';
const ABOUT = 'field-home-about-text';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  // Nothing leaves the test server.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
  await signInContext(context, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  // Leave the demo site as it was: discard every draft change of the home page.
  const res = await context.request.post(`${baseUrl}${API_PREFIX}/page/revert`, {
    data: { id: HOME },
    headers: { origin: baseUrl },
  });
  await browser.close();
  expect(res.status()).toBe(200);
});

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });
const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === `${API_PREFIX}${path}`;
async function answerOf(predicate: (r: Response) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(predicate), action()]);
  return response;
}

const toolbar = () => page.locator('section.editor-toolbar');
const menu = () => page.locator('.editor-menu');
const dialog = () => page.locator('dialog.editor-dialog');
const field = (id: string) => page.locator(`#main [data-field-id="${id}"]`).first();

async function openEditor(path: string) {
  await page.goto(`${baseUrl}${path}`);
  await toolbar().waitFor();
  await page.locator('.editor-toolbar__status').waitFor();
}

async function axeViolations(selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Shows this page's editor in French (the shared admin's stored language stays German). */
async function editorInFrench() {
  await showEditorIn(page, 'fr');
}

describe('editor translation', () => {
  it('translates a field on the English side from German and marks it as not reviewed', async () => {
    await openEditor('/en/edit/?toolbar=1');
    const kicker = field(KICKER);
    await kicker.scrollIntoViewIfNeeded();
    await kicker.click();
    await eventually(() => menu().getAttribute('data-menu-kind')).toBe('field');
    const translate = menu().getByRole('button', { name: format(de.translateFrom, { locale: 'DE' }) });
    const answer = await answerOf(isCall('/translation'), () => translate.click());
    expect(answer.status()).toBe(200);
    await eventually(() => kicker.textContent()).toMatch(/^\[en\] /u);
    await eventually(() => kicker.getAttribute('data-machine-translated')).toBe('');
    await menu().getByText(de.translateMachineNote).waitFor();
    expect(
      await page.getByRole('button', { name: format(de.translationsButtonOne, { count: 1 }) }).count(),
    ).toBe(1);
    expect(await axeViolations('.editor-menu')).toEqual([]);

    const confirmed = await answerOf(isCall('/translation/confirm'), () =>
      menu().getByRole('button', { name: de.translateConfirm }).click(),
    );
    expect(confirmed.status()).toBe(200);
    await menu().getByText(de.translateMachineNote).waitFor({ state: 'detached' });
    await eventually(() => kicker.getAttribute('data-machine-translated')).toBeNull();
    await page
      .getByRole('button', { name: format(de.translationsButtonOne, { count: 1 }) })
      .waitFor({ state: 'detached' });
    expect(await kicker.textContent()).toMatch(/^\[en\] /u);
  });

  it('translates rich text keeping its links', async () => {
    const about = field(ABOUT);
    await about.scrollIntoViewIfNeeded();
    const links = await about.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    await about
      .locator('p')
      .first()
      .click({ position: { x: 2, y: 2 } });
    await eventually(() => menu().getAttribute('data-menu-kind')).toBe('field');
    const answer = await answerOf(isCall('/translation'), () =>
      menu()
        .getByRole('button', { name: format(de.translateFrom, { locale: 'DE' }) })
        .click(),
    );
    expect(answer.status()).toBe(200);
    await eventually(() => about.textContent()).toMatch(/^\[en\] /u);
    expect(await about.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      links,
    );
    await eventually(() => about.getAttribute('data-machine-translated')).toBe('');
  });

  it('lists missing and unreviewed fields by box and jumps to one', async () => {
    const title = field(TITLE);
    await title.scrollIntoViewIfNeeded();
    await title.click();
    await eventually(() =>
      title.evaluate((el) => document.activeElement === el && window.getSelection()?.toString() !== ''),
    ).toBe(true);
    const saved = await answerOf(isCall('/data'), async () => {
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
    });
    expect(saved.status()).toBe(200);

    await page.getByRole('button', { name: format(de.toolbarMissingOne, { count: 1 }) }).click();
    await dialog().waitFor();
    const en = dialog().locator('li[data-locale="en"]');
    expect(await en.locator(':scope > span').first().innerText()).toBe(
      `${format(de.toolbarMissingLocale, { count: 1 })}, ${format(de.translationsUnreviewedCountOne, { count: 1 })}`,
    );
    expect(
      await en.locator('[data-field-item]').evaluateAll((li) => li.map((l) => l.getAttribute('data-reason'))),
    ).toEqual(['missing', 'unreviewed']);
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);

    await en.locator(`[data-field-item="${TITLE}"] button`).click();
    await dialog().waitFor({ state: 'detached' });
    await eventually(() => menu().getAttribute('data-menu-kind')).toBe('field');
    await eventually(() => title.getAttribute('data-editor-selected')).not.toBeNull();
    await eventually(() => title.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
  });

  it('in French, jumps from the German side to the English field', async () => {
    await editorInFrench();
    await openEditor('/de/edit/?toolbar=1');
    await toolbar()
      .getByRole('button', { name: format(fr.toolbarMissingOne, { count: 1 }) })
      .click();
    await dialog().waitFor();
    expect(await dialog().locator('h2').innerText()).toBe(fr.translationsDialogTitle);
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/edit/' && url.searchParams.get('toolbar') === '1'),
      dialog().locator(`li[data-locale="en"] [data-field-item="${TITLE}"] button`).click(),
    ]);
    await toolbar().waitFor();
    await eventually(() => menu().getAttribute('data-menu-kind')).toBe('field');
    // The empty English title is selected, its menu offers the translation in French.
    await eventually(() => field(TITLE).getAttribute('data-editor-selected')).not.toBeNull();
    await menu()
      .getByRole('button', { name: format(fr.translateFrom, { locale: 'DE' }) })
      .waitFor();
    expect(await axeViolations('.editor-menu')).toEqual([]);
    await page.unroute(EDITOR_LANGUAGE_CALL);
  });
});
