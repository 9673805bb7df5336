/**
 * The contact form as a visitor uses it, in Chromium against the real server: an empty submit
 * shows linked field errors and a focused error summary (axe: 0 violations), fixing the fields and
 * sending shows 'sent' with the form reset and the button disabled, the request (with its two
 * e-mails) is in the database; server-side field errors and a failed send show the same way and
 * the button returns to idle after 3 s (mobile viewport, English); and the whole form works by
 * keyboard alone.
 *
 * The e2e run shares one server and database across test files: only this file posts to
 * /api/v1/contact, three times in all, under the API's limit of 5 per client in 10 minutes.
 */
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_FORM_EMAIL, CONTACT_FORM_GROUP_ID } from '../../db/seed/content/contact.ts';
import { contactFormTexts } from '../../src/i18n/visitor/contact-form.ts';
import { launchBrowser, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
/** The e2e system's database lies beside its build output (tests/e2e/global-setup.ts). */
const databaseFile = join(dirname(inject('distDir')), 'lunette.db');
/** Waits for states, generously: the machine may be busy. */
const POLL = { timeout: 15_000 };
const FORM = CONTACT_FORM_GROUP_ID;
const de = contactFormTexts.de;
const en = contactFormTexts.en;
const field = (name: string) => `#${FORM}-${name}`;
const PATHS = { de: '/de/kontakt', en: '/en/contact' } as const;
/** A preferred date next year, as a date input takes it. */
const NEXT_YEAR = new Date().getFullYear() + 1;
const TERMIN = `${NEXT_YEAR}-03-15`;

let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Console errors and uncaught exceptions per page (hydration problems would show up here). */
const pageErrors = new Map<Page, string[]>();

/** Opens the contact page in a fresh context and scrolls to the form until its island is ready. */
async function openForm(locale: 'de' | 'en' = 'de', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${baseUrl}${PATHS[locale]}`);
  expect(response?.status()).toBe(200);
  // The island hydrates when it becomes visible.
  await page.locator('.contact-form').scrollIntoViewIfNeeded();
  await page.locator('.contact-form__submit:not([disabled])').waitFor(POLL);
  return page;
}

/** Closes a page's context after checking that nothing went wrong in the browser. */
async function closeClean(page: Page, expected: RegExp[] = []) {
  const unexpected = (pageErrors.get(page) ?? []).filter((e) => !expected.some((re) => re.test(e)));
  expect(unexpected).toEqual([]);
  await page.context().close();
}

const submitButton = (page: Page) => page.locator('.contact-form__submit');
const statusLine = (page: Page) => page.locator('.contact-form__status');
const summary = (page: Page) => page.locator('.form-summary');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const activeClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

/** The text of the error message a field's aria-describedby points at. */
async function describedError(page: Page, selector: string): Promise<string> {
  const ids = ((await page.locator(selector).getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`#${errorId}`).innerText() : '';
}

/** Fills every required field (and a few optional ones) with valid values. */
async function fillValid(page: Page, t: typeof de, nachname: string) {
  await page.getByLabel(t.contactFormAnredeFrau, { exact: true }).check();
  await page.locator(field('vorname')).fill('Anna');
  await page.locator(field('nachname')).fill(nachname);
  await page.locator(field('dateOfBirth')).fill('1984-05-17');
  await page.locator(field('strasse')).fill('Marktgasse 12');
  await page.locator(field('plz')).fill('8400');
  await page.locator(field('ort')).fill('Winterthur');
  await page.locator(field('email')).fill('anna.muster@example.ch');
  await page.locator(field('telefon')).fill('+41 52 212 34 56');
  await page.getByLabel(t.contactFormNo, { exact: true }).check();
  await page.getByLabel(t.contactFormTopicGlassDetermination).check();
  await page.getByLabel(t.contactFormTopicContactLensCheck).check();
  await page.locator(field('bevorzugterTermin')).fill(TERMIN);
  await page.locator(field('bevorzugteUhrzeit')).fill('14:30');
  await page
    .locator(field('fragenAnmerkungen'))
    .fill('Ich trage Gleitsichtgläser.\nAm liebsten nachmittags.');
}

const waitForPost = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/v1/contact') && r.request().method() === 'POST');

/** Submits and checks the sent state: 200, button 'sent' and disabled, thank-you, form reset. */
async function sendAndExpectSent(page: Page, t: typeof de, submit: () => Promise<void>) {
  const posted = waitForPost(page);
  await submit();
  const response = await posted;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, data: { status: 'sent' } });
  await expect.poll(() => submitButton(page).innerText(), POLL).toBe(t.contactFormSent);
  expect(await submitButton(page).isDisabled()).toBe(true);
  expect(await statusLine(page).innerText()).toBe(t.contactFormSentNotice);
  expect(await page.locator(field('vorname')).inputValue()).toBe('');
  expect(await page.getByLabel(t.contactFormTopicGlassDetermination).isChecked()).toBe(false);
}

