import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JobSnapshot, MarketplaceItemSnapshot } from '../api/jobs.ts';
import {
  MISSING_DATE,
  contentToPlain,
  costLabel,
  createdLabel,
  employmentType,
  validThrough,
  jobPostingJsonLd,
  nextOpen,
  plainToContent,
  publishedOnly,
  quotaText,
  visibleItems,
  visibleJobs,
} from './board.ts';

const job = (over: Partial<JobSnapshot> = {}): JobSnapshot => ({
  id: 'job-1',
  title: 'Augenoptiker:in EFZ',
  created: '2026-10-05T08:00:00.000Z',
  workQuota: '80–100 %',
  description: plainToContent('Sie beraten.\nUnd messen.\n\nZweiter Absatz.'),
  titleImages: [],
  branch: {
    id: 'branch-a',
    name: 'Marktgasse',
    street: 'Marktgasse',
    streetNumber: '12',
    zip: '8400',
    city: 'Winterthur',
    phone: '+41 52 000 00 00',
    email: 'info@example.ch',
  },
  staffMember: { firstName: 'Anna', lastName: 'Sonnenberg' },
  status: 'published',
  ...over,
});

const item = (over: Partial<MarketplaceItemSnapshot> = {}): MarketplaceItemSnapshot => ({
  id: 'item-1',
  siteId: 'default',
  kind: 'frame',
  direction: 'offering',
  title: 'Panto',
  costChf: 1490.5,
  created: '2026-10-20T09:00:00.000Z',
  description: null,
  titleImage: null,
  options: { toBePickedUp: true, subjectToPostage: false, askingPrice: false },
  branch: null,
  staffMember: null,
  status: 'published',
  ...over,
});

describe('createdLabel', () => {
  it('formats the date as Intl does in de-CH and en-CH', () => {
    const date = new Date('2026-10-05T08:00:00.000Z');
    const format = (l: string) =>
      new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'Europe/Zurich' }).format(date);
    expect(createdLabel(date.toISOString(), 'de')).toBe(format('de-CH'));
    expect(createdLabel(date.toISOString(), 'en')).toBe(format('en-CH'));
  });
  it("shows 'N/A' for a missing or unreadable date", () => {
    expect(MISSING_DATE).toBe('N/A');
    for (const raw of [null, undefined, '', 'not a date']) expect(createdLabel(raw, 'de')).toBe('N/A');
  });
});

describe('quotaText', () => {
  it('shows the quota, or the not-provided text when empty', () => {
    expect(quotaText('80–100 %', 'Nicht angegeben')).toBe('80–100 %');
    expect(quotaText('  ', 'Nicht angegeben')).toBe('Nicht angegeben');
    expect(quotaText(null, 'Not provided')).toBe('Not provided');
  });
});

describe('costLabel', () => {
  it('is Intl’s CHF format of the locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const amount = cents / 100;
        const intl = (l: string) =>
          new Intl.NumberFormat(l, { style: 'currency', currency: 'CHF' }).format(amount);
        expect(costLabel(amount, 'de')).toBe(intl('de-CH'));
        expect(costLabel(amount, 'en')).toBe(intl('en-CH'));
      }),
    );
  });
  it('is null without a cost', () => {
    expect(costLabel(null, 'de')).toBeNull();
    expect(costLabel(Number.NaN, 'de')).toBeNull();
    expect(costLabel(-1, 'de')).toBeNull();
  });
});

