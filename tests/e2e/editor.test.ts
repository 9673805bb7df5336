/**
 * The editor as an editor uses it, in Chromium against the real server and database: sign in
 * (and come back to the edit route), open the home page in edit mode, edit a heading and a rich
 * text paragraph in place, change a block's alignment and colour, add a CTA box, move it up,
 * hide it in English, publish and find the changes on the public pages in both languages; a
 * concurrent edit answered 412 shows the newer value; revert, delete a draft box, mark and
 * restore a published one; sign out and find every write refused. Visitors never load the
 * editor's script.
 */
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { EDITOR_ROUTES as EDITOR_CALLS } from '../../functions/routes/editor/index.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, recordScripts, type BrowserSession } from './browser.ts';
import { E2E_ADMIN, e2eClientIp } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
/** Publishing goes live through the local renderer; allow for a slow machine. */
const LIVE_TIMEOUT = 30_000;

const NEW_TITLE = 'Scharf sehen in Winterthur';
const NEW_PARAGRAPH = 'Persönliche Beratung, genaue Messung und Brillen aus der eigenen Werkstatt.';
const CTA_TITLE = 'Jetzt Sehtest buchen';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

/** Polls until the value matches (UI updates follow API answers by a few hundred ms). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });

const isSave = (r: Response) => r.url().endsWith(`${API_PREFIX}/data`) && r.request().method() === 'POST';
const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === `${API_PREFIX}${path}`;

/** Waits for the answer of an API call that `action` triggers. */
async function answerOf(predicate: (r: Response) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(predicate), action()]);
  return response;
}

const toolbar = () => page.locator('section.editor-toolbar');
/** The page's boxes below the announcement bar that opens the demo home page. */
const groups = () => page.locator('main#main > .editor-group:not([data-group-type="announcementBar"])');
const hero = () => page.locator('.editor-group[data-group-type="hero"]').first();
const menu = () => page.locator('.editor-menu');
const changes = () => page.locator('.editor-toolbar__status').getAttribute('data-changes');

async function openEditor(path = '/de/edit/?toolbar=1') {
  await page.goto(`${baseUrl}${path}`);
  await toolbar().waitFor();
  await page.locator('.editor-toolbar__status').waitFor();
}

/** Clicks a box where it has no field (its left padding), which selects the box. */
async function selectBox(box: Locator) {
  // Its top edge below the sticky site header (the box frames keep a scroll margin for it).
  await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await box.click({ position: { x: 4, y: 48 } });
  await menu().waitFor();
  expect(await menu().getAttribute('data-menu-kind')).toBe('group');
}

/** Types into an inline text field (focus selects its content) and saves with Enter. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  // Focus selects the whole text (a frame after the click); typing then replaces it.
  await eventually(() =>
    field.evaluate((el) => {
      const selection = window.getSelection();
      if (document.activeElement !== el || !selection?.rangeCount) return false;
      // The range's own text: Selection.toString() would apply CSS text-transform.
      return selection.getRangeAt(0).toString() === el.textContent;
    }),
  ).toBe(true);
  const saved = await answerOf(isSave, async () => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  });
  return saved;
}

/** The text of a public page, reloaded until `check` holds (publishing goes live within seconds). */
async function publicPage(path: string, check: (p: Page) => Promise<boolean>) {
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`${baseUrl}${path}`);
        return check(visitor);
      },
      { timeout: LIVE_TIMEOUT, interval: 250 },
    )
    .toBe(true);
  return visitor;
}

