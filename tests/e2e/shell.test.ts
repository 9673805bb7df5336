/**
 * The site shell as visitors use it, on desktop (1280×900) and mobile (390×844), in Chromium
 * against the real server: every menu link in both locales, the mobile menu (a `<details>`
 * toggle: scroll lock, gone at desktop width; Escape and resizing are in visitor-defects.test.ts), drop-downs by keyboard, header hiding on scroll, search,
 * the booking dialog, axe on the main page types, and no scripts on the home page.
 * The booking widget's host is never contacted: its requests are answered locally.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BOOKING_URL, demoSettings } from '../../db/seed/content/site.ts';
import { bookingPageUrl } from '../../src/lib/booking/widget-url.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { launchBrowser, recordScripts, VIEWPORTS, type BrowserSession } from './browser.ts';

const baseUrl = inject('baseUrl');
const settings = readSettings(demoSettings);
const LABELS = {
  de: { open: 'Menü öffnen', close: 'Menü schliessen', nav: 'Hauptnavigation' },
  en: { open: 'Open menu', close: 'Close menu', nav: 'Main navigation' },
} as const;
type Locale = keyof typeof LABELS;
type ViewportName = keyof typeof VIEWPORTS;

let browser: BrowserSession;
const contexts = new Map<ViewportName, BrowserContext>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    contexts.set(name, await browser.newContext(VIEWPORTS[name]));
});
afterAll(async () => {
  await browser.close();
});

/** A fresh page in a viewport's context; the booking host answers locally. */
async function openPage(viewport: ViewportName, path: string): Promise<Page> {
  const context = contexts.get(viewport);
  if (!context) throw new Error(`no context ${viewport}`);
  const page = await context.newPage();
  await page.route('**/booking.example.invalid/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><p>Booking</p>' }),
  );
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

/** The menu's <summary> toggle; its name ('Menü öffnen' / 'Menü schliessen') follows the state. */
const menuToggle = (page: Page) => page.locator('summary.site-menu__toggle');
/** The main navigation (also while hidden in the closed mobile menu). */
const mainNav = (page: Page, locale: Locale) =>
  page.locator(`nav.site-nav[aria-label="${LABELS[locale].nav}"]`);