describe('which entries show', () => {
  it('keeps only published entries', () => {
    const all = [
      item({ id: 'a' }),
      item({ id: 'b', status: 'draft' }),
      item({ id: 'c', status: 'archived' }),
    ];
    expect(publishedOnly(all).map((i) => i.id)).toEqual(['a']);
  });
  it('filters the marketplace by kind and lists the newest first, undated last', () => {
    const all = [
      item({ id: 'old', created: '2025-01-01T00:00:00Z' }),
      item({ id: 'none', created: null }),
      item({ id: 'new', created: '2026-01-01T00:00:00Z' }),
      item({ id: 'object', kind: 'object' }),
      item({ id: 'draft', status: 'draft' }),
    ];
    const ids = visibleItems(all, { showFrames: true, showObjects: false, showJobs: true }).map((i) => i.id);
    expect(ids).toEqual(['new', 'old', 'none']);
  });
  it('lists the jobs of the chosen branches (none chosen: all)', () => {
    const all = [job({ id: 'a' }), job({ id: 'b', branch: null }), job({ id: 'c', status: 'archived' })];
    expect(visibleJobs(all, []).map((j) => j.id)).toEqual(['a', 'b']);
    expect(visibleJobs(all, ['branch-a']).map((j) => j.id)).toEqual(['a']);
    expect(visibleJobs(all, ['other'])).toEqual([]);
  });
});

describe('nextOpen (one item open at a time)', () => {
  it('opens the clicked item and closes the open one when clicked again', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string(), (open, clicked) => {
        const next = nextOpen(open, clicked);
        expect(next).toBe(open === clicked ? null : clicked);
      }),
    );
  });
});

describe('plain text descriptions', () => {
  it('round-trips paragraphs and line breaks', () => {
    const text = 'Erste Zeile\nzweite Zeile\n\nNeuer Absatz';
    const content = plainToContent(text);
    expect(content?.kind).toBe('localized');
    expect(contentToPlain(content, 'de')).toBe(text);
    expect(contentToPlain(content, 'en')).toBe(text);
  });
  it('is null for blank text', () => {
    expect(plainToContent(' \n \n')).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  it('is a schema.org JobPosting with the business as hiringOrganization and the branch as jobLocation', () => {
    const ld = jobPostingJsonLd(
      job(),
      { name: 'Optik Sonnenberg', email: 'info@example.ch' },
      'https://x.ch/',
      'de',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Augenoptiker:in EFZ',
      datePosted: '2026-10-05',
      description: 'Sie beraten.\nUnd messen.\n\nZweiter Absatz.',
      employmentType: 'FULL_TIME',
      validThrough: '2027-01-03',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Optik Sonnenberg',
        sameAs: 'https://x.ch/',
        email: 'info@example.ch',
      },
      jobLocation: {
        '@type': 'Place',
        name: 'Marktgasse',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Marktgasse 12',
          postalCode: '8400',
          addressLocality: 'Winterthur',
          addressCountry: 'CH',
        },
      },
    });
  });
  it('leaves out what is missing', () => {
    const ld = jobPostingJsonLd(
      job({ created: null, branch: null, description: null, workQuota: null }),
      { name: 'X' },
      '',
      'en',
    );
    expect(ld).not.toHaveProperty('datePosted');
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld['employmentType']).toBe('OTHER');
    expect(ld['description']).toBe('Augenoptiker:in EFZ');
  });
  it('writes each list item of the description on a line of its own', () => {
    const list = (type: string, ...items: string[]) => ({
      type,
      content: items.map((text) => ({
        type: 'list_item',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      })),
    });
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Sie bringen mit:' }] },
        list('bullet_list', 'Lehre als Augenoptiker:in', 'Freude am Verkauf'),
      ],
    };
    const description = { kind: 'localized' as const, values: { de: { text: '', json: doc } } };
    const ld = jobPostingJsonLd(job({ description }), { name: 'X' }, '', 'de');
    expect(ld['description']).toBe('Sie bringen mit:\n\n- Lehre als Augenoptiker:in\n- Freude am Verkauf');
  });
  it('ends the posting JOB_POSTING_VALID_DAYS after it was posted', () => {
    expect(validThrough('2026-10-05T08:00:00.000Z')).toBe('2027-01-03');
    expect(validThrough('kein Datum')).toBeNull();
  });
  it('reads the employment type from the quota', () => {
    expect(employmentType('60 %')).toBe('PART_TIME');
    expect(employmentType('80–100 %')).toBe('FULL_TIME');
    expect(employmentType('nach Absprache')).toBeNull();
  });
});
