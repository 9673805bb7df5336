/**
 * The collection editor as an editor uses it, in Chromium against the real server: open it from
 * the home page's team box, add a team member by name, fill in the function and a photo on the
 * member's own page, publish, and as a visitor find the member in the team box and on the detail
 * page in German and English; reorder, archive and show again (live at once); the panel once in
 * French; remove the member at the end, so the demo site is as it was. The panel passes axe.
 * Nothing leaves the machine (external requests are refused).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { showEditorIn } from './editor-language.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const fr = editorDictionary('fr');
const LIVE_TIMEOUT = 30_000;
const NAME = 'Nora Beispiel';
const FUNCTION = { de: 'Augenoptikerin EFZ', en: 'Optician' };
const ALT = 'Porträt von Nora Beispiel';

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
let visitor: Page;
/** The new member's page id and slug (from the add answer); removed again at the end. */
let member: { id: string; slug: string } | null = null;

/** Refuses every request that would leave the test server. */
async function offline(target: BrowserContext) {
  await target.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
}

async function editorContext() {
  const created = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await offline(created);
  await signInContext(created, baseUrl);
  return created;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await editorContext();
  page = await context.newPage();
  const visitorContext = await browser.newContext(VIEWPORTS.desktop);
  await offline(visitorContext);
  visitor = await visitorContext.newPage();
});
afterAll(async () => {
  // Never leave the member behind, even after a failure half-way.
  if (member && page) {
    await page.evaluate(
      async ([path, body]) => {
        await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      },
      [`${API_PREFIX}/collection/removeItem`, JSON.stringify({ ...TEAM, pageId: member.id })] as const,
    );
  }
  await browser.close();
});

const TEAM = { collectionId: 'group-home-team', collectionName: 'team' } as const;
const eventually = <T>(read: () => Promise<T> | T, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 50 });
const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === `${API_PREFIX}${path}`;
async function answerOf(on: Page, predicate: (r: Response) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([on.waitForResponse(predicate), action()]);
  return response;
}

const toolbar = (on: Page = page) => on.locator('section.editor-toolbar');
const menu = (on: Page = page) => on.locator('.editor-menu');
const panel = (on: Page = page) =>
  on.locator('dialog.editor-dialog').filter({ has: on.locator('.editor-collection') });
const row = (name: string) => panel().locator('.editor-collection__item').filter({ hasText: name });
const shownNames = () =>
  panel().locator('ol.editor-collection__list .editor-collection__name').allInnerTexts();

