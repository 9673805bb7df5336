/**
 * Version history and scheduled publishing in Chromium against the real server, in German and in
 * French: a page is published twice (two versions), the older one is shown read-only in place,
 * restored as the draft and published again, and visitors see its text; then a publish scheduled
 * for the next full minute + 1 (Zurich time) goes live by the server's timer and leaves the
 * pages panel's list. The content changes are made through the API; what is tested is driven
 * through the editor. Every page the test creates is deleted again.
 */
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary, format, type EditorLocale } from '../../src/i18n/editor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { zurichWallTime } from '../../src/lib/versions/zurich-time.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';
import { showEditorIn } from './editor-language.ts';

const baseUrl = inject('baseUrl');
/** A publish goes live shortly after its answer (the pages are rendered in the background). */
const LIVE_TIMEOUT = 30_000;
/** A scheduled publish runs within about a minute of its time, which is up to two minutes ahead. */
const SCHEDULE_TIMEOUT = 150_000;
const run = Date.now().toString(36);

let browser: BrowserSession;
let context: BrowserContext;
const created = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  // Nothing leaves the machine.
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  await signInContext(context, baseUrl);
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

/** A call to the editor API as the signed-in editor; answers `data`. */
async function api(request: APIRequestContext, path: string, data?: unknown) {
  const res = data
    ? await request.post(`${baseUrl}${API_PREFIX}${path}`, { data, headers: { origin: baseUrl } })
    : await request.get(`${baseUrl}${API_PREFIX}${path}`);
  const body = (await res.json()) as { success: boolean; data: Record<string, never> };
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads JSON paths
}

/** A new published-ready page; answers its id, German path and title field. */
async function createPage(name: string) {
  const { page } = await api(context.request, '/page/add', {
    collectionName: null,
    initialMeta: { name: { de: name, en: `${name} EN` } },
    lang: 'de',
  });
  created.add(page.id);
  return { id: page.id as string, path: `/de/${page.slug.de as string}` };
}

/** Sets the page's title block text (German and English), as a save of the editor does. */
async function setTitle(pageId: string, text: string) {
  for (const locale of ['de', 'en'] as const) {
    const { page } = await api(context.request, `/page/get?includeDrafts=true&id=${pageId}`);
    const group = page.groups[0];
    await api(context.request, '/data', {
      itemType: 'field',
      pageId,
      groupId: group.id,
      name: 'title',
      baseRevision: group.fields.title.revision,
      data: { content: { locale, text: `${text}${locale === 'en' ? ' EN' : ''}` } },
    });
  }
}

/** Reloads a public path until its page shows `text`. */
async function visitorSees(path: string, text: string, timeout = LIVE_TIMEOUT) {
  const visitor = await context.newPage();
  await expect
    .poll(
      async () => {
        const res = await visitor.goto(`${baseUrl}${path}`);
        return res?.status() === 200 && (await visitor.locator('main').innerText()).includes(text);
      },
      { timeout, interval: 1000 },
    )
    .toBe(true);
  await visitor.close();
}

/** Opens the page in the editor with the pages panel, and its row's actions. */
async function openRow(editor: Page, pageId: string, name: string, t: ReturnType<typeof editorDictionary>) {
  await editor.goto(`${baseUrl}/de/edit/${pageId}?pageMenu=1`);
  const panel = editor.getByRole('dialog', { name: t.pagesPanelTitle });
  await panel.waitFor();
  const row = panel
    .locator('.editor-pages__row')
    .filter({ has: editor.getByRole('link', { name, exact: true }) });
  await row.getByRole('button', { name: format(t.pagesActions, { name }) }).click();
  return { panel, row };
}

/** The next full minute + 1, on a Zurich clock, as the datetime-local input takes it. */
function twoMinutesAheadAtMostInZurich(): string {
  const next = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 60_000);
  const wall = zurichWallTime(next);
  return `${wall.date}T${wall.time}`;
}

