/**
 * The pages panel as an editor uses it, in Chromium against the real server: in German, create a
 * page (a name is required), publish it and open it as a visitor in both languages, change its
 * URL (live preview, the spec's errors, the editor follows the new address), publish again and
 * follow the old URL's 301, delete it (the editor goes home, the page is gone); Escape closes the
 * panel. Then one pass in French; axe finds no violation on the open panel in either language.
 * Every page the test creates is deleted again.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';
import { showEditorIn } from './editor-language.ts';

const baseUrl = inject('baseUrl');
const de = editorDictionary('de');
const fr = editorDictionary('fr');
/** Publishing and deleting go live through the local renderer; allow for a slow machine. */
const LIVE_TIMEOUT = 30_000;

const run = Date.now().toString(36);
const NAME_DE = `Pflege für Gläser ${run}`;
const NAME_EN = `Lens care ${run}`;
const SLUG_DE = `pflege-fuer-glaeser-${run}`;
const SLUG_EN = `lens-care-${run}`;
const NEW_SLUG_DE = `glaspflege-${run}`;

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
/** Ids of pages this file created and has not deleted yet (removed in afterAll). */
const created = new Set<string>();

/** Nothing leaves the machine. */
async function offline(ctx: BrowserContext) {
  await ctx.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await offline(context);
  await signInContext(context, baseUrl);
  page = await context.newPage();
});

afterAll(async () => {
  for (const id of created) {
    await context.request.post(`${baseUrl}${API_PREFIX}/page/remove`, {
      data: { id },
      headers: { origin: baseUrl },
    });
  }
  await browser.close();
});

const panel = (p: Page, title: string) => p.getByRole('dialog', { name: title });
const row = (p: Page, name: string) =>
  p.locator('.editor-pages__row').filter({ has: p.getByRole('link', { name, exact: true }) });

/** Opens a row's actions (if closed). */
async function actionsOf(p: Page, name: string, t = de) {
  const toggle = row(p, name).getByRole('button', { name: format(t.pagesActions, { name }) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return row(p, name);
}

/** Reloads a public path until `check` holds on the answer. */
async function visitorSees(path: string, check: (status: number, body: string, url: string) => boolean) {
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        const res = await visitor.goto(`${baseUrl}${path}`);
        return check(res?.status() ?? 0, await visitor.content(), visitor.url());
      },
      { timeout: LIVE_TIMEOUT, interval: 250 },
    )
    .toBe(true);
  return visitor;
}

