/**
 * The demo template re-branded: Optik Seeblick's rows name nothing of Optik Sonnenberg (its name,
 * town, streets, zip codes, phone numbers, people), use one address per shop everywhere (settings,
 * footer, branches, the contact page and every text), list its own two Lucerne branches with their
 * own hours, show no drawing with the demo's name on it and link only to pages that exist after
 * the golf course is left out. A business that brings only its name and address gets that address
 * as a whole and placeholders for the rest, never the demo's.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE, PLACEHOLDER } from './business-profile.ts';
import { CONTACT_HOURS } from './content/contact.ts';
import { BRANCH_SEEN, demoBranches } from './content/directory.ts';
import { BUSINESS } from './content/site.ts';
import { DEMO_PEOPLE } from './content/team.ts';
import type { DemoContent } from './index.ts';
import { DEMO_ONLY_MEDIA, SEEBLICK, WINDOW_PHOTO_ID, phraseReplacer, templateContent } from './templates.ts';

const seeblick = () => templateContent('demo', SEEBLICK, { siteId: 'optik-seeblick' });

const isIdKey = (key: string) =>
  key === 'id' || /Ids?$/.test(key) || ['publicUrl', 'originalFilename', 'objectId'].includes(key);

/** Every text of the rows with where it is (ids, files and keys left out). */
function texts(content: DemoContent): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (!value.startsWith('page:')) out.push({ path, text: value });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) if (!isIdKey(key)) walk(child, `${path}.${key}`);
  };
  const { changelog: _lunettesOwn, ...rows } = content;
  walk(rows, '');
  return out;
}

/** The texts that contain `pattern`, as 'path: text' lines (empty when none). */
const matching = (content: DemoContent, pattern: RegExp) =>
  texts(content)
    .filter(({ text }) => pattern.test(text))
    .map(({ path, text }) => `${path}: ${text.slice(0, 120)}`);

const fieldText = (content: DemoContent, id: string, locale: 'de' | 'en') => {
  const field = content.fields.find((f) => f.id === id);
  const value = field?.content?.kind === 'localized' ? field.content.values[locale]?.text : undefined;
  return value ?? '';
};

describe('phraseReplacer', () => {
  it('replaces the longest phrase, whole words only, and never a replacement again', () => {
    const replace = phraseReplacer([
      ['Marktgasse', 'Weggisgasse'],
      ['Marktgasse 21', 'Weggisgasse 12'],
      ['Anna', 'Nadia'],
      ['Nadia', 'Anna'],
    ]);
    expect(replace('Marktgasse 21 und Marktgasse 3')).toBe('Weggisgasse 12 und Weggisgasse 3');
    expect(replace('Anna, Annahme, Nadia')).toBe('Nadia, Annahme, Anna');
  });
});

