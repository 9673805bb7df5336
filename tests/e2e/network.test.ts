/**
 * The network in Chromium: two optician sites on one server, each on its own host (*.localhost
 * is this machine in any browser). A visitor sees each site's own business (the second site's
 * contact page and footer give its own Lucerne address, nothing of the first's); the network
 * marketplace lists every item once on either site; an unknown host shows the unknown-site page;
 * an editor of each site, in two browser contexts, changes that site's footer, and each change is
 * live on its own site only; a network admin creates a third site from the command line and it
 * serves its home page in both locales at once.
 */
import { spawn } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { platformTexts } from '../../src/i18n/visitor/platform.ts';
import type { SiteSettings } from '../../src/lib/settings.ts';
import { launchBrowser, type BrowserSession } from './browser.ts';
import { E2E_ADMIN, e2eClientIp } from './credentials.ts';

const port = new URL(inject('baseUrl')).port;
const SONNENBERG = `http://localhost:${port}`;
const SEEBLICK = `http://optik-seeblick.localhost:${port}`;
const t = editorDictionary('de');
let browser: BrowserSession;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in through the site's own login page, as an editor would. */
async function signedInPage(origin: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() } });
  const page = await context.newPage();
  await page.goto(`${origin}/de/login`);
  await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor();
  await page.getByLabel(t.authEmailLabel).fill(E2E_ADMIN.email);
  await page.getByLabel(t.authPasswordLabel).fill(E2E_ADMIN.password);
  const signedIn = page.waitForResponse(
    (r) => r.url().includes('/api/v1/auth/sign-in/') && r.status() === 200,
  );
  await page.getByRole('button', { name: t.authSubmit }).click();
  await signedIn;
  return { context, page };
}

/** Calls the site's API from its own page (same origin, the editor's cookie). */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { success: boolean; data: unknown };
      if (!res.ok || !json.success)
        throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data as T;
    },
    { method, path, body },
  ) as Promise<T>;
}

async function setFooterPhone(page: Page, phone: string): Promise<string> {
  const draft = await api<{ revision: number; settings: SiteSettings }>(page, 'GET', '/settings/draft');
  const before = draft.settings.footer.phone ?? '';
  await api(page, 'POST', '/settings', {
    baseRevision: draft.revision,
    settings: { footer: { ...draft.settings.footer, phone } },
  });
  return before;
}

describe('two sites on one server', () => {
  it("shows each site's own business on its own host, in German and English", async () => {
    const page = await browser.newPage();
    for (const locale of ['de', 'en']) {
      await page.goto(`${SEEBLICK}/${locale}/`);
      await expect.poll(() => page.title()).toContain('Optik Seeblick');
      expect(await page.locator('body').innerText()).not.toContain('Optik Sonnenberg');
      await page.goto(`${SONNENBERG}/${locale}/`);
      await expect.poll(() => page.title()).toContain('Optik Sonnenberg');
      expect(await page.locator('body').innerText()).not.toContain('Optik Seeblick');
    }
    await page.close();
  });

  it("shows the second site's own address on its contact page, the same as in its footer", async () => {
    const page = await browser.newPage();
    for (const path of ['/de/kontakt', '/en/contact']) {
      await page.goto(`${SEEBLICK}${path}`);
      await expect.poll(() => page.title()).toContain('Optik Seeblick');
      const body = await page.locator('main').innerText();
      expect(body).toContain('Weggisgasse 12, 6004 Luzern');
      expect(body).toContain('Hirschmattstrasse 30, 6003 Luzern');
      const footer = await page.locator('footer').innerText();
      expect(footer).toContain('Weggisgasse 12');
      expect(footer).toContain('6004 Luzern');
      const all = await page.locator('body').innerText();
      for (const demo of ['Sonnenberg', 'Winterthur', 'Marktgasse', '8400', '+41 52'])
        expect(all, `${path}: ${demo}`).not.toContain(demo);
    }
    await page.close();
  });

  it('lists every item of the network marketplace once, on either site', async () => {
    const page = await browser.newPage();
    for (const origin of [SONNENBERG, SEEBLICK]) {
      await page.goto(`${origin}/de/stellen-marktplatz`);
      const market = page.locator('section.marketplace[data-network="loaded"]');
      await market.waitFor({ timeout: 15_000 });
      // The API from the page itself (*.localhost resolves in Chromium, not in Node).
      const items = await page.evaluate(async () => {
        const res = await fetch('/api/v1/marketplace');
        const body = (await res.json()) as { data: { items: { title: string; siteId: string }[] } };
        return body.data.items;
      });
      const titles = items.map((item) => item.title);
      expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
      expect(new Set(items.map((item) => item.siteId)).size, origin).toBeGreaterThanOrEqual(2);
      const shown = await market.locator('.job-board__title').allInnerTexts();
      expect(shown.toSorted(), origin).toEqual(titles.toSorted());
    }
    await page.close();
  });

  it('answers an address that belongs to no site with the unknown-site page', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`http://niemand.localhost:${port}/de/`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(platformTexts.de.unknownSiteTitle);
    await page.close();
  });

  it('lets an editor of each site change its footer, live on that site only', async () => {
    const a = await signedInPage(SONNENBERG);
    const b = await signedInPage(SEEBLICK);
    const phoneA = '+41 52 000 11 22';
    const phoneB = '+41 41 000 33 44';
    const originalA = await setFooterPhone(a.page, phoneA);
    const originalB = await setFooterPhone(b.page, phoneB);
    try {
      const visitor = await browser.newPage();
      await visitor.goto(`${SONNENBERG}/de/`);
      const footerA = await visitor.locator('footer').innerText();
      expect(footerA).toContain(phoneA);
      expect(footerA).not.toContain(phoneB);
      await visitor.goto(`${SEEBLICK}/de/`);
      const footerB = await visitor.locator('footer').innerText();
      expect(footerB).toContain(phoneB);
      expect(footerB).not.toContain(phoneA);
      await visitor.close();
    } finally {
      await setFooterPhone(a.page, originalA);
      await setFooterPhone(b.page, originalB);
      await a.context.close();
      await b.context.close();
    }
  });

  it('serves a third site created from the command line in both locales, without a restart', async () => {
    const id = 'optik-drittbach';
    const cli = await runSiteCli([
      'create',
      '--name',
      'Optik Drittbach',
      '--host',
      `${id}.localhost`,
      '--template',
      'blank',
      '--canton',
      'BE',
    ]);
    expect(cli.code, cli.output).toBe(0);
    expect(cli.output).toContain(id);
    try {
      const page = await browser.newPage();
      for (const locale of ['de', 'en']) {
        // The running server re-reads the registry's hosts within two seconds.
        await expect
          .poll(async () => (await page.goto(`http://${id}.localhost:${port}/${locale}/`))?.status(), {
            timeout: 15_000,
          })
          .toBe(200);
        await expect.poll(() => page.title()).toContain('Optik Drittbach');
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      }
      await page.close();
    } finally {
      const removed = await runSiteCli(['remove', id], `${id}\n${id}\n`);
      expect(removed.code, removed.output).toBe(0);
    }
  });
});

/** Runs `npm run site -- ...` against the e2e run's databases; answers its exit code and output. */
function runSiteCli(args: string[], input = ''): Promise<{ code: number | null; output: string }> {
  const databaseUrl = inject('databaseUrl');
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/site.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: port },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.stdin.end(input);
    child.on('exit', (code) => done({ code, output }));
  });
}
