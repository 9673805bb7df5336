/**
 * Lighthouse figures for a few pages on mobile emulation, run against a local server, offline.
 * Lighthouse scores saturate on light pages, so we report the metrics (LCP, TBT, CLS, bytes).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  path: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
>;

/** Runs Lighthouse (performance only, mobile emulation) for each path under `baseUrl`. */
export async function lighthouseFigures(
  baseUrl: string,
  paths: readonly string[],
): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      });
      const audits = (result?.lhr.audits ?? {}) as Audits;
      const resources = audits['resource-summary']?.details?.items ?? [];
      out.push({
        path,
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        totalBytes: audits['total-byte-weight']?.numericValue ?? NaN,
        scriptBytes: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