async function expectNoAxeViolations(p: Page) {
  const result = await new AxeBuilder({ page: p }).include('dialog.editor-dialog').analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

describe('pages panel (German)', () => {
  it('opens from the address, closes with Escape and passes axe', async () => {
    await page.goto(`${baseUrl}/de/edit/?pageMenu=1`);
    await panel(page, de.pagesPanelTitle).waitFor();
    await row(page, 'Kontakt').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await panel(page, de.pagesPanelTitle).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('pageMenu')).toBeNull();
  });

  it('creates a page only with a name and opens it in edit mode with the panel open', async () => {
    await page.goto(`${baseUrl}/de/edit/?pageMenu=1`);
    await panel(page, de.pagesPanelTitle).waitFor();
    await page.getByRole('button', { name: de.pagesCreate }).click();
    const form = page.getByRole('group', { name: de.pagesCreateTitle });
    await form.getByRole('button', { name: de.pagesSave }).click();
    await form.getByText(de.pagesNameRequired).waitFor();
    await form.getByLabel(format(de.pagesNameIn, { locale: 'DE' })).fill(NAME_DE);
    await form.getByLabel(format(de.pagesNameIn, { locale: 'EN' })).fill(NAME_EN);
    await Promise.all([
      page.waitForURL((url) => /^\/de\/edit\/page-[\w-]+$/.test(url.pathname)),
      form.getByRole('button', { name: de.pagesSave }).click(),
    ]);
    created.add(new URL(page.url()).pathname.split('/').pop()!);
    expect(new URL(page.url()).searchParams.get('pageMenu')).toBe('1');
    await panel(page, de.pagesPanelTitle).waitFor();
    await expect
      .poll(() => row(page, NAME_DE).locator('.editor-badge').first().textContent(), {
        timeout: LIVE_TIMEOUT,
      })
      .toBe(de.pagesBadgeDraft);
    expect(await row(page, NAME_DE).getAttribute('aria-current')).toBe('page');
    // The new page has its title block with the name.
    await page.locator('main#main').getByText(NAME_DE).first().waitFor();
  });

  it('publishes it: visitors find it in both languages', async () => {
    const actions = await actionsOf(page, NAME_DE);
    await actions.getByRole('button', { name: de.pagesPublish }).click();
    await page.getByText(de.pagesPublished).waitFor();
    // The list is read again after the answer, while the server re-renders the site in the background.
    await expect
      .poll(() => row(page, NAME_DE).locator('.editor-badge').first().textContent(), {
        timeout: LIVE_TIMEOUT,
      })
      .toBe(de.pagesBadgePublished);
    const inGerman = await visitorSees(
      `/de/${SLUG_DE}`,
      (status, body) => status === 200 && body.includes(NAME_DE),
    );
    await inGerman.close();
    const inEnglish = await visitorSees(
      `/en/${SLUG_EN}`,
      (status, body) => status === 200 && body.includes(NAME_EN),
    );
    await inEnglish.close();
  });

  it('changes its URL: the slug shows live, errors are named, the editor follows', async () => {
    const actions = await actionsOf(page, NAME_DE);
    await actions.getByRole('button', { name: de.pagesChangeUrl }).click();
    const slugDe = actions.getByLabel(format(de.pagesUrlIn, { locale: 'DE' }));
    await slugDe.fill('Kontakt');
    await actions.getByText(format(de.pagesUrlPreview, { path: '/de/kontakt' })).waitFor();
    await actions.getByRole('button', { name: de.pagesSave }).click();
    await actions.getByText(de.pagesUrlExists).waitFor();
    expect(await slugDe.getAttribute('aria-invalid')).toBe('true');
    await slugDe.fill('?!');
    await actions.getByRole('button', { name: de.pagesSave }).click();
    await actions.getByText(de.pagesUrlEmpty).waitFor();
    await slugDe.fill(`Glaspflege ${run}`);
    await actions.getByText(format(de.pagesUrlPreview, { path: `/de/${NEW_SLUG_DE}` })).waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/de/edit/${NEW_SLUG_DE}`),
      actions.getByRole('button', { name: de.pagesSave }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('pageMenu')).toBe('1');
    await panel(page, de.pagesPanelTitle).waitFor();
    await expect
      .poll(() => row(page, NAME_DE).locator('.editor-badge').first().textContent(), {
        timeout: LIVE_TIMEOUT,
      })
      .toBe(de.pagesBadgeChanged);
  });

  it('publishes the new URL: the old one answers 301 to it', async () => {
    const actions = await actionsOf(page, NAME_DE);
    await actions.getByRole('button', { name: de.pagesPublish }).click();
    await page.getByText(de.pagesPublished).waitFor();
    const visitor = await visitorSees(
      `/de/${SLUG_DE}`,
      (status, body, url) =>
        status === 200 && new URL(url).pathname === `/de/${NEW_SLUG_DE}` && body.includes(NAME_DE),
    );
    const res = await visitor.goto(`${baseUrl}/de/${SLUG_DE}?von=alt`);
    const redirect = res!.request().redirectedFrom();
    expect((await redirect!.response())!.status()).toBe(301);
    expect(new URL(visitor.url()).search).toBe('?von=alt');
    await visitor.close();
    // English kept its slug.
    const english = await visitorSees(`/en/${SLUG_EN}`, (status) => status === 200);
    await english.close();
  });

  it('deletes it after a confirmation: the editor goes home and visitors get 404', async () => {
    const actions = await actionsOf(page, NAME_DE);
    await actions.getByRole('button', { name: de.pagesDelete }).click();
    const confirm = page.getByRole('alertdialog', { name: de.pagesDeleteTitle });
    await confirm.getByText(format(de.pagesDeleteWarning, { name: NAME_DE })).waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/de/edit/'),
      confirm.getByRole('button', { name: de.pagesDelete }).click(),
    ]);
    created.clear();
    await panel(page, de.pagesPanelTitle).waitFor();
    await row(page, 'Kontakt').waitFor();
    expect(await row(page, NAME_DE).count()).toBe(0);
    for (const path of [`/de/${NEW_SLUG_DE}`, `/en/${SLUG_EN}`, `/de/${SLUG_DE}`]) {
      const gone = await visitorSees(path, (status) => status === 404);
      await gone.close();
    }
  });
  it('holds back a page without its English name, with the reasons the toolbar gives, and so does the API', async () => {
    const onlyGerman = `Nur auf Deutsch ${run}`;
    await page.goto(`${baseUrl}/de/edit/?pageMenu=1`);
    await panel(page, de.pagesPanelTitle).waitFor();
    await page.getByRole('button', { name: de.pagesCreate }).click();
    const form = page.getByRole('group', { name: de.pagesCreateTitle });
    await form.getByLabel(format(de.pagesNameIn, { locale: 'DE' })).fill(onlyGerman);
    await Promise.all([
      page.waitForURL((url) => /^\/de\/edit\/page-[\w-]+$/.test(url.pathname)),
      form.getByRole('button', { name: de.pagesSave }).click(),
    ]);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.add(id);
    await panel(page, de.pagesPanelTitle).waitFor();
    const actions = await actionsOf(page, onlyGerman);
    await actions.getByRole('button', { name: de.pagesPublish }).click();
    const check = page.getByRole('dialog', { name: de.checkBlockedTitle });
    await check.waitFor();
    expect(await check.locator('[data-locale="en"]').innerText()).toContain(de.checkPageName);
    expect(await check.getByRole('button', { name: de.publishAltAnyway }).count()).toBe(0);
    await check.locator('button.editor-button-secondary', { hasText: de.toolbarDialogClose }).click();
    await check.waitFor({ state: 'detached' });
    expect(await row(page, onlyGerman).locator('.editor-badge').first().textContent()).toBe(
      de.pagesBadgeDraft,
    );
    // Any other way to publish meets the same rule on the server.
    const refused = await context.request.post(`${baseUrl}${API_PREFIX}/page/publish`, {
      data: { id, accessibilityConfirmed: true },
      headers: { origin: baseUrl },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('publish_blocked');
  });
});

describe('pages panel (French)', () => {
  it('shows every label in French and passes axe', async () => {
    const french = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
    });
    await offline(french);
    await signInContext(french, baseUrl);
    await showEditorIn(french, 'fr');
    const p = await french.newPage();
    await p.goto(`${baseUrl}/de/edit/?pageMenu=1`);
    await panel(p, fr.pagesPanelTitle).waitFor();
    await p.getByRole('heading', { name: fr.pagesSectionCollections }).waitFor();
    await p.getByRole('heading', { name: fr.pagesCollection_team }).waitFor();
    await p.getByRole('button', { name: fr.pagesCreate }).click();
    const form = p.getByRole('group', { name: fr.pagesCreateTitle });
    await form.getByRole('button', { name: fr.pagesSave }).click();
    await form.getByText(fr.pagesNameRequired).waitFor();
    await form.getByLabel(format(fr.pagesNameIn, { locale: 'DE' })).waitFor();
    await form.getByRole('button', { name: fr.pagesCancel }).click();
    const actions = await actionsOf(p, 'Kontakt', fr);
    for (const label of [
      fr.pagesRename,
      fr.pagesChangeUrl,
      fr.pagesLanguages,
      fr.pagesPassword,
      fr.pagesDelete,
    ]) {
      await actions.getByRole('button', { name: label }).waitFor();
    }
    await actions.getByRole('button', { name: fr.pagesChangeUrl }).click();
    await actions.getByLabel(format(fr.pagesUrlIn, { locale: 'DE' })).fill('');
    await actions.getByRole('button', { name: fr.pagesSave }).click();
    await actions.getByText(fr.pagesUrlEmpty).waitFor();
    await actions.getByRole('button', { name: fr.pagesCancel }).click();
    await actions.getByRole('button', { name: fr.pagesLanguages }).click();
    await actions
      .getByRole('group', { name: fr.pagesLanguages })
      .getByLabel(fr.pagesLanguageName_en)
      .waitFor();
    await expectNoAxeViolations(p);
    await french.close();
  });
});
