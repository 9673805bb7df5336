/** The directory's built HTML: every business listed (no JavaScript needed), grouped, accordions open. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { Locale } from '../../lib/content.ts';
import { branch, business } from '../../lib/directory/fixtures.ts';
import { formatPeriods, formatWeekdayRange } from '../../lib/opening-hours.ts';
import { groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { businessSearchSchema } from './schema.ts';
import { BusinessSearchView } from './View.tsx';

const directory = [
  business({
    id: 'z',
    name: 'Zytglogge Optik',
    programmes: { healthOptics: { active: true }, frequentLens: false },
  }),
  business({
    id: 'a',
    name: 'Aarebrille',
    logo: { media: null, url: 'https://cdn.example.ch/aare.png', name: 'Aarebrille' },
    branches: [
      branch({ id: 'a1', city: 'Bern', zip: '3011' }),
      branch({ id: 'a2', city: 'Thun', zip: '3600' }),
    ],
  }),
  business({ id: 'l', name: 'Linsenhaus', programmes: { healthOptics: null, frequentLens: true } }),
];

function render(options: Record<string, unknown> = {}, locale: Locale = 'de') {
  const group = groupSnapshot('group-directory', 'businessSearch', [textField('title', 'Optikersuche')]);
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={{ ...testSite(), directory }} page={testPage}>
      <BusinessSearchView
        group={group}
        fields={group.fields}
        options={readOptions(businessSearchSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('businessSearch view', () => {
  it('lists every business by letter, panels open for readers without JavaScript', () => {
    const html = render();
    expect(html.indexOf('Aarebrille')).toBeLessThan(html.indexOf('Linsenhaus'));
    expect(html.indexOf('Linsenhaus')).toBeLessThan(html.indexOf('Zytglogge Optik'));
    expect(html).toContain('aria-expanded="true"');
    expect(html).not.toContain(' hidden=""');
    expect(html).toContain('Bern, Thun');
    expect(html).toContain(
      formatPeriods(
        [
          { open: '09:00', close: '12:00' },
          { open: '13:30', close: '18:30' },
        ],
        'de',
      ),
    );
    expect(html).toContain('width="174" height="174"');
    expect(html).toContain('application/ld+json');
  });

  it('sits in the shared block frame: inner wrapper and kicker style like every block', () => {
    const group = groupSnapshot('group-directory', 'businessSearch', [
      textField('kicker', 'Netzwerk'),
      textField('title', 'Optikersuche'),
    ]);
    const html = renderToStaticMarkup(
      <RenderProvider mode="live" locale="de" site={{ ...testSite(), directory }} page={testPage}>
        <BusinessSearchView
          group={group}
          fields={group.fields}
          options={readOptions(businessSearchSchema, 1, {})}
        />
      </RenderProvider>,
    );
    expect(html).toMatch(/^<section class="block directory"><div class="block__inner">/);
    expect(html).toContain('<p class="kicker">Netzwerk</p>');
  });

  it('labels weekday rows the same in every engine (no Intl range in hydrated HTML)', () => {
    const html = render();
    const mondayToFriday = formatWeekdayRange({ firstDay: 1, lastDay: 5 }, 'de');
    expect(html).toContain(`<dt>${mondayToFriday}</dt>`);
    expect(html).not.toMatch(/[\u2009\u202f]/);
  });

  it('starts with the programme filters of its options', () => {
    const html = render({ frequentLens: true }, 'en');
    expect(html).toContain('Linsenhaus');
    expect(html).not.toContain('Aarebrille');
    expect(html).toContain(visitorDictionary('en').directoryFrequentLens);
  });

  it('shows the translated no-results text when nothing matches', () => {
    const empty = renderToStaticMarkup(
      <RenderProvider mode="live" locale="en" site={{ ...testSite(), directory: [] }} page={testPage}>
        <BusinessSearchView
          group={groupSnapshot('g', 'businessSearch', [])}
          fields={{}}
          options={readOptions(businessSearchSchema, 1, {})}
        />
      </RenderProvider>,
    );
    expect(empty).toContain(visitorDictionary('en').directoryNoResults);
  });
});
