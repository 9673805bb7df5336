/**
 * Signing in as an editor, in Chromium against the real server: the login page's form in the
 * editor language, the translated errors (wrong password, too many attempts), the way back to the
 * edit route, signing out again, and no accessibility violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { launchBrowser, recordScripts, type BrowserSession } from './browser.ts';
import { E2E_ADMIN, e2eClientIp } from './credentials.ts';

const baseUrl = inject('baseUrl');
const t = editorDictionary('de');
let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh context from its own client address (the sign-in rate limit counts per address). */
async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
  return { context, page: await context.newPage() };
}

async function openLogin(page: Page, query = '') {
  await page.goto(`${baseUrl}/de/login${query}`);
  // The button is enabled once the island has hydrated.
  await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor();
}

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel(t.authEmailLabel).fill(email);
  await page.getByLabel(t.authPasswordLabel).fill(password);
  await page.getByRole('button', { name: t.authSubmit }).click();
}

async function axeViolations(page: Page): Promise<string[]> {
  // The seeded login page's only heading is its richTextBlock title (an h2), not this form's
  // business: every other rule must pass. Drop the exclusion once the seed gives the page an h1.
  const result = await new AxeBuilder({ page }).disableRules(['page-has-heading-one']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('login page', () => {
  it('shows the sign-in form in the editor language, loads its script, passes axe', async () => {
    const { context, page } = await freshPage();
    const scripts = recordScripts(page);
    await openLogin(page);
    expect(await page.locator('form[aria-label]').getAttribute('aria-label')).toBe(t.authFormLabel);
    expect(await page.locator('.login-form').getAttribute('lang')).toBe('de');
    expect(await page.getByLabel(t.authEmailLabel).getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel(t.authPasswordLabel).getAttribute('type')).toBe('password');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the translated error for a wrong password, linked to the fields', async () => {
    const { context, page } = await freshPage();
    await openLogin(page);
    await fillAndSubmit(page, E2E_ADMIN.email, 'not-the-right-password');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(t.authInvalidCredentials);
    const errorId = await alert.getAttribute('id');
    expect(await page.getByLabel(t.authPasswordLabel).getAttribute('aria-describedby')).toBe(errorId);
    expect(await page.getByLabel(t.authPasswordLabel).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/de/login');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says so when there were too many attempts', async () => {
    const { context, page } = await freshPage();
    await openLogin(page);
    const alert = page.getByRole('alert');
    for (let i = 0; i < 4; i++) {
      await fillAndSubmit(page, E2E_ADMIN.email, `wrong-password-${i}`);
      await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor();
    }
    await expect.poll(() => alert.innerText()).toBe(t.authRateLimited);
    await context.close();
  });

  it('says so when an account is locked after repeated failures from many addresses', async () => {
    // An address of no account is locked like any other, so no real editor is kept out here.
    const email = `gesperrt-${process.pid}-${Date.now()}@optik-sonnenberg.ch`;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${baseUrl}/api/v1/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': e2eClientIp() },
        body: JSON.stringify({ email, password: `wrong-password-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    const { context, page } = await freshPage();
    await openLogin(page);
    await fillAndSubmit(page, email, 'yet-another-password');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(t.authAccountLocked);
    await context.close();
  });

  it('signs in and lands on the home page in edit mode', async () => {
    const { context, page } = await freshPage();
    await openLogin(page);
    await fillAndSubmit(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/de/edit/');
    const cookies = await context.cookies(baseUrl);
    const session = cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await context.close();
  });

  it('goes back to the edit route in returnTo, but never to another site', async () => {
    const { context, page } = await freshPage();
    await openLogin(page, `?returnTo=${encodeURIComponent('/en/edit/contact?toolbar=true')}`);
    await fillAndSubmit(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/en/edit/contact');
    expect(new URL(page.url()).searchParams.get('toolbar')).toBe('true');

    const other = await freshPage();
    await openLogin(other.page, `?returnTo=${encodeURIComponent('https://evil.example/de/edit/')}`);
    await fillAndSubmit(other.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await other.page.waitForURL((url) => url.pathname === '/de/edit/');
    expect(new URL(other.page.url()).origin).toBe(baseUrl);
    await other.context.close();
    await context.close();
  });

  it('lets a signed-in editor sign out, which ends the session', async () => {
    const { context, page } = await freshPage();
    await openLogin(page);
    await fillAndSubmit(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/de/edit/');

    await page.goto(`${baseUrl}/de/login`);
    const signOut = page.getByRole('button', { name: t.authSignOut });
    await signOut.waitFor();
    expect(await page.getByText(E2E_ADMIN.email).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const cookie = (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
    await signOut.click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe(t.authSignedOut);
    await page.getByLabel(t.authEmailLabel).waitFor();

    // Replaying the old cookie finds no session.
    const replay = await fetch(`${baseUrl}/api/v1/auth/get-session`, { headers: { cookie } });
    expect(await replay.json()).toBeNull();
    await context.close();
  });
});
