/**
 * Moving boxes and selecting them, in Chromium against the real server, with the editor in German
 * and in French: drag a box by its handle with the mouse (the order changes and survives a
 * reload), move one by keyboard (the live region announces its position), undo puts the order
 * back; team and testimonial boxes select in one click. On a phone (390 x 844): the badges never
 * cover the page's text, and the rich-text format bar goes below the edited line when the top of
 * the screen has no room, never covering that line.
 */
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format, type EditorLocale } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { moveItem } from '../../src/lib/block-order.ts';
import { intersects, launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';
import { showEditorIn } from './editor-language.ts';

const baseUrl = inject('baseUrl');

let browser: BrowserSession;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Polls until the value matches (the page follows API answers within moments). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });

const isSort = (r: Response) =>
  new URL(r.url()).pathname === `${API_PREFIX}/group/sort` && r.request().method() === 'POST';

async function editorPage(options: typeof VIEWPORTS.desktop | typeof VIEWPORTS.mobile, locale: EditorLocale) {
  const context: BrowserContext = await browser.browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await signInContext(context, baseUrl);
  await showEditorIn(context, locale);
  return { context, page: await context.newPage() };
}

async function openEditor(page: Page) {
  await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
  await page.locator('section.editor-toolbar').waitFor();
  await page.locator('.editor-toolbar__status').waitFor();
}

const boxes = (page: Page) => page.locator('main#main > .editor-group');
const order = (page: Page) =>
  boxes(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['groupId'] ?? ''));
const box = (page: Page, id: string) => page.locator(`main#main > .editor-group[data-group-id="${id}"]`);
const handleOf = (page: Page, id: string) => box(page, id).locator('.editor-group__handle');

/** Resolves once the page has run every 0 ms timer set before (dnd-kit's keyboard sensor attaches in one). */
async function earlierTimersRun(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Moves a box to an index through the API, as the signed-in page (restores the seeded order). */
function sortByApi(page: Page, groupId: string, toIndex: number): Promise<number> {
  return page.evaluate(
    async ([url, body]) =>
      (await fetch(url!, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    [`${API_PREFIX}/group/sort`, JSON.stringify({ pageId: 'page-home', groupId, toIndex })],
  );
}

/** Waits for the sort answer `action` triggers; fails on an error answer. */
async function sorted(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(isSort), action()]);
  expect(response.status()).toBe(200);
}

for (const locale of ['de', 'fr'] as const) {
  describe(`moving boxes with the editor in ${locale}`, () => {
    const t = editorDictionary(locale);
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await editorPage(VIEWPORTS.desktop, locale));
      await openEditor(page);
    });
    afterAll(async () => {
      await context.close();
    });

    it('drags a box by its handle to another place; the order survives a reload; undo puts it back', async () => {
      const start = await order(page);
      const cta = start.findIndex((id) => id.includes('cta'));
      const spacer = cta - 1;
      expect(cta).toBeGreaterThan(0);
      const [source, target] = [start[cta]!, start[spacer]!];
      await box(page, source).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await box(page, source).hover({ position: { x: 20, y: 20 } });
      const from = (await handleOf(page, source).boundingBox())!;
      const onto = (await box(page, target).boundingBox())!;
      await sorted(page, async () => {
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        try {
          // Below the activation distance nothing moves yet; then glide onto the upper half above.
          await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 3);
          await page.mouse.move(from.x + from.width / 2, onto.y + Math.min(onto.height / 4, 20), {
            steps: 15,
          });
          await eventually(() => box(page, target).getAttribute('data-drop-line')).toBe('before');
        } finally {
          await page.mouse.up();
        }
      });
      const expected = moveItem(start, cta, spacer);
      await eventually(() => order(page)).toEqual(expected);
      // The release selected nothing: a drag is no click.
      expect(await page.locator('.editor-menu').count()).toBe(0);

      // Undo puts the order back, redo moves it again.
      await sorted(page, () => page.keyboard.press('Control+z'));
      await eventually(() => order(page)).toEqual(start);
      await sorted(page, () => page.keyboard.press('Control+Shift+z'));
      await eventually(() => order(page)).toEqual(expected);

      // Stored: the order survives a reload. Then back to the seeded order for the next tests.
      await openEditor(page);
      expect(await order(page)).toEqual(expected);
      expect(await sortByApi(page, source, cta)).toBe(200);
      await openEditor(page);
      expect(await order(page)).toEqual(start);
    });

    it('moves a box by keyboard, announcing each position, and undo restores the order', async () => {
      const start = await order(page);
      const from = start.findIndex((id) => id.includes('cta'));
      const id = start[from]!;
      const label = (await handleOf(page, id).innerText()).replace('⠿', '').trim();
      const handle = handleOf(page, id);
      await handle.scrollIntoViewIfNeeded();
      await handle.focus();
      await page.keyboard.press('Space');
      await eventually(() => handle.getAttribute('aria-pressed')).toBe('true');
      const live = page.locator('[id^="DndLiveRegion"]');
      const total = start.length;
      await eventually(() => live.textContent()).toBe(
        format(t.blockMovePickedUp, { label, position: from + 1, total }),
      );
      await earlierTimersRun(page);
      // The first arrow key already moves: one place up is position `from` (1-based).
      await page.keyboard.press('ArrowUp');
      await eventually(() => live.textContent()).toBe(
        format(t.blockMoveOver, { label, position: from, total }),
      );
      await sorted(page, () => page.keyboard.press('Space'));
      await eventually(() => live.textContent()).toBe(
        format(t.blockMoveDropped, { label, position: from, total }),
      );
      await eventually(() => order(page)).toEqual(moveItem(start, from, from - 1));

      // Escape cancels a move: nothing is sent, the box stays.
      await handle.focus();
      await page.keyboard.press('Space');
      await eventually(() => handle.getAttribute('aria-pressed')).toBe('true');
      await earlierTimersRun(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await eventually(() => live.textContent()).toBe(
        format(t.blockMoveCancelled, { label, position: from, total }),
      );
      expect(await order(page)).toEqual(moveItem(start, from, from - 1));

      await sorted(page, () => page.keyboard.press('Control+z'));
      await eventually(() => order(page)).toEqual(start);
    });

    it('selects team and testimonial boxes in one click, by the handle and on a card', async () => {
      for (const [type, card] of [
        ['teamContainer', '.team-card__link'],
        ['testimonialsContainer', '.testimonial-card__link'],
      ] as const) {
        const target = page.locator(`main#main > .editor-group[data-group-type="${type}"]`).first();
        await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await target.hover({ position: { x: 20, y: 20 } });
        await target.locator('.editor-group__handle').click();
        await eventually(() => page.locator('.editor-menu').getAttribute('data-menu-kind')).toBe('group');
        expect(await target.getAttribute('data-editor-selected')).toBe('group');
        await page.keyboard.press('Escape');
        await page.locator('.editor-menu').waitFor({ state: 'detached' });
        await selectOnCard(page, target.locator(card).first());
        expect(await target.getAttribute('data-editor-selected')).toBe('group');
        await page.keyboard.press('Escape');
        await page.locator('.editor-menu').waitFor({ state: 'detached' });
      }
    });
  });
}

