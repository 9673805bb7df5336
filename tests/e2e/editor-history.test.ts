/**
 * Undo and redo, the publish dialog's accessibility check and the editor defects, as an editor
 * meets them on the 'Brillenwelt' page: edit a title, undo with Ctrl+Z (the old text is saved on
 * the server: a reload shows it), redo, undo with the toolbar button; Escape with only the context
 * menu open closes just the menu; the publish dialog lists a skipped heading level and a low
 * contrast slide (axe finds nothing wrong with the dialog) and cancels; the reason publishing is
 * unavailable is visible; the same in French; sign out from the toolbar. Every change is
 * discarded again (the page's unpublished changes are reverted), so the page is left as found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { EDITOR_LANGUAGE_CALL, showEditorIn } from './editor-language.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const fr = editorDictionary('fr');
const EDIT_PATH = '/de/edit/brillenwelt?toolbar=1';
const INTRO_TITLE = 'Mehr als ein Gestell mit zwei Gläsern';
const NEW_TITLE = 'Brillen mit Geschichte';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
let pageId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  // Nothing leaves the machine: only the e2e server answers.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
  await signInContext(context, baseUrl);
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });

const isSave = (r: Response) => r.url().endsWith(`${API_PREFIX}/data`) && r.request().method() === 'POST';
async function answerOf(predicate: (r: Response) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(predicate), action()]);
  return response;
}
/** The text a field save sent for German. */
const sentText = (response: Response) =>
  (response.request().postDataJSON() as { data: { content?: { text?: string | null } } }).data.content?.text;

const toolbar = () => page.locator('section.editor-toolbar');
const menu = () => page.locator('.editor-menu');
const dialog = () => page.locator('dialog.editor-dialog');
const intro = () => page.locator('.editor-group[data-group-type="richTextBlock"]').first();
const introTitle = () => intro().locator('[data-field-name="title"]');
const hero = () => page.locator('.editor-group[data-group-type="hero"]').first();
const changes = () => page.locator('.editor-toolbar__status').getAttribute('data-changes');

async function openEditor() {
  await page.goto(`${baseUrl}${EDIT_PATH}`);
  await toolbar().waitFor();
  await page.locator('.editor-toolbar__status').waitFor();
  pageId = (await page.locator('main#main').getAttribute('data-page-id')) ?? '';
}

/** Types into an inline text field (focus selects its content) and saves with Enter. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await eventually(() =>
    field.evaluate((el) => {
      const selection = window.getSelection();
      return document.activeElement === el && !!selection?.rangeCount && selection.toString() !== '';
    }),
  ).toBe(true);
  return answerOf(isSave, async () => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  });
}

/** A call from the page itself (same origin, with the session cookie). */
async function call(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { body: payload }),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    [`${API_PREFIX}${path}`, body === undefined ? undefined : JSON.stringify(body)] as const,
  );
}

/** Discards every unpublished change of the page (what this file changed). */
async function revertPage() {
  expect((await call('/page/revert', { id: pageId })).status).toBe(200);
}