async function axeViolations(on: Page, selector: string) {
  const result = await new AxeBuilder({ page: on }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the home page in edit mode, selects the team box and opens the collection editor. */
async function openPanel(on: Page = page, texts = t) {
  await on.goto(`${baseUrl}/de/edit/?toolbar=1`);
  await toolbar(on).waitFor();
  const box = on.locator('.editor-group[data-group-type="teamContainer"]').first();
  await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await box.click({ position: { x: 4, y: 48 } });
  await menu(on).waitFor();
  await menu(on).getByRole('button', { name: texts.collectionEdit }).click();
  await panel(on).waitFor();
}

/** The member names the public home page's team box lists, reloaded until `check` holds. */
async function publicTeam(check: (names: string[]) => boolean) {
  await expect
    .poll(
      async () => {
        await visitor.goto(`${baseUrl}/de/`);
        return check(await visitor.locator('main .team-container .team-card__name').allInnerTexts());
      },
      { timeout: LIVE_TIMEOUT, interval: 250 },
    )
    .toBe(true);
}

/** A small portrait PNG (a gradient). */
async function portrait() {
  const width = 300;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = 120;
    pixels[i * 3 + 2] = Math.floor(i / width) % 256;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'nora-beispiel.png', mimeType: 'image/png', buffer };
}

/** Types into an empty inline text field and saves with Enter. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await eventually(() => field.evaluate((el) => document.activeElement === el)).toBe(true);
  return answerOf(
    page,
    (r) => isCall('/data')(r) && r.request().method() === 'POST',
    async () => {
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    },
  );
}

describe('collection editor', () => {
  it('opens from the team box with the members in order and passes axe', async () => {
    await openPanel();
    const names = await shownNames();
    expect(names.slice(0, 3)).toEqual(['Anna Sonnenberg', 'Marco Bernasconi', 'Lea Keller']);
    expect(await axeViolations(page, 'dialog.editor-dialog')).toEqual([]);
  });

  it('opens from the add-item button inside the team box too, only while editing', async () => {
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    const add = page
      .locator('.editor-group[data-group-type="teamContainer"]')
      .first()
      .getByRole('button', { name: t.collectionAddItem });
    // By keyboard: the selection menu restored from this session may lie over the button.
    await add.focus();
    await page.keyboard.press('Enter');
    await panel().waitFor();
    await eventually(() =>
      panel()
        .getByLabel(t.collectionItemName)
        .evaluate((el) => document.activeElement === el),
    ).toBe(true);
    await visitor.goto(`${baseUrl}/de/`);
    expect(await visitor.getByRole('button', { name: t.collectionAddItem }).count()).toBe(0);
  });

  it('refuses an empty name without calling the API', async () => {
    let calls = 0;
    const count = (r: Response) => void (isCall('/collection/add')(r) && (calls += 1));
    page.on('response', count);
    await panel().getByRole('button', { name: t.collectionAdd, exact: true }).click();
    expect(await panel().getByRole('alert').innerText()).toBe(t.collectionNameRequired);
    expect(await panel().getByLabel(t.collectionItemName).getAttribute('aria-invalid')).toBe('true');
    page.off('response', count);
    expect(calls).toBe(0);
  });

  it('adds a member by name: a draft, at the end, shown in the team box', async () => {
    await panel().getByLabel(t.collectionItemName).fill(NAME);
    const added = await answerOf(page, isCall('/collection/add'), () =>
      panel().getByRole('button', { name: t.collectionAdd, exact: true }).click(),
    );
    expect(added.status()).toBe(200);
    const { page: stored } = (
      (await added.json()) as { data: { page: { id: string; slug: { de: string } } } }
    ).data;
    member = { id: stored.id, slug: stored.slug.de };
    expect(member.slug).toBe('nora-beispiel');
    await eventually(async () => (await shownNames()).at(-1)).toBe(NAME);
    expect(await row(NAME).locator('.editor-badge--draft').innerText()).toBe(t.collectionDraft);
    await eventually(() => panel().getByLabel(t.collectionItemName).inputValue()).toBe('');
    const box = page.locator('.editor-group[data-group-type="teamContainer"]').first();
    await eventually(() => box.locator('.team-card__name').allInnerTexts()).toContain(NAME);
    expect(await axeViolations(page, 'dialog.editor-dialog')).toEqual([]);
  });

  it("fills in the function and a photo on the member's page and publishes it", async () => {
    await row(NAME)
      .getByRole('link', { name: format(t.collectionOpenLabel, { name: NAME }) })
      .click();
    await page.waitForURL((url) => url.pathname === `/de/edit/team/${member?.slug}`);
    await toolbar().waitFor();
    const details = page.locator('.editor-group[data-group-type="teamDetails"]');
    const fn = details.locator('[data-field-name="function"]');
    expect((await typeInto(fn, FUNCTION.de)).status()).toBe(200);
    // The site is bilingual: a page publishes only when nothing is missing in English.
    await page.goto(`${baseUrl}/en/edit/team/${member?.slug}?toolbar=1`);
    await toolbar().waitFor();
    expect((await typeInto(fn, FUNCTION.en)).status()).toBe(200);

    await details.locator('[data-field-name="image"]').first().click();
    await menu().waitFor();
    await answerOf(page, isCall('/media/list'), () =>
      menu().getByRole('button', { name: t.mediaLibrary }).click(),
    );
    const library = page.locator('dialog.editor-dialog');
    await library.locator('[data-media-library]').waitFor();
    const created = await answerOf(page, isCall('/media/createEntry'), async () =>
      library.locator('input[type="file"]').setInputFiles(await portrait()),
    );
    expect(created.status()).toBe(200);
    await eventually(() => library.locator('.media-uploads__item').first().getAttribute('data-status')).toBe(
      'success',
    );
    for (const locale of ['DE', 'EN']) await library.getByLabel(format(t.mediaAlt, { locale })).fill(ALT);
    await answerOf(page, isCall('/media/update'), () =>
      library.getByRole('button', { name: t.mediaSave, exact: true }).click(),
    );
    await answerOf(
      page,
      (r) => isCall('/data')(r) && r.request().method() === 'POST',
      () => library.getByRole('button', { name: t.mediaUse }).click(),
    );
    await library.waitFor({ state: 'detached' });
    await eventually(() => details.locator('img').first().getAttribute('alt')).toBe(ALT);

    await eventually(() => page.locator('.editor-toolbar__publish').isEnabled(), LIVE_TIMEOUT).toBe(true);
    const reloaded = page.waitForEvent('load', { timeout: LIVE_TIMEOUT });
    await answerOf(page, isCall('/page/publish'), () => page.locator('.editor-toolbar__publish').click());
    await reloaded;
  });

  it('shows the member to visitors in the team box and on the detail page in German and English', async () => {
    await publicTeam((names) => names.at(-1) === NAME);
    for (const locale of ['de', 'en'] as const) {
      const res = await visitor.goto(`${baseUrl}/${locale}/team/${member?.slug}`);
      expect(res?.status(), locale).toBe(200);
      expect(await visitor.locator('main .team-details h1').innerText()).toBe(NAME);
      expect(await visitor.locator(`main .team-details img[alt="${ALT}"]`).count()).toBe(1);
      // textContent: the kicker is upper-cased by CSS.
      expect(await visitor.locator('main .team-details .kicker').textContent()).toBe(FUNCTION[locale]);
    }
  });

  it('moves the member up by keyboard, live at once', async () => {
    await openPanel();
    const up = row(NAME).getByRole('button', { name: format(t.collectionMoveUp, { name: NAME }) });
    await up.focus();
    const before = await shownNames();
    const sorted = await answerOf(page, isCall('/collection/sort'), () => page.keyboard.press('Enter'));
    expect(sorted.status()).toBe(200);
    const at = before.indexOf(NAME);
    await eventually(shownNames).toEqual([
      ...before.slice(0, at - 1),
      NAME,
      before[at - 1],
      ...before.slice(at + 1),
    ]);
    await eventually(() => up.evaluate((el) => document.activeElement === el)).toBe(true);
    await eventually(() => page.locator('.editor-toast__text').allInnerTexts()).toContain(t.collectionSorted);
    await publicTeam((names) => names.indexOf(NAME) === at - 1);
  });

  it('moves the member to the archive and shows it again', async () => {
    await answerOf(page, isCall('/collection/toggle'), () =>
      row(NAME)
        .getByRole('button', { name: format(t.collectionHideLabel, { name: NAME }) })
        .click(),
    );
    const archived = panel()
      .locator('ul.editor-collection__list .editor-collection__item')
      .filter({ hasText: NAME });
    await archived.waitFor();
    expect(await shownNames()).not.toContain(NAME);
    expect(await panel().locator('.editor-collection__key').allInnerTexts()).toContain(
      t.collectionArchiveUncategorized,
    );
    await publicTeam((names) => !names.includes(NAME));

    await answerOf(page, isCall('/collection/toggle'), () =>
      archived.getByRole('button', { name: format(t.collectionShowLabel, { name: NAME }) }).click(),
    );
    await eventually(shownNames).toContain(NAME);
    await publicTeam((names) => names.includes(NAME));
    expect(await axeViolations(page, 'dialog.editor-dialog')).toEqual([]);
  });

  it('speaks French when the editor language is French', async () => {
    const french = await editorContext();
    await showEditorIn(french, 'fr');
    const frPage = await french.newPage();
    await openPanel(frPage, fr);
    const title = frPage.locator('dialog.editor-dialog .editor-dialog__title');
    expect(await title.innerText()).toBe(
      format(fr.collectionTitle, { collection: fr['collectionName.team'] }),
    );
    expect(await panel(frPage).getByRole('heading', { name: fr.collectionArchive }).count()).toBe(1);
    expect(
      await panel(frPage)
        .getByRole('button', { name: format(fr.collectionMoveUp, { name: NAME }) })
        .count(),
    ).toBe(1);
    expect(await axeViolations(frPage, 'dialog.editor-dialog')).toEqual([]);
    await french.close();
  });

  it('removes the member after a confirmation; its pages are gone', async () => {
    await row(NAME)
      .getByRole('button', { name: format(t.collectionRemoveLabel, { name: NAME }) })
      .click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(format(t.collectionRemoveMessage, { name: NAME }));
    const removed = await answerOf(page, isCall('/collection/removeItem'), () =>
      confirm.getByRole('button', { name: t.collectionRemove, exact: true }).click(),
    );
    expect(((await removed.json()) as { data: { outcome: string } }).data.outcome).toBe('marked');
    const slug = member?.slug;
    member = null;
    await eventually(shownNames).not.toContain(NAME);
    await publicTeam(
      (names) =>
        !names.includes(NAME) && names.slice(0, 3).join() === 'Anna Sonnenberg,Marco Bernasconi,Lea Keller',
    );
    for (const locale of ['de', 'en']) {
      await expect
        .poll(async () => (await visitor.goto(`${baseUrl}/${locale}/team/${slug}`))?.status(), {
          timeout: LIVE_TIMEOUT,
          interval: 250,
        })
        .toBe(404);
    }
  });
});
