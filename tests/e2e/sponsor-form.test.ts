/**
 * The sponsor booking form as a visitor uses it, in Chromium against the real server: ticking
 * items and counting persons updates the running total (compared with the browser's own Intl
 * de-CH output), missing data shows linked errors and a focused error summary (axe: 0
 * violations), a booking is sent and the form returns to idle after 2 s, the main sponsor becomes
 * fully booked for the next visitor, and the whole form works by keyboard alone.
 *
 * The e2e run shares one database across test files: only this file books anything here, and the
 * main sponsor (capacity 1) is booked by exactly one test below; the others book items with
 * plenty of capacity, so the tests pass in any order.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../../db/seed/ids.ts';
import { sponsorFormTexts } from '../../src/i18n/visitor/sponsor-form.ts';
import { SPONSOR_ITEM_PRICES_CHF } from '../../src/lib/forms/sponsor.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
/** Waits for states, generously: the machine may be busy. */
const POLL = { timeout: 15_000 };
const FORM = DEMO.sponsorFormGroupId;
const de = sponsorFormTexts.de;
const en = sponsorFormTexts.en;
const field = (name: string) => `#${FORM}-${name}`;

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Console errors and uncaught exceptions per page (hydration problems would show up here). */
const pageErrors = new Map<Page, string[]>();

/** Opens the sponsoring page in a fresh context; resolves once the island knows the availability. */
async function openForm(locale: 'de' | 'en' = 'de'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const availability = page.waitForResponse((r) =>
    r.url().endsWith('/api/v1/aspectSponsorForm/availability'),
  );
  const response = await page.goto(`${baseUrl}/${locale}/sponsoring`);
  expect(response?.status()).toBe(200);
  expect((await availability).status()).toBe(200);
  await page.locator('.sponsor-form__submit:not([disabled])').waitFor(POLL);
  return page;
}

/** The browser's own de-CH CHF format of whole francs (the spec's 29'000 style). */
const browserChf = (page: Page, amount: number) =>
  page.evaluate(
    (n) =>
      new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 }).format(
        n,
      ),
    amount,
  );
const totalText = (page: Page) => page.locator('.sponsor-form__total strong').innerText();
const submitButton = (page: Page) => page.locator('.sponsor-form__submit');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Closes a page's context after checking that nothing went wrong in the browser. */
async function closeClean(page: Page, expected: RegExp[] = []) {
  const unexpected = (pageErrors.get(page) ?? []).filter((e) => !expected.some((re) => re.test(e)));
  expect(unexpected).toEqual([]);
  await page.context().close();
}

async function expectTotal(page: Page, amount: number) {
  const expected = await browserChf(page, amount);
  await expect.poll(() => totalText(page), POLL).toBe(expected);
}

async function fillContact(page: Page, company: string) {
  await page.locator(field('company')).fill(company);
  await page.locator(field('contactName')).fill('Eva Muster');
  await page.locator(field('phone')).fill('+41 52 123 45 67');
  await page.locator(field('email')).fill('eva.muster@example.ch');
}

