/**
 * The navigation manager as an editor uses it, in Chromium against the real server: open the pages
 * panel from the toolbar, reorder two pages by mouse drag and two containers by keyboard, change a
 * container label, and see the new order and label in the visitor header in German and English
 * right after the save (no publish); the same panel in French; axe on the manager. The original
 * navigation is put back at the end. Nothing leaves the machine.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import type { NavigationTree } from '../../src/lib/content.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { showEditorIn } from './editor-language.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const fr = editorDictionary('fr');
const NEW_LABEL_EN = 'Information desk';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
/** The navigation as the run found it; put back in afterAll. */
let original: NavigationTree;

async function offline(target: BrowserContext) {
  await target.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
}

async function readDraft(): Promise<{ tree: NavigationTree; revision: number }> {
  const res = await page.request.get(`${baseUrl}${API_PREFIX}/navigation/draft`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { tree: NavigationTree; revision: number } }).data;
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
  original = (await readDraft()).tree;
});
afterAll(async () => {
  const { revision } = await readDraft();
  const res = await page.request.post(`${baseUrl}${API_PREFIX}/navigation`, {
    headers: { origin: baseUrl },
    data: { baseRevision: revision, tree: original },
  });
  expect(res.status()).toBe(200);
  await browser.close();
});

const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 100 });
const isSave = (r: Response) =>
  new URL(r.url()).pathname === `${API_PREFIX}/navigation` && r.request().method() === 'POST';
/** Runs `action` and waits for the navigation save it causes. */
async function saved(action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse(isSave, { timeout: 30_000 }), action()]);
  expect(response.status()).toBe(200);
  return response;
}

