/**
 * The jobs and marketplace blocks in Chromium against the real server: on the demo page
 * 'Stellen & Marktplatz' both accordions open one item at a time (clicking the open one closes
 * it) in German and English, with 'N/A' for a missing date, the not-provided work quota, CHF as
 * Intl writes it and one JobPosting per job; the marketplace island lists the network's items.
 * An editor adds a job from the jobs block's context menu and sees it live; it is archived again
 * at the end. The pages and the panel pass axe. Nothing leaves the machine.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { visitorDictionary } from '../../src/i18n/visitor.ts';
import { API_PREFIX } from '../../src/lib/api/common.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';
import { e2eClientIp, signInContext } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
const PATHS = { de: '/de/stellen-marktplatz', en: '/en/jobs-marketplace' } as const;
const NEW_JOB = 'Kontaktlinsen-Spezialist:in (e2e)';
const LIVE_TIMEOUT = 30_000;

let browser: BrowserSession;
let visitor: Page;
let editor: Page;
let newJobId: string | null = null;

async function offline(target: BrowserContext) {
  await target.route('**/*', (route) =>
    new URL(route.request().url()).origin === baseUrl ? route.continue() : route.abort(),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  const visitorContext = await browser.newContext(VIEWPORTS.desktop);
  await offline(visitorContext);
  visitor = await visitorContext.newPage();
  const editorContext = await browser.newContext({
    ...VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() },
  });
  await offline(editorContext);
  await signInContext(editorContext, baseUrl);
  editor = await editorContext.newPage();
});
afterAll(async () => {
  // Archive the job the test added, so the demo site stays as it was.
  if (newJobId && editor) {
    await editor.evaluate(
      async ([path]) => {
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'archived' }),
        });
      },
      [`${API_PREFIX}/jobs/${newJobId}/status`] as const,
    );
  }
  await browser?.close();
});

async function axeViolations(on: Page, selector?: string) {
  const builder = new AxeBuilder({ page: on });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const expanded = (list: Locator) =>
  list
    .locator('.accordion__button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));

/** Clicks through an accordion: opening one closes the other; clicking the open one closes it. */
async function checkOneOpen(list: Locator) {
  const buttons = list.locator('.accordion__button');
  await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(2);
  const count = await buttons.count();
  const only = (i: number | null) => Array.from({ length: count }, (_, j) => (j === i ? 'true' : 'false'));
  // Hydration: the first click may land before React listens; retry until it opens.
  await expect
    .poll(async () => {
      if ((await buttons.nth(0).getAttribute('aria-expanded')) !== 'true') await buttons.nth(0).click();
      return expanded(list);
    })
    .toEqual(only(0));
  await expect(list.locator('.accordion__panel').nth(0).isVisible()).resolves.toBe(true);
  await buttons.nth(1).click();
  await expect.poll(() => expanded(list)).toEqual(only(1));
  await expect(list.locator('.accordion__panel').nth(0).isVisible()).resolves.toBe(false);
  await buttons.nth(1).click();
  await expect.poll(() => expanded(list)).toEqual(only(null));
}

describe.each(['de', 'en'] as const)('the job board in %s', (locale) => {
  const v = visitorDictionary(locale);
  const chf = (amount: number) =>
    new Intl.NumberFormat(locale === 'de' ? 'de-CH' : 'en-CH', { style: 'currency', currency: 'CHF' }).format(
      amount,
    );

  it('opens one job at a time and shows date, quota, contact and JSON-LD', async () => {
    const res = await visitor.goto(`${baseUrl}${PATHS[locale]}`);
    expect(res?.status()).toBe(200);
    const jobs = visitor.locator('section.jobs');
    await expect(jobs.locator('.accordion__item').count()).resolves.toBeGreaterThanOrEqual(2);
    const text = await jobs.innerText();
    expect(text).toContain('Augenoptiker:in EFZ (80–100 %)');
    expect(text).toContain(`${v.jobsWorkQuota}: ${v.jobsWorkQuotaMissing}`);
    expect(text).not.toContain('Aushilfe Verkauf Dezember');
    const created = new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-CH', {
      dateStyle: 'medium',
      timeZone: 'Europe/Zurich',
    }).format(new Date('2026-10-05T08:00:00.000Z'));
    expect(text).toContain(created);
    const ld = await visitor
      .locator('section.jobs script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
    expect(ld.length).toBeGreaterThanOrEqual(2);
    expect(ld[0]).toMatchObject({
      '@type': 'JobPosting',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'CH' } },
    });
    await checkOneOpen(jobs.locator('.accordion'));
    await jobs.locator('.accordion__button').first().click();
    await expect
      .poll(() => jobs.locator('.accordion__panel').first().innerText())
      .toContain('Anna Sonnenberg');
  });

  it('lists the network marketplace with kinds, CHF prices and options, one item open at a time', async () => {
    const market = visitor.locator('section.marketplace');
    // The island has replaced the site's own items with the network's current list.
    await visitor.locator('section.marketplace[data-network="loaded"]').waitFor({ timeout: 15_000 });
    const text = await market.innerText();
    expect(text).toContain('Panto-Fassung Acetat, Havanna');
    expect(text).toContain(v.marketplaceDirection_offering);
    expect(text).toContain(v.marketplaceKind_frame);
    expect(text).toContain(chf(1490.5));
    expect(text).not.toContain('Entwurf: Schleifautomat');
    await checkOneOpen(market.locator('.accordion'));
    const missingDate = market.locator('.accordion__item').filter({ hasText: 'Aushilfe Werkstatt' }).first();
    await missingDate.locator('.accordion__button').click();
    await expect
      .poll(() => missingDate.locator('.accordion__panel').innerText())
      .toContain(v.jobsDateMissing);
    const panto = market.locator('.accordion__item').filter({ hasText: 'Panto-Fassung' }).first();
    await panto.locator('.accordion__button').click();
    await expect
      .poll(() => panto.locator('.accordion__panel').innerText())
      .toContain(v.marketplaceToBePickedUp);
  });

  it('passes axe', async () => {
    expect(await axeViolations(visitor)).toEqual([]);
  });
});

