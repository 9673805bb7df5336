/**
 * The contact block's HTML: which branches it shows, their contact data, and opening hours with
 * special dates, the '00:30' closed rule and public holidays (given by the snapshot), formatted by
 * Intl.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { BranchSnapshot, Locale, SiteSnapshot } from '../../lib/content.ts';
import { formatPeriods, formatTimeRange } from '../../lib/opening-hours.ts';
import { branchSnapshot, groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { contactSchema } from './schema.ts';
import { ContactView } from './View.tsx';

const marktgasse = branchSnapshot('marktgasse', {
  name: 'Optik Sonnenberg Marktgasse',
  specialHours: [
    { date: '2026-12-24', open: '09:00', close: '14:00' },
    { date: '2026-12-26', open: '00:30', close: '00:30' },
  ],
});
const seen = branchSnapshot('seen', {
  name: 'Optik Sonnenberg Seen',
  street: 'Tösstalstrasse',
  streetNumber: '247',
});

/** The holidays the server puts into the snapshot (db/snapshot-holidays.ts) around New Year 2027. */
const holidays: SiteSnapshot['holidays'] = {
  from: '2026-12-01',
  until: '2027-02-28',
  holidays: [
    { date: '2026-12-25', name: { de: 'Weihnachtstag', en: 'Christmas Day' } },
    { date: '2026-12-26', name: { de: 'Stephanstag', en: 'Boxing Day' } },
    { date: '2027-01-01', name: { de: 'Neujahr', en: "New Year's Day" } },
  ],
};

function render(
  options: Record<string, unknown> = {},
  {
    mode = 'live',
    locale = 'de',
    branches = [marktgasse, seen],
  }: { mode?: RenderMode; locale?: Locale; branches?: BranchSnapshot[] } = {},
) {
  const group = groupSnapshot('group-contact', 'contact', [
    textField('title', 'Unsere Geschäfte', 'Our shops'),
  ]);
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={{ ...testSite(branches), holidays }} page={testPage}>
      <ContactView group={group} fields={group.fields} options={readOptions(contactSchema, 1, options)} />
    </RenderProvider>,
  );
}

/** The HTML of one schedule row (`data-date`), up to its closing tag. */
function row(html: string, date: string, list = 'hours--schedule'): string {
  const section = html.slice(html.indexOf(list));
  const start = section.indexOf(`data-date="${date}"`);
  return start < 0 ? '' : section.slice(start, section.indexOf('</div>', start));
}

beforeEach(() => {
  vi.useFakeTimers();
  // Monday 21 December 2026, 09:00 in Zurich.
  vi.setSystemTime(new Date('2026-12-21T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact view', () => {
  it('shows every branch when no location is chosen, with address, phone and e-mail', () => {
    const html = render();
    expect(html).toContain('Optik Sonnenberg Marktgasse');
    expect(html).toContain('Optik Sonnenberg Seen');
    expect(html).toContain('Tösstalstrasse 247');
    expect(html).toContain('href="tel:+41522123456"');
    expect(html).toContain('href="mailto:seen@optik-sonnenberg.ch"');
    expect(html.match(/<h3/g)).toHaveLength(2);
  });

  it('shows only the chosen branches, in the chosen order', () => {
    const html = render({ location: ['seen'] });
    expect(html).not.toContain('Optik Sonnenberg Marktgasse');
    expect(html).toContain('Optik Sonnenberg Seen');
    const both = render({ location: ['seen', 'marktgasse'] });
    expect(both.indexOf('Optik Sonnenberg Seen')).toBeLessThan(both.indexOf('Optik Sonnenberg Marktgasse'));
  });

  it('groups the regular week and formats the hours with Intl', () => {
    const html = render({ location: ['marktgasse'] });
    const weekly = formatPeriods(
      [
        { open: '09:00', close: '12:00' },
        { open: '13:30', close: '18:30' },
      ],
      'de',
    );
    expect(html.replace(/<\/?span[^>]*>/g, '')).toContain(weekly);
    expect(html).toContain('data-days="1-5"');
    expect(html).toContain('data-days="6-6"');
    expect(html).toContain('data-days="7-7"');
  });

  it('applies special dates, the 00:30 closed rule and public holidays to the next seven days', () => {
    const html = render({ location: ['marktgasse'] });
    expect(row(html, '2026-12-21')).toContain('data-state="open"');
    expect(row(html, '2026-12-24')).toContain('data-reason="special"');
    expect(row(html, '2026-12-24')).toContain(formatTimeRange({ open: '09:00', close: '14:00' }, 'de'));
    expect(row(html, '2026-12-25')).toMatch(/data-state="closed" data-reason="holiday"/);
    expect(row(html, '2026-12-25')).toContain('Weihnachtstag');
    expect(row(html, '2026-12-26')).toMatch(/data-state="closed" data-reason="special"/);
    expect(row(html, '2026-12-26')).toContain('Geschlossen');
    expect(row(html, '2026-12-27')).toMatch(/data-state="closed" data-reason="regular"/);
    expect(html).not.toContain('data-date="2026-12-28"');
  });

  it('lists upcoming holidays on open days and special dates, in English too', () => {
    const html = render({ location: ['marktgasse'] }, { locale: 'en' });
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-26', '2027-01-01']) {
      expect(row(html, date, 'hours--exceptions'), date).not.toBe('');
    }
    expect(row(html, '2027-01-01', 'hours--exceptions')).toContain('New Year&#x27;s Day');
    expect(row(html, '2027-01-02', 'hours--exceptions')).toBe('');
    expect(html).toContain('Closed');
  });

  it('leaves the opening hours or the upcoming days out when told', () => {
    expect(render({ showOpeningHours: false })).not.toContain('hours--weekly');
    const weekOnly = render({ showUpcoming: false });
    expect(weekOnly).toContain('hours--weekly');
    expect(weekOnly).not.toContain('hours--schedule');
  });

  it('renders nothing for visitors without branches, and a note for editors', () => {
    expect(render({}, { branches: [] })).not.toContain('contact__empty');
    expect(render({}, { branches: [], mode: 'edit' })).toContain('Keine Standorte verfügbar');
  });
});