describe.each<EditorLocale>(['de', 'fr'])('version history and scheduled publishing (%s)', (lang) => {
  const t = editorDictionary(lang);
  const name = `Versionen ${lang} ${run}`;
  let pageId = '';
  let path = '';
  let editor: Page;

  beforeAll(async () => {
    ({ id: pageId, path } = await createPage(name));
    editor = await context.newPage();
    if (lang === 'fr') await showEditorIn(editor, 'fr');
  });

  it('lists two versions, shows the older read-only, restores and publishes it', async () => {
    await setTitle(pageId, `Alpha ${run}`);
    await api(context.request, '/page/publish', { id: pageId });
    await setTitle(pageId, `Beta ${run}`);
    await api(context.request, '/page/publish', { id: pageId });
    await visitorSees(path, `Beta ${run}`);

    const { row } = await openRow(editor, pageId, name, t);
    await row.getByRole('button', { name: format(t.versionsOpenOf, { name }) }).click();
    const history = editor.getByRole('dialog', { name: format(t.versionsTitle, { name }) });
    await expect.poll(() => history.locator('.editor-versions__item').count()).toBe(2);
    // Newest first; the older one is the first publish.
    await history.locator('[data-version="1"]').getByText(t.versionsSummaryFirst).waitFor();
    await history.locator('[data-version="2"]').getByText(t.versionsCurrent).waitFor();

    await history.getByRole('button', { name: format(t.versionsViewOf, { number: '1' }) }).click();
    const banner = editor.locator('.editor-version-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(lang === 'de' ? 'Version 1 vom' : 'version 1 du');
    const shown = editor.locator('main.editor-main--version');
    await shown.getByText(`Alpha ${run}`).waitFor();
    // Read-only: nothing on the old version is an in-place editor.
    expect(await shown.locator('[data-field-id]').count()).toBe(0);

    await banner.getByRole('button', { name: t.versionsRestore, exact: true }).click();
    const confirm = editor.getByRole('alertdialog', { name: t.versionsRestoreTitle });
    await confirm.getByRole('button', { name: t.versionsRestore, exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    await editor.locator(`main[data-page-id="${pageId}"]`).getByText(`Alpha ${run}`).first().waitFor();

    await api(context.request, '/page/publish', { id: pageId });
    await visitorSees(path, `Alpha ${run}`);
    const { versions } = await api(context.request, `/page/versions/list?pageId=${pageId}`);
    expect(versions.map((v: { sequence: number }) => v.sequence)).toEqual([3, 2, 1]);
  });

  it(
    'publishes at the scheduled time and takes the entry off the list',
    async () => {
      await setTitle(pageId, `Gamma ${run}`);
      const { row, panel } = await openRow(editor, pageId, name, t);
      await row.getByRole('button', { name: format(t.scheduleOpenOf, { name }) }).click();
      await row.getByLabel(t.scheduleWhen).fill(twoMinutesAheadAtMostInZurich());
      await row.getByRole('button', { name: t.scheduleSubmit, exact: true }).click();
      const entry = panel.locator('.editor-schedules__item').filter({ hasText: name });
      await entry.waitFor();
      expect(await entry.getAttribute('data-state')).toBe('pending');
      await entry.getByRole('button', { name: format(t.scheduleCancelOf, { page: name }) }).waitFor();

      await visitorSees(path, `Gamma ${run}`, SCHEDULE_TIMEOUT);
      await expect.poll(() => entry.count(), { timeout: 45_000 }).toBe(0);
      const { versions } = await api(context.request, `/page/versions/list?pageId=${pageId}`);
      expect(versions[0].publishedBy).toMatchObject({ kind: 'scheduled' });
    },
    SCHEDULE_TIMEOUT + 90_000,
  );

  it('cancels a scheduled publish and refuses a time in the past', async () => {
    const { row, panel } = await openRow(editor, pageId, name, t);
    await row.getByRole('button', { name: format(t.scheduleOpenOf, { name }) }).click();
    await row.getByLabel(t.scheduleWhen).fill('2020-01-01T10:00');
    await row.getByRole('button', { name: t.scheduleSubmit, exact: true }).click();
    await row.getByRole('alert').getByText(t.errorScheduleInPast).waitFor();

    await row.getByLabel(t.scheduleWhen).fill('2099-06-01T10:00');
    await row.getByRole('button', { name: t.scheduleSubmit, exact: true }).click();
    const entry = panel.locator('.editor-schedules__item').filter({ hasText: name });
    await entry.waitFor();
    await entry.getByRole('button', { name: format(t.scheduleCancelOf, { page: name }) }).click();
    await entry.waitFor({ state: 'detached' });
    const { schedules } = await api(context.request, '/page/schedule/list');
    expect(schedules.filter((s: { pageId: string }) => s.pageId === pageId)).toEqual([]);
  });
});