describe('the demo template for Optik Seeblick (Luzern)', () => {
  it('names nothing of Optik Sonnenberg anywhere in its rows', () => {
    const json = JSON.stringify(seeblick());
    for (const word of [
      'Sonnenberg',
      'Winterthur',
      'Marktgasse',
      '8400',
      '8405',
      '+41 52',
      '+4152',
      'Töss',
      'Bachtel',
      'Rhein',
    ])
      expect(json, word).not.toContain(word);
    const people = Object.values(DEMO_PEOPLE).flatMap((p) => [p.first, p.last]);
    const demoWords = new RegExp(
      `(?<![\\p{L}])(${[...people, 'Seen', 'Zürich', 'Zurich', 'sonnenberg', 'Stadthaus'].join('|')})(?![\\p{L}])`,
      'iu',
    );
    expect(matching(seeblick(), demoWords)).toEqual([]);
  });

  it('uses one address per shop everywhere: settings, footer, branches, contact page and texts', () => {
    const content = seeblick();
    const settings = content.settings as {
      business: Record<string, string>;
      footer: Record<string, string>;
    };
    expect(settings.business).toMatchObject({
      name: 'Optik Seeblick',
      legalName: 'Optik Seeblick GmbH',
      street: 'Weggisgasse',
      streetNumber: '12',
      zip: '6004',
      city: 'Luzern',
      phone: '+41 41 410 22 33',
      email: 'info@optik-seeblick.ch',
      businessId: 'business-optik-seeblick',
    });
    expect(settings.footer).toMatchObject({
      street: 'Weggisgasse 12',
      city: '6004 Luzern',
      phone: '+41 41 410 22 33',
      email: 'info@optik-seeblick.ch',
    });
    const [main, second] = content.branches;
    expect(main).toMatchObject({
      name: 'Optik Seeblick Altstadt',
      street: 'Weggisgasse',
      streetNumber: '12',
      zip: '6004',
      city: 'Luzern',
      phone: '+41 41 410 22 33',
    });
    expect(second).toMatchObject({ name: 'Optik Seeblick Neustadt', zip: '6003', city: 'Luzern' });
    for (const locale of ['de', 'en'] as const) {
      const contact = fieldText(content, 'field-contact-intro-text', locale);
      expect(contact).toContain('Weggisgasse 12, 6004 Luzern');
      expect(contact).toContain(`${second?.street} ${second?.streetNumber}, ${second?.zip} ${second?.city}`);
      expect(contact).toContain(second?.phone);
    }
    // Every street, zip and phone number in any text is one of its shops'.
    const addresses = new Set(content.branches.map((b) => `${b.zip} ${b.city}`));
    const streets = new Set(content.branches.map((b) => `${b.street} ${b.streetNumber}`));
    const phones = new Set(content.branches.map((b) => (b.phone ?? '').replace(/\s/g, '')));
    for (const { path, text } of texts(content)) {
      for (const [place] of text.matchAll(/\b\d{4} (Luzern|Lucerne)\b/gu))
        expect(addresses, path).toContain(place);
      for (const [street] of text.matchAll(/\b(Weggisgasse|Hirschmattstrasse) \d+\w*/gu))
        expect(streets, path).toContain(street);
      for (const [phone] of text.matchAll(/\+41[\d ]{9,13}\d/gu))
        expect(phones, path).toContain(phone.replace(/\s/g, ''));
      for (const [email] of text.matchAll(/[\w.-]+@[\w.-]+\.\w+/gu))
        expect(email, path).toMatch(/@optik-seeblick\.ch$/);
    }
  });

  it('lists its own two branches in Luzern, with their own phones and opening hours', () => {
    const branches = seeblick().branches;
    expect(branches.map((b) => b.id)).toEqual(['optik-seeblick-branch-1', 'optik-seeblick-branch-2']);
    for (const branch of branches) {
      expect(branch.businessId).toBe('business-optik-seeblick');
      expect(['6003', '6004']).toContain(branch.zip);
      expect(branch.city).toBe('Luzern');
      expect(branch.phone).toMatch(/^\+41 41 /);
      expect(branch.email).toMatch(/@optik-seeblick\.ch$/);
      expect(branch.openingHours).not.toEqual(demoBranches[0]?.openingHours);
    }
    expect(new Set(branches.map((b) => b.street)).size).toBe(2);
    // The contact page states those hours, not the demo's.
    expect(fieldText(seeblick(), 'field-contact-intro-text', 'de')).not.toContain(CONTACT_HOURS.de);
    expect(fieldText(seeblick(), 'field-contact-intro-text', 'de')).toContain('donnerstags bis 20.00 Uhr');
  });

  it('names its own people on the team pages and in the job offers', () => {
    const content = seeblick();
    const team = content.pages.filter((p) => p.collection === 'team').map((p) => p.meta?.name.de);
    expect(team).toEqual(['Nadia Imhof', 'Fabio Ferretti', 'Selina Wyss']);
    const slugs = content.pages.filter((p) => p.collection === 'team').map((p) => p.slug?.de);
    expect(slugs).toEqual(['nadia-imhof', 'fabio-ferretti', 'selina-wyss']);
    expect(content.jobs.map((j) => `${j.staffFirstName ?? ''} ${j.staffLastName ?? ''}`.trim())).toEqual([
      'Nadia Imhof',
      'Fabio Ferretti',
      '',
    ]);
    expect(fieldText(content, 'field-imprint-legal-text', 'de')).toContain('Geschäftsführerin: Nadia Imhof');
  });

  it("shows no drawing with the demo's name or people, and only media and pages that exist", () => {
    const content = seeblick();
    const mediaIds = new Set(content.media.map((m) => m.id));
    for (const id of DEMO_ONLY_MEDIA) expect(mediaIds.has(id), id).toBe(false);
    expect(mediaIds.has(WINDOW_PHOTO_ID)).toBe(true);
    const json = JSON.stringify(content);
    for (const id of DEMO_ONLY_MEDIA) expect(json, id).not.toContain(`"${id}"`);
    for (const f of content.fields) {
      if (f.mediaId) expect(mediaIds.has(f.mediaId), f.id).toBe(true);
    }
    expect((content.settings as { header: { logo: unknown } }).header.logo).toBeNull();
    // The golf course (Winterthur's old town) is left out, and nothing links to it.
    const pageIds = new Set(content.pages.map((p) => p.id));
    expect(content.pages.some((p) => p.collection === 'map' || p.role?.startsWith('urban-golf-'))).toBe(
      false,
    );
    for (const [, target] of json.matchAll(/"page:([^"]+)"/g))
      expect(pageIds.has(target!), target).toBe(true);
    for (const f of content.fields) {
      const link = f.options?.['link'] as { type?: string; page?: { id: string } } | undefined;
      if (link?.type === 'page') expect(pageIds.has(link.page?.id ?? ''), f.id).toBe(true);
    }
    for (const container of content.navigation.containers) {
      if (container.pageId) expect(pageIds.has(container.pageId)).toBe(true);
      for (const child of container.children) expect(pageIds.has(child.pageId), child.id).toBe(true);
    }
    const branchIds = new Set(content.branches.map((b) => b.id));
    for (const g of content.groups) {
      const location = (g.options as { location?: string[] } | undefined)?.location ?? [];
      for (const id of location) expect(branchIds.has(id), g.id).toBe(true);
    }
  });
});