const manager = () => page.locator('section.editor-nav');
const entryIds = (containerId: string) =>
  manager()
    .locator(`[data-container-id="${containerId}"] .editor-nav__entry`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-entry-id')));
const containerIds = () =>
  manager()
    .locator('.editor-nav__container')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-container-id')));

/** The visitor header of a locale: top-level labels and the labels under one of them. */
async function visitorHeader(locale: 'de' | 'en', parent: string) {
  const visitor = await context.newPage();
  try {
    await visitor.goto(`${baseUrl}/${locale}/`);
    return await visitor.locator('nav.site-nav').evaluate((nav, parentLabel) => {
      const items = [...nav.querySelectorAll(':scope > ul > li')];
      const labelOf = (li: Element) =>
        li.querySelector(':scope > a, :scope > span')?.textContent?.trim() ?? '';
      const under = items.find((li) => labelOf(li) === parentLabel);
      return {
        top: items.map(labelOf),
        under: [...(under?.querySelectorAll('.site-nav__sub a') ?? [])].map(
          (a) => a.textContent?.trim() ?? '',
        ),
        buttons: [...nav.querySelectorAll('a.site-nav__button')].map((a) => a.textContent?.trim() ?? ''),
      };
    }, parent);
  } finally {
    await visitor.close();
  }
}

/**
 * Resolves once the page has run every 0 ms timer set before this call. Timers of equal delay run
 * in the order they were set (HTML "timer initialisation steps"), so ours runs after theirs.
 */
async function earlierTimersRun(target: Page) {
  await target.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Moves a sortable item one place up by keyboard: Space picks it up, ArrowUp moves it, and once the
 * drag's live region announces the new place (`over`, what a screen-reader user hears), Space drops
 * it there. dnd-kit's keyboard sensor starts listening for the arrows only in a 0 ms timer after
 * the pick-up (`KeyboardSensor.attach`), while the handle shows `aria-pressed` at once: on a busy
 * machine Chromium handles the next key press (input comes first) before that timer, the arrow is
 * lost: nothing moves, no save is sent, and the test times out waiting for one. So the arrow waits
 * for the sensor's timer.
 */
async function keyboardMoveUp(handle: Locator, over: string) {
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  await page.keyboard.press('Space');
  await eventually(() => handle.getAttribute('aria-pressed')).toBe('true');
  await earlierTimersRun(page);
  await page.keyboard.press('ArrowUp');
  await page.locator('[id^="DndLiveRegion"]', { hasText: over }).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
}

async function axeViolations(target: Page) {
  const result = await new AxeBuilder({ page: target }).include('section.editor-nav').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('navigation manager', () => {
  it('opens from the pages button of the toolbar and passes axe', async () => {
    await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
    await page.locator('section.editor-toolbar').getByRole('button', { name: t.toolbarPages }).click();
    await manager().waitFor();
    await eventually(() => containerIds()).toEqual(original.containers.map((c) => c.id));
    await manager().getByRole('heading', { name: t.navHeading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reorders two pages by mouse drag', async () => {
    const about = original.containers.find((c) => c.id === 'nav-about')!;
    const [first, , third] = about.children.map((c) => c.id);
    const handle = (id: string) => manager().locator(`[data-entry-id="${id}"] .editor-nav__handle`);
    // The panel may sit below the page (its look is the pages panel's): bring the list into view.
    await handle(third!).scrollIntoViewIfNeeded();
    await handle(first!).scrollIntoViewIfNeeded();
    const from = (await handle(third!).boundingBox())!;
    const to = (await handle(first!).boundingBox())!;
    await saved(async () => {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // Below the 3 px activation distance nothing moves yet; then glide to the first entry.
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 2);
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
      await page.mouse.up();
    });
    const expected = [third, ...about.children.map((c) => c.id).filter((id) => id !== third)];
    expect(await entryIds('nav-about')).toEqual(expected);
    expect(await manager().locator('.editor-nav__status').textContent()).toBe(t.navSaved);
  });

  it('moves a container up by keyboard', async () => {
    const ids = original.containers.map((c) => c.id);
    const last = ids.at(-1)!;
    const label = original.containers.at(-1)!.label.de!;
    const handle = manager().getByRole('button', { name: format(t.navMoveContainer, { label }) });
    const over = format(t.navDndOver, {
      label,
      position: ids.length - 1,
      total: ids.length,
      container: t.navHeading,
    });
    await saved(() => keyboardMoveUp(handle, over));
    const expected = [...ids.slice(0, -2), last, ids.at(-2)];
    expect(await containerIds()).toEqual(expected);
  });

  it('changes a container label in English', async () => {
    const input = manager()
      .locator('[data-container-id="nav-infos"]')
      .getByLabel(format(t.navLabelIn, { locale: t.navLocaleEn }));
    await input.fill(NEW_LABEL_EN);
    await saved(() => input.press('Enter'));
    expect((await readDraft()).tree.containers.find((c) => c.id === 'nav-infos')!.label.en).toBe(
      NEW_LABEL_EN,
    );
  });

  it('makes an entry a button and shows the button chip', async () => {
    const lea = manager().locator('[data-entry-id="nav-about-lea-keller"]');
    await saved(() =>
      lea.getByLabel(format(t.navAppearance, { label: 'Lea Keller' })).selectOption('button'),
    );
    await lea.locator('.editor-nav__chip--button', { hasText: t.navChipButton }).waitFor();
  });

  it('adds a page to a container from the picker and removes it again (the page stays)', async () => {
    const contact = manager().locator('[data-container-id="nav-contact"]');
    await contact.getByRole('button', { name: t.navAddPage }).click();
    const picker = contact.getByLabel(format(t.navAddPageTo, { label: 'Kontakt' }));
    await picker.selectOption({ label: 'Lea Keller' });
    await saved(() => contact.getByRole('button', { name: t.navAdd }).click());
    const added = contact.locator('.editor-nav__entry[data-page-id="page-team-lea-keller"]');
    await added.waitFor();
    await saved(() =>
      added.getByRole('button', { name: format(t.navRemove, { label: 'Lea Keller' }) }).click(),
    );
    await eventually(() => added.count()).toBe(0);
    expect((await readDraft()).tree.containers.find((c) => c.id === 'nav-contact')!.children).toEqual([]);
  });

  it('puts the tree back and says so when a save fails', async () => {
    const before = await containerIds();
    await page.route(`**${API_PREFIX}/navigation`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: {
              success: false,
              error: { code: 'internal_error', message: 'Ein Fehler ist aufgetreten' },
            },
          })
        : route.continue(),
    );
    try {
      const label = original.containers[1]!.label.de!;
      const handle = manager().getByRole('button', { name: format(t.navMoveContainer, { label }) });
      const over = format(t.navDndOver, {
        label,
        position: 1,
        total: original.containers.length,
        container: t.navHeading,
      });
      await Promise.all([page.waitForResponse(isSave), keyboardMoveUp(handle, over)]);
      await page.locator('.editor-toast--error', { hasText: t.navSaveError }).waitFor();
      await eventually(() => containerIds()).toEqual(before);
    } finally {
      await page.unroute(`**${API_PREFIX}/navigation`);
    }
  });

  it('shows the new order and label in the visitor header in German and English without publishing', async () => {
    const labels = (locale: 'de' | 'en') => {
      const order = original.containers.map((c) => c.label[locale]!);
      return [...order.slice(0, -2), order.at(-1), order.at(-2)];
    };
    const de = await visitorHeader('de', 'Über uns');
    expect(de.top).toEqual(labels('de'));
    expect(de.under[0]).toBe('Lea Keller');
    expect(de.buttons).toEqual(['Lea Keller']);
    const en = await visitorHeader('en', 'About us');
    expect(en.top).toEqual(labels('en').map((l) => (l === 'Info' ? NEW_LABEL_EN : l)));
    expect(en.under[0]).toBe('Lea Keller');
  });

  it('shows the same panel in French and passes axe', async () => {
    const french = await context.newPage();
    await showEditorIn(french, 'fr');
    try {
      await french.goto(`${baseUrl}/de/edit/?pageMenu=1`);
      const section = french.locator('section.editor-nav');
      await section.getByText(fr.navHint).waitFor();
      const about = original.containers.find((c) => c.id === 'nav-about')!;
      await section
        .getByRole('button', { name: format(fr.navMoveContainer, { label: about.label.de! }) })
        .waitFor();
      await section
        .getByLabel(format(fr.navLabelIn, { locale: fr.navLocaleEn }))
        .first()
        .waitFor();
      expect(await axeViolations(french)).toEqual([]);
    } finally {
      await french.close();
    }
  });

  it('puts the original navigation back', async () => {
    const { revision } = await readDraft();
    const res = await page.request.post(`${baseUrl}${API_PREFIX}/navigation`, {
      headers: { origin: baseUrl },
      data: { baseRevision: revision, tree: original },
    });
    expect(res.status()).toBe(200);
    const de = await visitorHeader('de', 'Über uns');
    expect(de.top).toEqual(original.containers.map((c) => c.label.de));
  });
});