describe('an editor adds a job', () => {
  it('adds it in the panel opened from the jobs block, and it is live', async () => {
    await editor.goto(`${baseUrl}/de/edit/stellen-marktplatz?toolbar=1`);
    await editor.locator('section.editor-toolbar').waitFor();
    const box = editor.locator('.editor-group[data-group-type="jobs"]').first();
    await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await box.click({ position: { x: 4, y: 48 } });
    await editor.locator('.editor-menu').getByRole('button', { name: t.jobsEdit }).click();
    const panel = editor.locator('dialog.editor-dialog').filter({ has: editor.locator('.editor-jobs') });
    await panel.waitFor();
    await expect.poll(() => panel.locator('.editor-jobs__item').count()).toBeGreaterThanOrEqual(2);
    await panel.getByRole('button', { name: t.jobsAdd }).click();
    // An empty title is refused with a message; nothing is sent.
    await panel.getByRole('button', { name: t.jobsSave }).click();
    await expect.poll(() => panel.getByRole('alert').innerText()).toBe(t.jobsTitleRequired);
    await panel.getByLabel(t.jobsFieldTitle).fill(NEW_JOB);
    await panel.getByLabel(t.jobsFieldQuota).fill('50 %');
    await panel.getByLabel(t.jobsFieldDescription).fill('Sie passen Kontaktlinsen an.\n\nTeilzeit möglich.');
    await panel.getByLabel(t.jobsFieldBranch).selectOption({ index: 1 });
    await panel.getByLabel(t.jobsFieldFirstName).fill('Lea');
    await panel.getByLabel(t.jobsFieldLastName).fill('Keller');
    expect(await axeViolations(editor, 'dialog.editor-dialog')).toEqual([]);
    const [response] = await Promise.all([
      editor.waitForResponse(
        (r) => new URL(r.url()).pathname === `${API_PREFIX}/jobs` && r.request().method() === 'POST',
      ),
      panel.getByRole('button', { name: t.jobsSave }).click(),
    ]);
    expect(response.status()).toBe(200);
    newJobId = ((await response.json()) as { data: { job: { id: string } } }).data.job.id;
    // The list is read again after the answer, while the server re-renders the board's pages.
    await expect
      .poll(() => panel.locator('.editor-jobs__item').filter({ hasText: NEW_JOB }).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl}${PATHS.de}`);
          return visitor.locator('section.jobs').innerText();
        },
        { timeout: LIVE_TIMEOUT, interval: 250 },
      )
      .toContain(NEW_JOB);
    const item = visitor.locator('section.jobs .accordion__item').filter({ hasText: NEW_JOB });
    expect(await item.innerText()).toContain('50 %');
  });
});