const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** The menu's links as (parent label, link label, href); parents without a page have no href. */
async function menuLinks(page: Page, locale: Locale) {
  return mainNav(page, locale)
    .locator('a')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({
        label: (a.textContent ?? '').trim(),
        href: a.getAttribute('href') ?? '',
        sub: a.closest('.site-nav__sub') !== null,
        parentIndex: [...(a.closest('nav')?.querySelectorAll(':scope > ul > li') ?? [])].indexOf(
          a.closest('nav > ul > li') as Element,
        ),
      })),
    );
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  const mobile = viewport === 'mobile';

  describe(`site shell (${viewport})`, () => {
    for (const locale of ['de', 'en'] as const) {
      it(`reaches every menu link and sub-link in ${locale} through the menu`, async () => {
        const page = await openPage(viewport, `/${locale}/`);
        const links = await menuLinks(page, locale);
        expect(links.length).toBeGreaterThanOrEqual(5);
        expect(links.some((l) => l.sub)).toBe(true);
        const problems: string[] = [];
        for (const link of links) {
          // The static HTML is all this checks: no need to wait for images and islands.
          await page.goto(`${baseUrl}/${locale}/`, { waitUntil: 'domcontentloaded' });
          const nav = mainNav(page, locale);
          if (mobile) {
            expect(await menuToggle(page).innerText()).toBe(LABELS[locale].open);
            await menuToggle(page).click();
          } else if (link.sub) await nav.locator(':scope > ul > li').nth(link.parentIndex).hover();
          const anchor = nav.locator(`a[href="${link.href}"]`);
          await expect.poll(() => anchor.isVisible(), { message: link.label }).toBe(true);
          const [response] = await Promise.all([
            page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
            anchor.click(),
          ]);
          const h1 = page.locator('h1').first();
          const heading = (await h1.count()) ? (await h1.innerText()).trim() : '';
          const current = await page.locator('nav a[aria-current="page"]').first().getAttribute('href');
          const problem = [
            response?.status() === 200 ? '' : `status ${response?.status()}`,
            new URL(page.url()).pathname === link.href ? '' : `landed on ${page.url()}`,
            heading ? '' : 'no h1',
            current === link.href ? '' : `aria-current on ${current}`,
          ].filter(Boolean);
          if (problem.length) problems.push(`${link.href}: ${problem.join(', ')}`);
        }
        expect(problems).toEqual([]);
        await page.close();
      });
    }

    it('hides the header when scrolling down and shows it again when scrolling up', async () => {
      const page = await openPage(viewport, '/de/');
      const header = page.locator('header.site-header');
      const box = async () => (await header.boundingBox()) ?? { y: Number.NaN, height: 0 };
      expect((await box()).y).toBe(0);
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 900);
      await expect.poll(async () => ((b) => b.y + b.height)(await box())).toBeLessThanOrEqual(0);
      await page.mouse.wheel(0, -300);
      await expect.poll(async () => (await box()).y).toBe(0);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
      await page.close();
    });

    it('starts transparent over the page (opaque on mobile when set) and turns opaque past the header height', async () => {
      // The demo site shows the transparent header.
      expect(settings.appearance.header).toBe('transparent');
      const page = await openPage(viewport, '/de/');
      // Opaque when the header or its backdrop (::before) has a fully opaque background colour.
      const opaque = () =>
        page
          .locator('header.site-header')
          .evaluate((el) =>
            [getComputedStyle(el).backgroundColor, getComputedStyle(el, '::before').backgroundColor].some(
              (c) => c.startsWith('rgb('),
            ),
          );
      expect(await opaque()).toBe(mobile && settings.appearance.opaqueHeaderOnMobile);
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 400);
      await page.mouse.wheel(0, -100);
      await expect.poll(opaque).toBe(true);
      await page.close();
    });

    it('opens the booking dialog with the widget and closes it again', async () => {
      const page = await openPage(viewport, '/de/');
      const dialog = page.getByRole('dialog', { name: 'Termin online buchen' });
      expect(await dialog.isVisible()).toBe(false);
      const frame = page.locator('iframe.booking__frame');
      // The booking page gets the widget's parameters (locale, layout, branch choice, colour).
      expect(await frame.getAttribute('src')).toBe(
        bookingPageUrl(BOOKING_URL, {
          locale: 'de',
          layout: 'popup',
          selectLocation: true,
          themeRgb: demoSettings.theme[demoSettings.bookingButton.color],
        }),
      );
      expect(await frame.getAttribute('loading')).toBe('lazy');
      expect(await frame.getAttribute('title')).toBeTruthy();
      await page.getByRole('button', { name: 'Buchung öffnen' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect
        .poll(() => page.frameLocator('iframe.booking__frame').locator('p').innerText())
        .toBe('Booking');
      // The frame's check of the widget's address passed the page's policy and got an answer.
      await expect
        .poll(() => page.locator('#booking-dialog .booking-frame').getAttribute('data-state'))
        .toBe('loaded');
      await page.getByRole('button', { name: 'Buchung schliessen' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.close();

      const en = await openPage(viewport, '/en/');
      await en.getByRole('button', { name: 'Open booking' }).click();
      await expect.poll(() => en.getByRole('dialog').isVisible()).toBe(true);
      await en.keyboard.press('Escape');
      await expect.poll(() => en.getByRole('dialog').isVisible()).toBe(false);
      await en.close();
    });

    it('has no axe violations on home, contact and a team page', async () => {
      const problems: string[] = [];
      for (const path of ['/de/', '/en/', '/de/~contact', '/en/~contact', '/de/team/anna-sonnenberg']) {
        const page = await openPage(viewport, path);
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations)
          problems.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        if (mobile && path === '/de/') {
          await menuToggle(page).click();
          const open = await new AxeBuilder({ page }).analyze();
          for (const v of open.violations)
            problems.push(
              `${path} (menu open): ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
        }
        await page.close();
      }
      expect(problems).toEqual([]);
    });
  });
}

describe('mobile menu', () => {
  it('opens full screen, locks the page scroll, and is gone with the lock at desktop width', async () => {
    const page = await openPage('mobile', '/de/');
    const nav = mainNav(page, 'de');
    expect(await nav.isVisible()).toBe(false);
    expect(await menuToggle(page).innerText()).toBe('Menü öffnen');
    expect(await htmlOverflow(page)).not.toBe('hidden');

    await menuToggle(page).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await menuToggle(page).innerText()).toBe('Menü schliessen');
    expect(await htmlOverflow(page)).toBe('hidden');
    // Full screen below the bar.
    const panel = await page.locator('.site-menu__panel').boundingBox();
    const logoBar = await page.locator('.site-header__bar').boundingBox();
    expect(panel).toMatchObject({
      x: 0,
      y: logoBar!.y + logoBar!.height,
      width: 390,
      height: 844 - logoBar!.height,
    });
    expect(await nav.getByRole('link', { name: 'Anna Sonnenberg' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'EN', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Buchung öffnen' }).isVisible()).toBe(false);

    await menuToggle(page).click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await menuToggle(page).innerText()).toBe('Menü öffnen');
    expect(await htmlOverflow(page)).not.toBe('hidden');

    await menuToggle(page).click();
    await expect.poll(() => htmlOverflow(page)).toBe('hidden');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => htmlOverflow(page)).not.toBe('hidden');
    expect(await menuToggle(page).isVisible()).toBe(false);
    const bar = await page.locator('.site-menu__panel').boundingBox();
    expect(bar?.height ?? 0).toBeLessThan(120);
    await page.close();
  });

  it('links the search page from the search icon, where the search bar is open', async () => {
    const page = await openPage('mobile', '/en/');
    expect(await page.getByRole('searchbox').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/search`);
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search this website' }).isVisible())
      .toBe(true);
    await page.close();
  });
});

describe('desktop header', () => {
  it('opens a drop-down by keyboard focus', async () => {
    const page = await openPage('desktop', '/de/');
    const anna = mainNav(page, 'de').getByRole('link', { name: 'Anna Sonnenberg' });
    expect(await anna.isVisible()).toBe(false);
    await page.locator('.site-nav__parent', { hasText: 'Über uns' }).focus();
    await expect.poll(() => anna.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await anna.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('toggles the search bar, a GET form to the search page, open by default there', async () => {
    const page = await openPage('desktop', '/de/');
    const input = page.getByRole('searchbox', { name: 'Website durchsuchen' });
    expect(await input.isVisible()).toBe(false);
    const toggle = page.locator('summary.site-search__toggle');
    expect(await toggle.innerText()).toBe('Suche öffnen');
    await toggle.click();
    expect(await toggle.innerText()).toBe('Suche schliessen');
    await expect.poll(() => input.isVisible()).toBe(true);
    // Opening the bar puts the focus in its field.
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('name')).toBe('searchQuery');
    expect(await input.getAttribute('minlength')).toBe('3');
    expect(await input.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
    await input.fill('Kontaktlinsen');
    await Promise.all([page.waitForURL(/\/de\/suche\?searchQuery=Kontaktlinsen$/), input.press('Enter')]);
    expect(await page.getByRole('searchbox', { name: 'Website durchsuchen' }).isVisible()).toBe(true);
    await page.close();
  });

  it('loads no script file on the home page; its one inline script only closes the header toggles', async () => {
    const context = contexts.get('desktop');
    const page = await context!.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/de/`);
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    const inline = await page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((els) =>
        els.map((el) => ({ src: el.getAttribute('src'), size: el.textContent?.length ?? 0 })),
      );
    expect(inline).toHaveLength(1);
    expect(inline[0]?.src).toBeNull();
    expect(inline[0]?.size).toBeLessThan(800);
    await page.close();
  });
});