/** Clicks a card's link inside a box: while editing, that selects the box (and does not navigate). */
async function selectOnCard(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await eventually(() => page.locator('.editor-menu').getAttribute('data-menu-kind')).toBe('group');
  expect(new URL(page.url()).pathname).toBe('/de/edit/');
}

describe('boxes on a phone (390 x 844)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await editorPage(VIEWPORTS.mobile, 'de'));
    await openEditor(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('keeps every badge off the page text', async () => {
    const measured: string[] = [];
    for (const type of ['hero', 'richTextBlock', 'teamContainer', 'cta', 'testimonialsContainer']) {
      const target = page.locator(`main#main > .editor-group[data-group-type="${type}"]`).first();
      await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const badges = await target
        .locator('.editor-badges .editor-badge, .editor-group__handle')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      const texts = await target.locator('.editor-group__bar ~ *').evaluate((root) => {
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) rects.push(rect.toJSON() as DOMRect);
        }
        return rects;
      });
      expect(badges.length).toBeGreaterThan(1);
      expect(texts.length).toBeGreaterThan(0);
      const covered = badges.flatMap((b) => texts.filter((r) => intersects(b, r)).map(() => type));
      expect(covered).toEqual([]);
      measured.push(type);
    }
    expect(measured).toHaveLength(5);
  });

  it('puts the format bar below the edited line when the top has no room, never over the line', async () => {
    const text = page
      .locator('main#main .editor-group[data-group-type="richTextBlock"] .rte .ProseMirror')
      .first();
    const pinned = async () =>
      page.evaluate(() => {
        let inset = 0;
        for (const el of document.querySelectorAll<HTMLElement>('header, .editor-toolbar')) {
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          if ((style.position === 'fixed' || style.position === 'sticky') && rect.top <= 1 && rect.bottom > 0)
            inset = Math.max(inset, rect.bottom);
        }
        return inset;
      });
    const check = async (expected: 'above' | 'below') => {
      const bar = page.locator('.rte__toolbar');
      await bar.waitFor();
      await eventually(() => bar.getAttribute('data-placement')).toBe(expected);
      const line = await text.evaluate(() => {
        const range = window.getSelection()!.getRangeAt(0);
        const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
      const box = (await bar.boundingBox())!;
      expect(box.y >= line.bottom || box.y + box.height <= line.top).toBe(true);
      if (expected === 'above') expect(box.y).toBeGreaterThanOrEqual(await pinned());
    };

    // The paragraph's first line right under whatever is pinned to the top: no room above it.
    const inset = await pinned();
    await text.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top - 8), inset);
    const first = (await text.boundingBox())!;
    await text.click({ position: { x: 8, y: 8 } });
    expect(first.y).toBeLessThan(inset + 56);
    await check('below');
    await page.keyboard.press('Escape');
    await page.locator('main#main').click({ position: { x: 2, y: 2 } });

    // Half way down the screen there is room: the bar sits above the line.
    await text.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
    await text.click({ position: { x: 8, y: 8 } });
    await check('above');
  });
});