describe('the demo template for a business that brings only its name and address', () => {
  const demoPieces = [
    BUSINESS.name,
    BUSINESS.street,
    BUSINESS.zip,
    BUSINESS.city,
    BUSINESS.phone,
    BRANCH_SEEN.street,
    BRANCH_SEEN.zip,
    BRANCH_SEEN.phone,
    ...Object.values(DEMO_PEOPLE).map((p) => `${p.first} ${p.last}`),
  ];

  it('uses its whole address everywhere, and never a piece of the demo’s', () => {
    const content = templateContent(
      'demo',
      { name: 'Optik Alpenblick', street: 'Bahnhofstrasse', streetNumber: '5', zip: '3011', city: 'Bern' },
      { siteId: 'optik-alpenblick' },
    );
    const json = JSON.stringify(content);
    for (const piece of demoPieces) expect(json, piece).not.toContain(piece);
    expect(fieldText(content, 'field-contact-intro-text', 'de')).toContain('Bahnhofstrasse 5, 3011 Bern');
    expect((content.settings as { footer: Record<string, string> }).footer).toMatchObject({
      street: 'Bahnhofstrasse 5',
      city: '3011 Bern',
    });
    expect(content.branches).toHaveLength(1);
    expect(content.branches[0]).toMatchObject({
      name: 'Optik Alpenblick',
      street: 'Bahnhofstrasse',
      zip: '3011',
    });
  });

  it('fills what it leaves out with placeholders, not with the demo’s address', () => {
    const content = templateContent('blank', { name: 'Optik Drittbach', city: 'Bern' });
    const json = JSON.stringify(content);
    for (const piece of demoPieces) expect(json, piece).not.toContain(piece);
    const { street, streetNumber, zip } = PLACEHOLDER;
    expect((content.settings as { business: Record<string, string> }).business).toMatchObject({
      street,
      streetNumber,
      zip,
      city: 'Bern',
    });
    expect(fieldText(content, 'field-contact-intro-text', 'de')).toContain(
      `${street} ${streetNumber}, ${zip} Bern`,
    );
    expect(DEMO_PROFILE.shops[0].street).toBe(BUSINESS.street);
  });
});