/** The stored contact request of `nachname` and its outbox rows, read from the e2e database. */
async function storedRequest(nachname: string) {
  const db = createClient({ url: `file:${databaseFile}` });
  try {
    const rows = await db.execute("SELECT id, payload, locale FROM submissions WHERE kind = 'contact'");
    const row = rows.rows.find((r) => JSON.parse(String(r['payload']))['nachname'] === nachname);
    if (!row) return null;
    const mails = await db.execute({
      sql: 'SELECT purpose, recipient FROM outbox WHERE submission_id = ? ORDER BY purpose DESC',
      args: [String(row['id'])],
    });
    return {
      locale: String(row['locale']),
      payload: JSON.parse(String(row['payload'])) as Record<string, unknown>,
      mails: mails.rows.map((m) => [String(m['purpose']), String(m['recipient'])]),
    };
  } finally {
    db.close();
  }
}

describe('contact form', () => {
  it('shows linked errors in a focused summary (axe clean), then sends once fixed (desktop)', async () => {
    const page = await openForm('de', VIEWPORTS.desktop);

    // The trap is out of sight and out of the tab order.
    const trap = page.locator(field('website'));
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect((await trap.boundingBox())?.x ?? 0).toBeLessThan(0);

    // Only the topics the block offers (frequentlens direct is switched off in the demo).
    expect(await page.getByLabel(de.contactFormTopicFrequentLensDirect).count()).toBe(0);
    expect(await page.locator('.contact-form__topics input').count()).toBe(12);

    await submitButton(page).click();
    await summary(page).waitFor(POLL);
    await expect.poll(() => activeClass(page), POLL).toBe('form-summary');
    expect(await summary(page).getByRole('heading').innerText()).toBe(de.contactFormErrorSummary);
    expect(await summary(page).locator('a').allInnerTexts()).toEqual([
      `${de.contactFormAnrede}: ${de.contactFormMsgAnredeRequired}`,
      `${de.contactFormVorname}: ${de.contactFormMsgVornameRequired}`,
      `${de.contactFormNachname}: ${de.contactFormMsgNachnameRequired}`,
      `${de.contactFormPlz}: ${de.contactFormMsgPlzRequired}`,
      `${de.contactFormEmail}: ${de.contactFormMsgEmailFormat}`,
      `${de.contactFormTelefon}: ${de.contactFormMsgTelefonRequired}`,
      `${de.contactFormExistingCustomer}: ${de.contactFormMsgExistingCustomerRequired}`,
      `${de.contactFormThemes}: ${de.contactFormMsgThemesRequired}`,
      `${de.contactFormTermin}: ${de.contactFormMsgTerminRequired}`,
      `${de.contactFormUhrzeit}: ${de.contactFormMsgUhrzeitRequired}`,
    ]);
    // Each message sits by its field and is linked to it.
    for (const [name, message] of [
      ['vorname', de.contactFormMsgVornameRequired],
      ['email', de.contactFormMsgEmailFormat],
      ['bevorzugterTermin', de.contactFormMsgTerminRequired],
    ] as const) {
      expect(await page.locator(field(name)).getAttribute('aria-invalid')).toBe('true');
      expect(await describedError(page, field(name))).toBe(message);
    }
    expect(await describedError(page, `fieldset[role="radiogroup"]:has(${field('anrede-frau')})`)).toBe(
      de.contactFormMsgAnredeRequired,
    );
    // Optional fields are not marked.
    expect(await page.locator(field('strasse')).getAttribute('aria-invalid')).toBeNull();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // A summary link takes the focus to its field.
    await summary(page).getByText(de.contactFormMsgVornameRequired).click();
    expect(await activeId(page)).toBe(`${FORM}-vorname`);

    // Fix everything but the e-mail: only that error stays.
    await fillValid(page, de, 'Muster-Desktop');
    await page.locator(field('email')).fill('anna.muster');
    await expect
      .poll(() => summary(page).locator('a').allInnerTexts(), POLL)
      .toEqual([`${de.contactFormEmail}: ${de.contactFormMsgEmailFormat}`]);
    await page.locator(field('email')).fill('anna.muster@example.ch');
    await expect.poll(() => summary(page).count(), POLL).toBe(0);

    await sendAndExpectSent(page, de, () => submitButton(page).click());
    const stored = await storedRequest('Muster-Desktop');
    expect(stored).toMatchObject({
      locale: 'de',
      payload: {
        groupId: FORM,
        anrede: 'frau',
        vorname: 'Anna',
        themes: ['glassDetermination', 'contactLensCheck'],
        bevorzugterTermin: TERMIN,
        bevorzugteUhrzeit: '14:30',
      },
      mails: [
        ['notification', CONTACT_FORM_EMAIL],
        ['confirmation', 'anna.muster@example.ch'],
      ],
    });
    await closeClean(page);
  });

  it('shows server field errors and a failed send like its own, back to idle after 3 s, then sends (mobile, English)', async () => {
    const page = await openForm('en', VIEWPORTS.mobile);
    await fillValid(page, en, 'Muster-Mobile');

    // The server refuses a field (answered in the browser; nothing leaves it).
    await page.route('**/api/v1/contact?*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'invalid_input', message: 'Invalid input', fields: { telefon: 'telefonRequired' } },
        }),
      }),
    );
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(en.contactFormErrorInvalid);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await expect.poll(() => activeClass(page), POLL).toBe('form-summary');
    expect(await summary(page).locator('a').allInnerTexts()).toEqual([
      `${en.contactFormTelefon}: ${en.contactFormMsgTelefonRequired}`,
    ]);
    expect(await describedError(page, field('telefon'))).toBe(en.contactFormMsgTelefonRequired);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // Spec §4/§8: back to idle after 3 s, the input kept.
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(en.contactFormSubmit);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await page.locator(field('vorname')).inputValue()).toBe('Anna');

    // The server is down for one request.
    await page.unroute('**/api/v1/contact?*');
    await page.route('**/api/v1/contact?*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
    );
    await page.locator(field('telefon')).fill('+41 52 212 34 57');
    await expect.poll(() => summary(page).count(), POLL).toBe(0);
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(en.contactFormError);
    expect(await statusLine(page).innerText()).toBe(en.contactFormErrorNotice);
    await expect.poll(() => submitButton(page).innerText(), POLL).toBe(en.contactFormSubmit);

    await page.unroute('**/api/v1/contact?*');
    await sendAndExpectSent(page, en, () => submitButton(page).tap());
    expect(await storedRequest('Muster-Mobile')).toMatchObject({
      locale: 'en',
      payload: { telefon: '+41 52 212 34 57' },
    });
    await closeClean(page, [/400/, /503/, /\[contact form\]/]);
  });

  it('works by keyboard alone: Tab, Space and Enter through the form, an error fixed from the summary', async () => {
    const page = await openForm('de', VIEWPORTS.desktop);

    /** Presses Tab until the element with `id` has the focus (from the top of the page at first). */
    const tabTo = async (id: string, max = 150) => {
      for (let i = 0; i < max; i++) {
        if ((await activeId(page)) === `${FORM}-${id}`) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached #${FORM}-${id} (focus is on #${await activeId(page)})`);
    };
    const type = async (id: string, text: string) => {
      await tabTo(id);
      await page.keyboard.type(text);
    };

    await tabTo('anrede-frau');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator(field('anrede-herr')).isChecked()).toBe(true);
    await type('vorname', 'Beat');
    // The last name is left out on purpose.
    await type('plz', '8405');
    await type('email', 'beat.keller@example.ch');
    await type('telefon', '052 222 33 44');
    await tabTo('existingCustomer-ja');
    await page.keyboard.press('Space');
    expect(await page.locator(field('existingCustomer-ja')).isChecked()).toBe(true);
    await tabTo('themes-glassesConsulting');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel(de.contactFormTopicGlassesService).isChecked()).toBe(true);
    // A date input's segments follow the browser's UI language, not the page's: ArrowUp works the
    // same in every order (empty day and month step to 1, 2; the year to this year, then the next).
    await tabTo('bevorzugterTermin');
    for (const key of ['ArrowUp', 'ArrowUp', 'Tab', 'ArrowUp', 'ArrowUp', 'Tab', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    expect(await page.locator(field('bevorzugterTermin')).inputValue()).toBe(`${NEXT_YEAR}-02-02`);
    // Hours and minutes; the 'A' answers an AM/PM segment where the UI language has one.
    await type('bevorzugteUhrzeit', '0915A');
    expect(await page.locator(field('bevorzugteUhrzeit')).inputValue()).toBe('09:15');

    await tabTo('fragenAnmerkungen');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('contact-form__submit');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeClass(page), POLL).toBe('form-summary');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `${de.contactFormNachname}: ${de.contactFormMsgNachnameRequired}`,
    );
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe(`${FORM}-nachname`);
    await page.keyboard.type('Keller-Tastatur');
    await expect.poll(() => summary(page).count(), POLL).toBe(0);

    await tabTo('fragenAnmerkungen');
    await page.keyboard.press('Tab');
    await sendAndExpectSent(page, de, () => page.keyboard.press('Enter'));
    expect(await activeClass(page)).toContain('contact-form__status');
    expect(await storedRequest('Keller-Tastatur')).toMatchObject({
      payload: { anrede: 'herr', existingCustomer: 'ja', themes: ['glassesConsulting', 'glassesService'] },
    });
    await closeClean(page);
  });
});
