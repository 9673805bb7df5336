import { describe, expect, it } from 'vitest';
import { exportFile, isImagePath, nextRows, ratio } from './bench-next.ts';
import type { LighthouseFigures } from './lighthouse.ts';

describe('exportFile', () => {
  it('maps the Lighthouse pages to the files of a Next static export', () => {
    expect(exportFile('/de/')).toBe('de.html');
    expect(exportFile('/de')).toBe('de.html');
    expect(exportFile('/en/team/anna-sonnenberg')).toBe('en/team/anna-sonnenberg.html');
    expect(exportFile('/de/kontakt')).toBe('de/kontakt.html');
    expect(exportFile('/de/kontakt/')).toBe('de/kontakt.html');
    expect(exportFile('/')).toBe('index.html');
  });

  it('serves files with an extension as they are and ignores the query', () => {
    expect(exportFile('/_next/static/chunks/a1.js?v=2')).toBe('_next/static/chunks/a1.js');
    expect(exportFile('/favicon.svg')).toBe('favicon.svg');
    expect(exportFile('/de/%C3%BCber-uns')).toBe('de/über-uns.html');
  });

  it('refuses paths that leave the export folder or cannot be decoded', () => {
    expect(exportFile('/../package.json')).toBeNull();
    expect(exportFile('/_next/%2e%2e/%2e%2e/secret.txt')).toBeNull();
    expect(exportFile('/a%5c..%5cb')).toBeNull();
    expect(exportFile('/%E0%A4%A')).toBeNull();
  });
});

describe('isImagePath', () => {
  it('sends image variants and uploaded media to the image service, nothing else', () => {
    expect(isImagePath('/_img/media-photo-hero/abc/4x3-640.avif')).toBe(true);
    expect(isImagePath('/media/logo.png')).toBe(true);
    expect(isImagePath('/de/media')).toBe(false);
    expect(isImagePath('/_next/static/chunks/a.js')).toBe(false);
  });
});

describe('ratio', () => {
  it('is ours / next with two decimals, or null without a Next figure', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(1000, 3000)).toBe(0.33);
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(Number.NaN, 5)).toBeNull();
  });
});

const figures = (path: string, lcpMs: number, tbtMs: number, totalBytes: number, scriptBytes: number) =>
  ({ path, lcpMs, tbtMs, cls: 0, totalBytes, scriptBytes }) satisfies LighthouseFigures;

describe('nextRows', () => {
  const next = [
    figures('/de/', 2000, 100, 400_000, 200_000),
    figures('/de/kontakt', 1500, 0, 300_000, 150_000),
  ];

  it("lists Next's build time, its figures per page and the ratios ours/next", () => {
    const ours = [
      figures('/de/', 1000, 0, 100_000, 20_000),
      figures('/de/kontakt', 1500, 0, 150_000, 50_000),
    ];
    const rows = nextRows(ours, next, 41.26);
    expect(rows[0]).toEqual({ name: 'next.build.seconds', value: 41.3, unit: 's' });
    expect(rows).toContainEqual({ name: 'next /de/ LCP', value: 2000, unit: 'ms' });
    expect(rows).toContainEqual({ name: 'next /de/kontakt script', value: 150_000, unit: 'B' });
    expect(rows).toContainEqual({ name: 'next-ratio /de/ LCP', value: 0.5, unit: 'x' });
    expect(rows).toContainEqual({ name: 'next-ratio /de/ TBT', value: 0, unit: 'x' });
    expect(rows).toContainEqual({ name: 'next-ratio /de/ script', value: 0.1, unit: 'x' });
    expect(rows).toContainEqual({ name: 'next-ratio /de/kontakt bytes', value: 0.5, unit: 'x' });
    expect(rows).toContainEqual({ name: 'next-ratio /de/kontakt script', value: 0.33, unit: 'x' });
    // Next's TBT of 0 ms on /de/kontakt gives no ratio.
    expect(rows.map((r) => r.name)).not.toContain('next-ratio /de/kontakt TBT');
    expect(rows).toHaveLength(1 + 2 * 4 + 4 + 3);
  });

  it('gives only the Next figures when ours were not measured in this run', () => {
    const rows = nextRows([], next, 10);
    expect(rows).toHaveLength(1 + 2 * 4);
    expect(rows.some((r) => r.name.startsWith('next-ratio'))).toBe(false);
  });
});
