import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTeaserDate, teaserDay } from './teaser-date.ts';
import { excerptText, normalizePermalink, safeImageUrl } from './teaser.ts';

describe('normalizePermalink', () => {
  it('drops query, fragment, trailing slashes and the host case', () => {
    expect(normalizePermalink(' https://Mag.example/artikel/augen/?utm_source=x#top ')).toBe(
      'https://mag.example/artikel/augen',
    );
    expect(normalizePermalink('not a url')).toBeNull();
    expect(normalizePermalink('javascript:alert(1)')).toBeNull();
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'http://'),
        fc.constantFrom('Mag.example', 'magazin.gesundheitsoptik.example'),
        fc.array(fc.constantFrom('artikel', 'augen', 'Sehtest-2026', ''), { maxLength: 4 }),
        fc.constantFrom('', '/', '?utm=1', '#top'),
        (scheme, host, segments, tail) => {
          const url = `${scheme}${host}/${segments.join('/')}${tail}`;
          const once = normalizePermalink(url);
          expect(once).not.toBeNull();
          expect(normalizePermalink(once!)).toBe(once);
        },
      ),
    );
  });
});

describe('excerptText and safeImageUrl', () => {
  it('turns an HTML excerpt into text', () => {
    expect(excerptText('<p>Augen &amp; Licht&nbsp;&#8211; <b>neu</b>&hellip;</p>')).toBe(
      'Augen & Licht – neu…',
    );
  });
  it('keeps only http(s) and site-relative images', () => {
    expect(safeImageUrl('/demo/a.svg')).toBe('/demo/a.svg');
    expect(safeImageUrl('https://m.example/a.jpg')).toBe('https://m.example/a.jpg');
    expect(safeImageUrl('//evil.example/a.jpg')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('formatTeaserDate', () => {
  it('formats through Intl in de-CH / en-CH, in Swiss time', () => {
    const iso = '2026-01-14T23:30:00Z';
    const opts = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' } as const;
    expect(formatTeaserDate(iso, 'de')).toBe(new Intl.DateTimeFormat('de-CH', opts).format(new Date(iso)));
    expect(formatTeaserDate(iso, 'en')).toBe(new Intl.DateTimeFormat('en-CH', opts).format(new Date(iso)));
    expect(teaserDay(iso)).toBe('2026-01-15');
    expect(formatTeaserDate('nonsense', 'de')).toBeNull();
  });
});
