/**
 * The jobs and marketplace HTML: published entries only, accordion buttons all closed, 'N/A'
 * and the not-provided quota, CHF through Intl, translated labels, JSON-LD, empty texts; and the
 * one-open rule when clicked (jsdom-free: the accordion rule itself is tested in src/lib/jobs/).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { JobBoardSnapshot, JobSnapshot, MarketplaceItemSnapshot } from '../../lib/api/jobs.ts';
import type { Locale } from '../../lib/content.ts';
import { createdLabel, plainToContent } from '../../lib/jobs/board.ts';
import { formatChf } from '../../lib/money.ts';
import { groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { MarketplaceView } from '../marketplace/View.tsx';
import { marketplaceSchema } from '../marketplace/schema.ts';
import { readOptions } from '../read.ts';
import { jobsSchema } from './schema.ts';
import { JobsView } from './View.tsx';

const branch = {
  id: 'branch-a',
  name: 'Optik Sonnenberg Marktgasse',
  street: 'Marktgasse',
  streetNumber: '12',
  zip: '8400',
  city: 'Winterthur',
  phone: '052 212 34 56',
  email: 'info@example.ch',
};
const job = (over: Partial<JobSnapshot>): JobSnapshot => ({
  id: 'job-1',
  title: 'Augenoptiker:in',
  created: '2026-10-05T08:00:00.000Z',
  workQuota: '80 %',
  description: plainToContent('Sie beraten unsere Kundschaft.'),
  titleImages: [],
  branch,
  staffMember: { firstName: 'Anna', lastName: 'Sonnenberg' },
  status: 'published',
  ...over,
});
const item = (over: Partial<MarketplaceItemSnapshot>): MarketplaceItemSnapshot => ({
  id: 'item-1',
  siteId: 'default',
  kind: 'frame',
  direction: 'offering',
  title: 'Panto-Fassung',
  costChf: 1490.5,
  created: null,
  description: null,
  titleImage: null,
  options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
  branch: null,
  staffMember: null,
  status: 'published',
  ...over,
});

/** React escapes the apostrophe Intl may group with. */
const esc = (text: string) => text.replace(/'/g, '&#x27;');

function render(kind: 'jobs' | 'marketplace', jobs: JobBoardSnapshot, locale: Locale = 'de') {
  const group = groupSnapshot(`group-${kind}`, kind, [textField('title', 'Titel')]);
  const site = { ...testSite(), jobs };
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={site} page={testPage}>
      {kind === 'jobs' ? (
        <JobsView group={group} fields={group.fields} options={readOptions(jobsSchema, 1, {})} />
      ) : (
        <MarketplaceView
          group={group}
          fields={group.fields}
          options={readOptions(marketplaceSchema, 1, {})}
        />
      )}
    </RenderProvider>,
  );
}

describe('jobs view', () => {
  const board = {
    offers: [
      job({}),
      job({ id: 'job-2', title: 'Ohne Pensum', workQuota: null, created: null }),
      job({ id: 'job-3', title: 'Archiviert', status: 'archived' }),
    ],
    marketplace: [],
  };
  it('shows the published jobs as closed accordion items with date, quota and contact', () => {
    const html = render('jobs', board);
    expect(html).toContain('Augenoptiker:in');
    expect(html).not.toContain('Archiviert');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toContain(
      `<time dateTime="2026-10-05T08:00:00.000Z">${createdLabel('2026-10-05T08:00:00.000Z', 'de')}</time>`,
    );
    expect(html).toContain('Ausgeschrieben am: N/A');
    expect(html).toContain('Arbeitspensum: 80 %');
    expect(html).toContain('Arbeitspensum: Nicht angegeben');
    expect(html).toContain('<p>Sie beraten unsere Kundschaft.</p>');
    expect(html).toContain('Marktgasse 12');
    expect(html).toContain('Anna Sonnenberg');
    expect(html).toContain('"@type":"JobPosting"');
  });
  it('speaks English and shows the empty text', () => {
    expect(render('jobs', board, 'en')).toContain('Work quota: Not provided');
    expect(render('jobs', { offers: [], marketplace: [] }, 'en')).toContain(
      'There are no job openings at the moment.',
    );
  });
});

describe('marketplace view', () => {
  it('shows kind, direction, CHF cost and options of published items', () => {
    const html = render('marketplace', {
      offers: [],
      marketplace: [item({}), item({ id: 'draft', title: 'Entwurf', status: 'draft' })],
    });
    expect(html).toContain('Angebot');
    expect(html).toContain('Fassung');
    expect(html).toContain(esc(`Preis: ${formatChf(1490.5, 'de')}`));
    expect(html).toContain('Abholung');
    expect(html).toContain('Verhandlungsbasis');
    expect(html).not.toContain('Versand gegen Porto');
    expect(html).not.toContain('Entwurf');
    expect(html).toContain('<dd>N/A</dd>');
  });
  it('speaks English and shows the empty text', () => {
    const html = render(
      'marketplace',
      { offers: [], marketplace: [item({ direction: 'searching', kind: 'object' })] },
      'en',
    );
    expect(html).toContain('Searching');
    expect(html).toContain(esc(`Price: ${formatChf(1490.5, 'en')}`));
    expect(render('marketplace', { offers: [], marketplace: [] }, 'en')).toContain(
      'There are no marketplace items at the moment.',
    );
  });
  it('marks the titles the shop typed in German as German on English pages', () => {
    const english = render('marketplace', { offers: [], marketplace: [item({})] }, 'en');
    expect(english).toMatch(/class="job-board__title" lang="de"/);
    expect(render('marketplace', { offers: [], marketplace: [item({})] })).not.toContain('lang="de"');
    expect(render('jobs', { offers: [job({})], marketplace: [] }, 'en')).toMatch(
      /class="job-board__title" lang="de"/,
    );
  });
  it("names each item's offering business on its row", () => {
    const html = render('marketplace', {
      offers: [],
      marketplace: [item({ business: 'Optik Seeblick' }), item({ id: 'm-2', business: null })],
    });
    expect(html.match(/Anbieter: Optik Seeblick/g)).toHaveLength(1);
    expect(
      render('marketplace', { offers: [], marketplace: [item({ business: 'Optik Seeblick' })] }, 'en'),
    ).toContain('Listed by: Optik Seeblick');
  });
});
