/**
 * The shop edits its own hours, in Chromium against the real server, as its staff would: open the
 * settings panel's business section, move Monday's opening to 08:15, try an overlapping Tuesday
 * interval (refused next to the day, nothing sent), open on one of the canton's coming holidays,
 * see both in the 14-day preview, save; then the site's schema.org data, and the directory on the
 * network's second demo site (its own host), show the new hours. The section speaks French for a
 * French editor. The business data and the editor language are restored at the end.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import type { BusinessDraft, BusinessSave } from '../../src/lib/api/business.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const SEEBLICK = `http://optik-seeblick.localhost:${new URL(baseUrl).port}`;
const de = editorDictionary('de');
const fr = editorDictionary('fr');
const LIVE_TIMEOUT = 60_000;

let browser: BrowserSession;
let context: BrowserContext;
let page: Page;
let original: { draft: BusinessDraft; locale: 'de' | 'fr' } | null = null;

async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res =
    method === 'GET'
      ? await context.request.get(`${baseUrl}${API_PREFIX}${path}`)
      : await context.request.post(`${baseUrl}${API_PREFIX}${path}`, { data, headers: { origin: baseUrl } });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const saveOf = (draft: BusinessDraft): BusinessSave => ({
  email: draft.email,
  phone: draft.phone,
  branches: draft.branches.map(({ active: _active, ...branch }) => branch),
});

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  // Nothing leaves the machine (the second site is on *.localhost, this machine too).
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
    return local ? route.continue() : route.abort();
  });
  await signInContext(context, baseUrl);
  page = await context.newPage();
  original = {
    draft: await api<BusinessDraft>('GET', '/business/draft'),
    locale: (await api<{ locale: 'de' | 'fr' }>('GET', '/settings/editorLocale')).locale,
  };
});

afterAll(async () => {
  if (original) {
    await api('POST', '/business', saveOf(original.draft));
    await api('POST', '/settings/editorLocale', { locale: original.locale });
  }
  await browser.close();
});

const isBusinessSave = (r: Response) =>
  new URL(r.url()).pathname === `${API_PREFIX}/business` && r.request().method() === 'POST';

async function openBusinessSection(t: typeof de) {
  await page.goto(`${baseUrl}/de/edit/?toolbar=1`);
  await page.getByRole('button', { name: t.toolbarSettings }).click();
  const details = page
    .locator('details.editor-settings__section')
    .filter({ has: page.locator('summary', { hasText: t.businessSection }) });
  await details.locator('summary').click();
  await details.getByRole('button', { name: t.settingsSave }).waitFor();
  return details;
}

describe('the business section', () => {
  it('changes the hours and a holiday, and the site and the network show them', async () => {
    const section = await openBusinessSection(de);
    const monday = section.getByLabel(`Montag, Zeitraum 1: ${de.businessFrom}`);
    await monday.fill('08:15');

    // An interval that overlaps Tuesday's hours is refused next to the day; nothing is sent.
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `${API_PREFIX}/business`)
        posted++;
    });
    await section.getByRole('button', { name: 'Zeitraum am Dienstag hinzufügen' }).click();
    await section.getByRole('button', { name: de.settingsSave }).click();
    await section.getByText(de.businessProblemOverlap).waitFor();
    expect(posted).toBe(0);
    const added = await section.getByRole('group', { name: /^Dienstag, Zeitraum \d$/u }).count();
    await section.getByRole('button', { name: `Dienstag, Zeitraum ${added} entfernen` }).click();
    expect(await section.getByText(de.businessProblemOverlap).count()).toBe(0);

    // Open on the first coming holiday that has no entry yet.
    const draft = original!.draft;
    const taken = new Set(draft.branches[0]!.specialHours.map((s) => s.date));
    const holiday = draft.holidays.find((h) => !taken.has(h.date))!;
    await section.getByRole('button', { name: `${de.businessHolidayOpenAnyway}: ${holiday.name}` }).click();
    const holidayRow = section.locator('.editor-business__holidays li', { hasText: holiday.name }).first();
    expect(await holidayRow.innerText()).toContain(de.businessHolidayHasEntry);
    // The preview shows the new Monday hours.
    await expect.poll(() => section.locator('.editor-business__preview').innerText()).toContain('08:15');

    const [response] = await Promise.all([
      page.waitForResponse(isBusinessSave),
      section.getByRole('button', { name: de.settingsSave }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByText(de.businessSaved).waitFor();

    // The site's schema.org data: Monday from 08:15, and the holiday open.
    const jsonLd = async (url: string) => {
      const res = await context.request.get(url);
      return (
        (await res.text()).match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/gu)?.join('') ?? ''
      );
    };
    await expect
      .poll(() => jsonLd(`${baseUrl}/de/kontakt`), { timeout: LIVE_TIMEOUT, interval: 500 })
      .toContain('"opens":"08:15"');
    expect(await jsonLd(`${baseUrl}/de/kontakt`)).toContain(`"validFrom":"${holiday.date}"`);
    // The directory on the second demo site lists the new hours.
    const other = await context.newPage();
    await expect
      .poll(
        async () => {
          await other.goto(`${SEEBLICK}/de/optikersuche`);
          return other.content();
        },
        { timeout: LIVE_TIMEOUT, interval: 1000 },
      )
      .toContain('08:15');
    await other.close();
  });

  it('speaks French to a French editor', async () => {
    await api('POST', '/settings/editorLocale', { locale: 'fr' });
    const section = await openBusinessSection(fr);
    expect(await section.getByLabel(`lundi, plage 1: ${fr.businessFrom}`).inputValue()).toBe('08:15');
    await section.getByText(fr.businessWeekTitle).waitFor();
  });
});
