/**
 * Small builders of content snapshots for unit tests of block views: fields, groups, a page and
 * branches shaped exactly as the page builder hands them to views. Test support only: no runtime
 * code imports this module.
 */
import type {
  BranchSnapshot,
  FieldSnapshot,
  GroupSnapshot,
  PageSnapshot,
  ProseMirrorNode,
  SiteSnapshot,
} from './content.ts';
import { plainText } from './richtext.ts';

/** A localized text field. */
export function textField(name: string, de: string, en: string = de): FieldSnapshot {
  return {
    id: `field-${name}-${de}`,
    name,
    content: { kind: 'localized', values: { de: { text: de }, en: { text: en } } },
    options: {},
    media: null,
    visible: true,
  };
}

/** A field with one value for all locales (dates, prices). */
export function singleField(name: string, value: string | number | null): FieldSnapshot {
  return {
    id: `field-${name}-${String(value)}`,
    name,
    content: { kind: 'single', value },
    options: {},
    media: null,
    visible: true,
  };
}

/** A rich-text field of one paragraph per locale. */
export function richField(name: string, de: string, en: string = de): FieldSnapshot {
  const docOf = (text: string): ProseMirrorNode => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  return {
    id: `field-${name}`,
    name,
    content: {
      kind: 'localized',
      values: {
        de: { text: plainText(docOf(de)), json: docOf(de) },
        en: { text: plainText(docOf(en)), json: docOf(en) },
      },
    },
    options: {},
    media: null,
    visible: true,
  };
}

/** A button field with a url link. */
export function buttonField(name: string, de: string, url: string, en: string = de): FieldSnapshot {
  return { ...textField(name, de, en), options: { link: { type: 'url', url } } };
}

/** An image field. */
export function imageField(name: string, url: string, alt: string): FieldSnapshot {
  return {
    id: `field-${name}`,
    name,
    content: null,
    options: {},
    media: {
      id: `media-${name}`,
      url,
      mimeType: 'image/svg+xml',
      width: 400,
      height: 400,
      alt: { de: alt, en: alt },
      focalPoint: null,
      blurHash: null,
    },
    visible: true,
  };
}

/** A group (block) with fields, options and children. */
export function groupSnapshot(
  id: string,
  type: string,
  fields: FieldSnapshot[] = [],
  options: Record<string, unknown> = {},
  children: GroupSnapshot[] = [],
): GroupSnapshot {
  return {
    id,
    type,
    version: 1,
    status: 'published',
    options,
    disallowedLanguages: [],
    fields: Object.fromEntries(fields.map((f) => [f.name, f])),
    children,
  };
}

/** An empty free page. */
export const testPage: PageSnapshot = {
  id: 'page-test',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'test', en: 'test' },
  meta: { name: { de: 'Test', en: 'Test' } },
  ogImage: null,
  fields: {},
  groups: [],
};

/** A branch with the demo week (Mon–Fri 09:00–12:00 and 13:30–18:30, Sat 09:00–16:00). */
export function branchSnapshot(id: string, overrides: Partial<BranchSnapshot> = {}): BranchSnapshot {
  const openingHours = [1, 2, 3, 4, 5].flatMap((day) => [
    { day, open: '09:00', close: '12:00' },
    { day, open: '13:30', close: '18:30' },
  ]);
  return {
    id,
    name: `Optik ${id}`,
    street: 'Marktgasse',
    streetNumber: '21',
    zip: '8400',
    city: 'Winterthur',
    phone: '+41 52 212 34 56',
    email: `${id}@optik-sonnenberg.ch`,
    url: 'https://www.optik-sonnenberg.ch',
    latitude: null,
    longitude: null,
    openingHours: [...openingHours, { day: 6, open: '09:00', close: '16:00' }],
    specialHours: [],
    ...overrides,
  };
}

/** A site snapshot with the test page and the given branches. */
export function testSite(branches: BranchSnapshot[] = []): SiteSnapshot {
  return { pages: [testPage], navigation: { containers: [] }, settings: {}, branches };
}