/** Presses Tab until the element with `id` has the focus (keyboard only, like a visitor). */
async function tabTo(page: Page, id: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if ((await activeId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id} (focus is on #${await activeId(page)})`);
}

describe('sponsor form', () => {
  it('keeps a running total, shows linked errors in a focused summary (axe clean), sends and returns to idle', async () => {
    const page = await openForm();
    await expectTotal(page, 0);

    await page.getByLabel(de.sponsorItemStandprasenz6m).check();
    await expectTotal(page, SPONSOR_ITEM_PRICES_CHF.standprasenz6m);
    await page.getByLabel(de.sponsorItemStehlunch2).check();
    await expectTotal(page, 1800 + 2500);
    await page.locator(field('numberOfPersons')).fill('2');
    await expectTotal(page, 1800 + 2500 + 2 * 300);
    await page.getByRole('button', { name: `Eine Person mehr: ${de.sponsorAspectNumberOfPersons}` }).click();
    await expectTotal(page, 1800 + 2500 + 2 * 300 + 399);
    await page.getByLabel(de.sponsorItemStehlunch2).uncheck();
    await expectTotal(page, 1800 + 2 * 300 + 399);

    // Submit with the names and contact data missing: errors next to the fields, summary focused.
    await submitButton(page).click();
    const summary = page.locator('.form-summary');
    await summary.waitFor(POLL);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className), POLL)
      .toBe('form-summary');
    const links = await summary.locator('a').allInnerTexts();
    expect(links).toEqual([
      `${de.sponsorPersonsNames}: ${de.sponsorMsgPersonsNames}`,
      `${de.sponsorAspectPersonsNames}: ${de.sponsorMsgPersonsNames}`,
      `${de.sponsorCompany}: ${de.sponsorMsgCompanyRequired}`,
      `${de.sponsorContactName}: ${de.sponsorMsgNameRequired}`,
      `${de.sponsorPhone}: ${de.sponsorMsgPhoneFormat}`,
      `${de.sponsorEmail}: ${de.sponsorMsgEmailFormat}`,
    ]);
    const names = page.locator(field('personsNames'));
    expect(await names.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await names.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${describedBy.split(' ').at(-1)}`).innerText()).toBe(
      de.sponsorMsgPersonsNames,
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // A summary link takes the focus to its field.
    await summary.locator('a').first().click();
    expect(await activeId(page)).toBe(`${FORM}-personsNames`);
    await names.fill('Anna Beispiel\nBeat Muster');
    await page.locator(field('aspectPersonsNames')).fill('Carla Test');
    await fillContact(page, 'Brillenglas AG');
    await expect.poll(() => summary.count(), POLL).toBe(0);

    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/aspectSponsorForm') && r.request().method() === 'POST',
    );
    await submitButton(page).click();
    expect((await posted).status()).toBe(200);
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(de.sponsorSent);
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await page.locator('.sponsor-form__status').innerText()).toBe(de.sponsorSentNotice);
    await expectTotal(page, 0);
    expect(await page.locator(field('company')).inputValue()).toBe('');
    // Spec §4: back to idle 2 s after sent.
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(de.sponsorSubmit);
    expect(await submitButton(page).isEnabled()).toBe(true);
    await closeClean(page);
  });

  it('books the main sponsor, which the next visitor then sees disabled as fully booked', async () => {
    const page = await openForm();
    const main = page.locator(field('hauptsponsor'));
    expect(await main.isEnabled()).toBe(true);
    await main.check();
    await expectTotal(page, 29000);
    await fillContact(page, 'Hauptsponsor AG');
    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/aspectSponsorForm') && r.request().method() === 'POST',
    );
    await submitButton(page).click();
    expect((await posted).status()).toBe(200);
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(de.sponsorSent);
    // The same visitor sees it full right away (the island refreshes the availability).
    await expect.poll(() => main.isDisabled(), POLL).toBe(true);
    await closeClean(page);

    for (const [locale, label] of [
      ['de', de.sponsorFullyBooked],
      ['en', en.sponsorFullyBooked],
    ] as const) {
      const next = await openForm(locale);
      const item = next.locator(field('hauptsponsor'));
      await expect.poll(() => item.isDisabled(), POLL).toBe(true);
      expect(await item.isChecked()).toBe(false);
      expect(await next.locator(field('hauptsponsor-full')).innerText()).toBe(label);
      expect(await item.getAttribute('aria-describedby')).toBe(`${FORM}-hauptsponsor-full`);
      // Other items stay bookable.
      expect(await next.locator(field('standprasenz6m')).isEnabled()).toBe(true);
      const axe = await new AxeBuilder({ page: next }).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await closeClean(next);
    }
  });

  it('shows a failed submit on the button, keeps the input, and returns to idle after 2 s', async () => {
    const page = await openForm();
    // The server is down for this one request (answered in the browser; nothing leaves it).
    await page.route('**/api/v1/aspectSponsorForm?*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await page.getByLabel(de.sponsorItemVormittagspause).check();
    await fillContact(page, 'Offline AG');
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(de.sponsorError);
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await page.locator('.sponsor-form__status').innerText()).toBe(de.sponsorErrorNotice);
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(de.sponsorSubmit);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await page.locator(field('company')).inputValue()).toBe('Offline AG');
    await expectTotal(page, SPONSOR_ITEM_PRICES_CHF.vormittagspause);
    await closeClean(page, [/503/, /\[sponsor form\]/]);
  });

  it('works by keyboard alone: ticking, counting, fixing an error from the summary, sending', async () => {
    const page = await openForm('en');
    await tabTo(page, `${FORM}-standprasenz9m`);
    await page.keyboard.press('Space');
    await expectTotal(page, 2700);

    // The "+" of the ASPECT attendees, then their names.
    await tabTo(page, `${FORM}-aspectNumberOfPersons`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `One person more: ${en.sponsorAspectNumberOfPersons}`,
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectTotal(page, 2700 + 2 * 399);
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe(`${FORM}-aspectPersonsNames`);
    await page.keyboard.type('Dora Keller');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Emil Frei');

    // Company left empty: Enter in the e-mail field submits, the summary takes the focus.
    await tabTo(page, `${FORM}-contactName`);
    await page.keyboard.type('Eva Muster');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+41 52 123 45 67');
    await page.keyboard.press('Tab');
    await page.keyboard.type('eva.muster@example.ch');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className), POLL)
      .toBe('form-summary');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `${en.sponsorCompany}: ${en.sponsorMsgCompanyRequired}`,
    );
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe(`${FORM}-company`);
    await page.keyboard.type('Keyboard AG');

    const posted = page.waitForResponse(
      (r) => r.url().includes('/api/v1/aspectSponsorForm') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await posted).status()).toBe(200);
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(en.sponsorSent);
    expect(await page.locator('.sponsor-form__status').innerText()).toBe(en.sponsorSentNotice);
    await closeClean(page);
  });
});
