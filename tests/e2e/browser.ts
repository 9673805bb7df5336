/**
 * Chromium for e2e tests: Debian's /usr/bin/chromium driven by playwright-core, headless,
 * offline flags, a fresh profile per launch. Records every script a page loads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export interface BrowserSession {
  context: BrowserContext;
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'lunette-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    locale: 'de-CH',
  });
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Collects the URLs of scripts a page requests (to prove static pages load no JavaScript). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}