async function axeViolations(selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('editor history and checks', () => {
  it('shows why publishing is unavailable, visibly, next to the button', async () => {
    await openEditor();
    expect(await changes()).toBe('0');
    const reason = page.locator('.editor-toolbar__reason');
    expect(await reason.innerText()).toBe(t.toolbarPublishNothing);
    const box = await reason.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(await page.locator('.editor-toolbar__publish').getAttribute('aria-describedby')).toBe(
      await reason.getAttribute('id'),
    );
  });

  it('undoes a text edit with Ctrl+Z through a save, redoes it, and the server keeps the undo', async () => {
    const undoButton = toolbar().getByRole('button', { name: t.historyUndo });
    const redoButton = toolbar().getByRole('button', { name: t.historyRedo });
    expect(await undoButton.isDisabled()).toBe(true);
    expect(await undoButton.getAttribute('aria-keyshortcuts')).toContain('Control+Z');

    const saved = await typeInto(introTitle(), NEW_TITLE);
    expect(saved.status()).toBe(200);
    await eventually(() => undoButton.isEnabled()).toBe(true);

    const undone = await answerOf(isSave, () => page.keyboard.press('Control+z'));
    expect(undone.status()).toBe(200);
    expect(sentText(undone)).toBe(INTRO_TITLE);
    await eventually(() => introTitle().textContent()).toBe(INTRO_TITLE);
    await eventually(() => redoButton.isEnabled()).toBe(true);

    const redone = await answerOf(isSave, () => page.keyboard.press('Control+Shift+z'));
    expect(sentText(redone)).toBe(NEW_TITLE);
    await eventually(() => introTitle().textContent()).toBe(NEW_TITLE);

    const again = await answerOf(isSave, () => undoButton.click());
    expect(sentText(again)).toBe(INTRO_TITLE);
    await page.reload();
    await toolbar().waitFor();
    await eventually(() => introTitle().textContent()).toBe(INTRO_TITLE);
    // A new page load starts a new history.
    expect(await toolbar().getByRole('button', { name: t.historyUndo }).isDisabled()).toBe(true);
  });

  it('leaves typing to the field: Ctrl+Z inside a text being edited does not undo the page', async () => {
    await typeInto(introTitle(), NEW_TITLE);
    await introTitle().click();
    let saves = 0;
    const count = (r: Response) => {
      if (isSave(r)) saves += 1;
    };
    page.on('response', count);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Escape');
    page.off('response', count);
    expect(saves).toBe(0);
    expect(await introTitle().textContent()).toBe(NEW_TITLE);
    await answerOf(isSave, () => toolbar().getByRole('button', { name: t.historyUndo }).click());
    await eventually(() => introTitle().textContent()).toBe(INTRO_TITLE);
  });

  it('Escape with only the context menu open closes that menu, not the toolbar', async () => {
    await intro().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await intro().click({ position: { x: 4, y: 48 } });
    await menu().waitFor();
    expect(await menu().getAttribute('data-menu-kind')).toBe('group');
    await page.keyboard.press('Escape');
    await menu().waitFor({ state: 'detached' });
    expect(await toolbar().isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('toolbar')).toBe('1');
  });

  it('lists a skipped heading level and a low-contrast slide before publishing, and can cancel', async () => {
    // A level-3 heading right after the page's h1 (the hero's title): a skipped level.
    const description = hero().locator('[data-field-name="description"] [contenteditable="true"]');
    await description.click();
    await page.keyboard.press('Control+a');
    await page.locator('.rte__style').selectOption({ label: t.richTextHeading3 });
    const saved = await answerOf(isSave, () => page.locator('.editor-pagebar .editor-badge').click());
    expect(saved.status()).toBe(200);

    // A slide whose text takes the dark secondary colour on its dark scrim.
    const draft = (await call(`/page/get?includeDrafts=true&id=${encodeURIComponent(pageId)}`)).json as {
      data: {
        page: { groups: { type: string; children: { id: string; type: string; revision: number }[] }[] };
      };
    };
    const card = draft.data.page.groups
      .flatMap((g) => g.children)
      .find((g) => g.type === 'contentSliderCard');
    expect(card).toBeDefined();
    const option = await call('/data', {
      itemType: 'group',
      pageId,
      groupId: card!.id,
      baseRevision: card!.revision,
      data: { options: { textColor: 'secondary' } },
    });
    expect(option.status).toBe(200);
    await page.reload();
    await toolbar().waitFor();

    const publishButton = page.locator('.editor-toolbar__publish');
    await eventually(() => publishButton.isEnabled()).toBe(true);
    await publishButton.click();
    await dialog().waitFor();
    expect(await dialog().getByRole('heading', { level: 2 }).innerText()).toBe(t.checkTitle);
    const headings = dialog().locator('[data-check="headings"] li');
    await eventually(() => headings.count()).toBe(1);
    expect(await headings.innerText()).toContain('H3');
    expect(await headings.innerText()).toContain('H1');
    const contrast = dialog().locator('[data-check="contrast"] li');
    expect(await contrast.count()).toBe(1);
    expect(await contrast.innerText()).toContain('#22313f');
    expect(await axeViolations('dialog.editor-dialog')).toEqual([]);

    await dialog().getByRole('button', { name: t.toolbarCancel }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await toolbar().getAttribute('data-publish-state')).toBe('idle');

    await revertPage();
    await page.reload();
    await toolbar().waitFor();
    await eventually(changes).toBe('0');
  });

  it('works in French: undo and redo, the publish reason', async () => {
    await showEditorIn(page, 'fr');
    try {
      await openEditor();
      await eventually(() => page.locator('.editor-toolbar__reason').innerText()).toBe(
        fr.toolbarPublishNothing,
      );
      const undoButton = toolbar().getByRole('button', { name: fr.historyUndo, exact: true });
      expect(await undoButton.getAttribute('title')).toMatch(/^Annuler la dernière modification/);
      await typeInto(introTitle(), NEW_TITLE);
      await eventually(() => page.locator('.editor-toolbar__status').innerText()).toBe(
        format(fr.toolbarChangesOne, { count: 1 }),
      );
      const undone = await answerOf(isSave, () => undoButton.click());
      expect(sentText(undone)).toBe(INTRO_TITLE);
      await eventually(() => introTitle().textContent()).toBe(INTRO_TITLE);
      await eventually(() =>
        toolbar().getByRole('button', { name: fr.historyRedo, exact: true }).isEnabled(),
      ).toBe(true);
    } finally {
      await page.unroute(EDITOR_LANGUAGE_CALL);
    }
    await revertPage();
  });

  it('signs out from the toolbar and lands on the login page', async () => {
    await openEditor();
    await toolbar().getByRole('button', { name: t.toolbarSignOut }).click();
    await page.waitForURL((url) => url.pathname === '/de/login');
    const after = await call(`/page/get?includeDrafts=true&id=${encodeURIComponent(pageId)}`);
    expect(after.status).toBe(401);
  });
});