describe('editor', () => {
  it('sends a visitor who is not signed in to the login page and back', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await page.waitForURL((url) => url.pathname === '/de/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/de/edit/?toolbar=1');
    await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel(t.authEmailLabel).fill(E2E_ADMIN.email);
    await page.getByLabel(t.authPasswordLabel).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: t.authSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/de/edit/' && url.searchParams.get('toolbar') === '1');
    await toolbar().waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await changes()).toBe('0');
  });

  it('loads the editor only on edit routes, never on public pages', async () => {
    const editorPage = await context.newPage();
    const editScripts = recordScripts(editorPage);
    await editorPage.goto(`${baseUrl}/de/edit/`);
    await editorPage.locator('.editor-open').waitFor();
    const island = await editorPage.locator('astro-island').first().getAttribute('component-url');
    expect(island).toMatch(/EditorApp/);
    expect(editScripts.some((s) => s.includes(island ?? '—'))).toBe(true);
    await editorPage.close();

    for (const path of ['/de/', '/en/', '/de/kontakt']) {
      const visitor = await context.newPage();
      const scripts = recordScripts(visitor);
      await visitor.goto(`${baseUrl}${path}`);
      await visitor.waitForLoadState('load');
      expect(
        scripts.filter((s) => /EditorApp|RichTextEditor|OptionsPanel|AddBlockDialog/.test(s)),
        path,
      ).toEqual([]);
      expect(
        scripts.some((s) => s.includes(island ?? '—')),
        path,
      ).toBe(false);
      await visitor.close();
    }
  });

  it('opens and closes the toolbar with Escape and Ctrl+E, keeping the query flag in step', async () => {
    await openEditor();
    await page.keyboard.press('Escape');
    await toolbar().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('toolbar')).toBe(false);
    // Without the toolbar the page is a preview: nothing is editable.
    expect(await page.locator('main [contenteditable]').count()).toBe(0);
    await page.keyboard.press('Control+e');
    await toolbar().waitFor();
    expect(new URL(page.url()).searchParams.get('toolbar')).toBe('1');
  });

  it('edits a heading in place', async () => {
    const title = hero().locator('[data-field-name="title"]');
    const saved = await typeInto(title, NEW_TITLE);
    expect(saved.status()).toBe(200);
    expect(await title.textContent()).toBe(NEW_TITLE);
    await eventually(changes).toBe('1');
    await eventually(() => hero().getAttribute('data-editor-status')).toBe('changed');
  });

  it('edits a rich-text paragraph in place', async () => {
    const editor = hero().locator('[data-field-name="description"] [contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(NEW_PARAGRAPH);
    const saved = await answerOf(isSave, () => page.locator('.editor-pagebar .editor-badge').click());
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      name: 'description',
      data: { content: { locale: 'de' } },
    });
    await eventually(changes).toBe('2');
  });

  it("changes a box's alignment and colour through its options", async () => {
    await selectBox(hero());
    await menu().getByRole('button', { name: t.menuOptions }).click();
    const panel = page.locator('.editor-panel-host');
    await panel.getByRole('radio', { name: 'Zentriert' }).waitFor({ state: 'attached' });
    await answerOf(isSave, () => panel.getByRole('radio', { name: 'Zentriert' }).check({ force: true }));
    await answerOf(isSave, () => panel.getByRole('radio', { name: 'Sekundärfarbe' }).check({ force: true }));
    await eventually(() => hero().locator('section').first().getAttribute('class')).toMatch(/align-center/);
    expect(await hero().locator('section').first().getAttribute('class')).toMatch(/bg-secondary/);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('adds a CTA box next to the selected one and fills in its title', async () => {
    const before = await groups().count();
    const about = groups().nth(1);
    await selectBox(about);
    await menu().getByRole('button', { name: t.menuAddBlock }).click();
    const dialog = page.locator('dialog.lu-addblock');
    await answerOf(isCall('/group/add'), () => dialog.locator('[data-block-type="cta"]').click());
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => groups().count()).toBe(before + 1);
    const cta = groups().nth(2);
    expect(await cta.getAttribute('data-group-type')).toBe('cta');
    expect(await cta.getAttribute('data-editor-status')).toBe('draft');
    await typeInto(cta.locator('[data-field-name="title"]'), CTA_TITLE);

    // A German title without an English one: publishing is not offered yet.
    const missing = page.getByRole('button', { name: format(t.toolbarMissingOne, { count: 1 }) });
    await missing.waitFor();
    expect(await page.locator('.editor-toolbar__publish').isDisabled()).toBe(true);
    await missing.click();
    const report = page.locator('dialog.editor-dialog');
    expect(await report.locator('li[data-locale="en"]').innerText()).toContain(
      format(t.toolbarMissingLocale, { count: 1 }),
    );
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });
  });

  it('moves the new box up and hides it in English', async () => {
    const cta = page.locator('.editor-group[data-editor-status="draft"]');
    await selectBox(cta);
    await answerOf(isCall('/group/sort'), () => menu().getByRole('button', { name: t.menuMoveUp }).click());
    await eventually(() => groups().nth(1).getAttribute('data-group-type')).toBe('cta');

    await answerOf(isCall('/group/meta'), () =>
      menu().locator('.editor-menu__languages').getByLabel('EN').uncheck(),
    );
    await eventually(() => cta.locator('.editor-badge--hidden').innerText()).toBe(
      format(t.badgeHiddenIn, { locale: 'EN' }),
    );
    // Hidden in English, nothing is missing any more: publishing is offered.
    await page.locator('.editor-toolbar__missing').waitFor({ state: 'detached' });
    await eventually(() => page.locator('.editor-toolbar__publish').isEnabled()).toBe(true);
  });

  it('publishes, reloads, and the public pages show the changes in both languages', async () => {
    const reloaded = page.waitForEvent('load', { timeout: LIVE_TIMEOUT });
    await answerOf(isCall('/page/publish'), () => page.locator('.editor-toolbar__publish').click());
    await eventually(() => page.locator('.editor-toolbar__publish').innerText()).toBe(t.toolbarPublished);
    await reloaded;
    await toolbar().waitFor();
    await eventually(changes).toBe('0');
    expect(await page.locator('.editor-toolbar__publish').isDisabled()).toBe(true);

    const de = await publicPage('/de/', async (p) => {
      const text = await p.locator('main').innerText();
      return text.includes(NEW_TITLE) && text.includes(CTA_TITLE) && text.includes(NEW_PARAGRAPH);
    });
    const text = await de.locator('main').innerText();
    expect(text.indexOf(NEW_TITLE)).toBeLessThan(text.indexOf(CTA_TITLE));
    expect(text.indexOf(CTA_TITLE)).toBeLessThan(text.indexOf('Über Optik Sonnenberg'));
    expect(await de.locator('main section.hero').first().getAttribute('class')).toMatch(
      /align-center.*bg-secondary|bg-secondary.*align-center/,
    );
    await de.close();

    const en = await publicPage('/en/', async (p) =>
      /align-center/.test((await p.locator('main section.hero').first().getAttribute('class')) ?? ''),
    );
    const english = await en.locator('main').innerText();
    expect(english).toContain('See well. Look good.');
    expect(english).not.toContain(CTA_TITLE);
    expect(await en.locator('main section.hero').first().getAttribute('class')).toMatch(/bg-secondary/);
    await en.close();
  });

  it('switches the edited language with the locale switcher', async () => {
    await page.locator('.editor-toolbar__locale select').selectOption('en');
    await page.waitForURL((url) => url.pathname === '/en/edit/' && url.searchParams.get('toolbar') === '1');
    await toolbar().waitFor();
    expect(await page.locator('.editor-group[data-group-type="cta"][data-hidden-here]').count()).toBe(1);
    await page.locator('.editor-toolbar__locale select').selectOption('de');
    await page.waitForURL((url) => url.pathname === '/de/edit/');
    await toolbar().waitFor();
  });

  it('shows the newer value when someone else saved first (412), and can still save its own', async () => {
    const kicker = hero().locator('[data-field-name="kicker"]');
    await kicker.waitFor();
    // Someone else changes the kicker after this editor loaded it.
    const draft = await (
      await page.request.get(`${baseUrl}${API_PREFIX}/page/get?includeDrafts=true&locale=de&slug=`)
    ).json();
    const heroGroup = draft.data.page.groups.find((g: { type: string }) => g.type === 'hero');
    const field = heroGroup.fields.kicker;
    const other = await page.request.post(`${baseUrl}${API_PREFIX}/data`, {
      headers: { origin: baseUrl },
      data: {
        itemType: 'field',
        pageId: draft.data.page.id,
        groupId: heroGroup.id,
        name: 'kicker',
        baseRevision: field.revision,
        data: { content: { locale: 'de', text: 'Von anderer Stelle geändert' } },
      },
    });
    expect(other.status()).toBe(200);

    const stale = await typeInto(kicker, 'Meine Dachzeile');
    expect(stale.status()).toBe(412);
    await eventually(() => kicker.textContent()).toBe('Von anderer Stelle geändert');
    const notice = page.locator('.editor-toast--warning');
    expect(await notice.innerText()).toContain(t.saveStale);
    await answerOf(isSave, () => notice.getByRole('button', { name: t.saveStaleKeepMine }).click());
    await eventually(() => kicker.textContent()).toBe('Meine Dachzeile');
  });

  it('reverts the page after a confirmation', async () => {
    const title = hero().locator('[data-field-name="title"]');
    await typeInto(title, 'Dieser Titel wird verworfen');
    await eventually(changes).toBe('2');
    await page.getByRole('button', { name: t.toolbarRevert }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(
      format(t.toolbarRevertWarningMultilingual, { locales: 'DE, EN' }),
    );
    await answerOf(isCall('/page/revert'), () =>
      confirm.getByRole('button', { name: t.toolbarRevertConfirm }).click(),
    );
    await eventually(() => title.textContent()).toBe(NEW_TITLE);
    await eventually(changes).toBe('0');
    expect(await hero().locator('[data-field-name="kicker"]').textContent()).not.toBe('Meine Dachzeile');
  });

  it('deletes a draft box after warning that it cannot be undone', async () => {
    const before = await groups().count();
    await selectBox(hero());
    await menu().getByRole('button', { name: t.menuAddBlock }).click();
    await answerOf(isCall('/group/add'), () =>
      page.locator('dialog.lu-addblock [data-block-type="cta"]').click(),
    );
    await eventually(() => groups().count()).toBe(before + 1);
    const draftBox = page.locator('.editor-group[data-editor-status="draft"]');
    await selectBox(draftBox);
    await menu().getByRole('button', { name: t.menuRemove }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(t.menuRemoveWarning);
    await answerOf(isCall('/group/remove'), () =>
      confirm.getByRole('button', { name: t.menuRemoveConfirm }).click(),
    );
    await eventually(() => groups().count()).toBe(before);
    expect(await page.locator('.editor-group[data-editor-status="draft"]').count()).toBe(0);
  });

  it('marks a published box for deletion and restores it', async () => {
    const cta = groups().nth(1);
    expect(await cta.getAttribute('data-group-type')).toBe('cta');
    await selectBox(cta);
    await answerOf(isCall('/group/remove'), () => menu().getByRole('button', { name: t.menuRemove }).click());
    await eventually(() => cta.getAttribute('data-editor-status')).toBe('markedForDeletion');
    expect(await cta.locator('.editor-badge--markedForDeletion').innerText()).toBe(t.badgeMarkedForDeletion);
    await answerOf(isCall('/group/status'), () =>
      cta.locator('.editor-badges').getByRole('button', { name: t.menuRestore }).click(),
    );
    await eventually(() => cta.getAttribute('data-editor-status')).toBe('published');
    await eventually(changes).toBe('0');
  });

  it('hides and shows a single field', async () => {
    const kicker = hero().locator('[data-field-name="kicker"]');
    await kicker.click();
    await menu().waitFor();
    expect(await menu().getAttribute('data-menu-kind')).toBe('field');
    const visible = menu().getByLabel(t.menuFieldVisible);
    await answerOf(isCall('/field/visibility'), () => visible.uncheck());
    await eventually(() => kicker.getAttribute('data-editor-hidden')).toBe(t.editTextHidden);
    await eventually(changes).toBe('1');
    await answerOf(isCall('/field/visibility'), () => visible.check());
    await eventually(() => kicker.getAttribute('data-editor-hidden')).toBe(null);
    await eventually(changes).toBe('0');
    await menu().getByRole('button', { name: t.menuClose }).click();
  });

  it("opens a team member's page in edit mode from its card", async () => {
    const card = page
      .locator('.editor-group[data-group-type="teamContainer"] a[href*="/de/edit/team/"]')
      .first();
    await card.scrollIntoViewIfNeeded();
    const href = await card.getAttribute('href');
    await card.click();
    // In edit mode a click on a link selects instead of following it.
    expect(new URL(page.url()).pathname).toBe('/de/edit/');
    const editPage = menu().getByRole('link', { name: t.menuEditPage });
    await editPage.click();
    await page.waitForURL((url) => url.pathname === href && url.searchParams.get('toolbar') === '1');
    await toolbar().waitFor();
    expect(await page.locator('main#main').getAttribute('data-page-id')).toMatch(/^page-team/);
    await openEditor();
  });

  it('selects a box in one click with its handle, a team box too', async () => {
    await openEditor();
    const team = page.locator('.editor-group[data-group-type="teamContainer"]').first();
    await team.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await team.hover();
    const handle = team.locator('.editor-group__handle');
    expect(await handle.getAttribute('aria-label')).toMatch(new RegExp(`^${t.blockHandle.split('{')[0]}`));
    await handle.click();
    await menu().waitFor();
    expect(await menu().getAttribute('data-menu-kind')).toBe('group');
    expect(await team.getAttribute('data-editor-selected')).toBe('group');
    await page.keyboard.press('Escape');
    await menu().waitFor({ state: 'detached' });
  });

  it('keeps the selection and its menu across a reload', async () => {
    await selectBox(hero());
    const placed = await menu().boundingBox();
    await page.reload();
    await menu().waitFor();
    expect(await menu().getAttribute('data-menu-kind')).toBe('group');
    expect(await hero().getAttribute('data-editor-selected')).toBe('group');
    const restored = await menu().boundingBox();
    expect(restored?.x).toBeCloseTo(placed?.x ?? -1, 0);
    expect(restored?.y).toBeCloseTo(placed?.y ?? -1, 0);
    // Clicking the selected box again clears the selection.
    await hero().click({ position: { x: 4, y: 48 } });
    await menu().waitFor({ state: 'detached' });
  });

  it('refuses every write once signed out', async () => {
    await page.goto(`${baseUrl}/de/login`);
    await page.getByRole('button', { name: t.authSignOut }).click();
    await page.getByLabel(t.authEmailLabel).waitFor();

    const writes = Object.values(EDITOR_CALLS).filter((call) => call.method === 'POST');
    expect(writes.length).toBeGreaterThan(10);
    for (const call of writes) {
      const res = await page.request.post(`${baseUrl}${API_PREFIX}${call.path}`, {
        headers: { origin: baseUrl },
        data: { id: 'page-home', pageId: 'page-home', groupId: 'x' },
      });
      expect(res.status(), call.path).toBe(401);
    }
    const draft = await page.request.get(
      `${baseUrl}${API_PREFIX}/page/get?includeDrafts=true&locale=de&slug=`,
    );
    expect(draft.status()).toBe(401);

    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await page.waitForURL((url) => url.pathname === '/de/login');
  });
});
