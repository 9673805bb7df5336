/**
 * The accessibility walks over a page snapshot with the block knowledge handed in: which block
 * opens the page decides the h1, rich text brings its own levels, images lack alt text only where
 * they are shown. (The same walks with the real registry: src/editor/history/publish-check.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot, MediaSnapshot, PageSnapshot } from '../content.ts';
import { readSettings } from '../settings.ts';
import {
  accessibilityFindings,
  fileNameOf,
  isAccessible,
  missingAltTexts,
  pageHeadings,
  type BlockFacts,
} from './accessibility.ts';

const titled: BlockFacts = {
  fields: (type) => (type === 'spacer' ? [] : [{ name: 'title', kind: 'text' }]),
  pageTitleGroupId: (groups) => groups.find((g) => g.type !== 'spacer')?.id ?? null,
};

const title = (de: string): FieldSnapshot => ({
  id: `f-${de}`,
  name: 'title',
  content: { kind: 'localized', values: { de: { text: de }, en: { text: de } } },
  options: {},
  media: null,
  visible: true,
});

const image = (id: string, alt: Partial<Record<'de' | 'en', string>>): MediaSnapshot => ({
  id,
  url: `/media/uploads/t/${encodeURIComponent(`${id} laden`)}.jpg?v=2`,
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  alt,
  focalPoint: null,
  blurHash: null,
});

const group = (id: string, type: string, fields: FieldSnapshot[], patch: Partial<GroupSnapshot> = {}) =>
  ({
    id,
    type,
    version: 1,
    status: 'published',
    options: {},
    disallowedLanguages: [],
    fields: Object.fromEntries(fields.map((f) => [f.name, f])),
    children: [],
    ...patch,
  }) satisfies GroupSnapshot;

const page = (groups: GroupSnapshot[], patch: Partial<PageSnapshot> = {}): PageSnapshot => ({
  id: 'p',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'p', en: 'p' },
  meta: { name: { de: 'P', en: 'P' } },
  ogImage: null,
  fields: {},
  groups,
  ...patch,
});

describe('pageHeadings', () => {
  it('the block the facts name opens the page (h1); the others are h2, their children one below', () => {
    const snapshot = page([
      group('s', 'spacer', []),
      group('a', 'hero', [title('Start')]),
      group('b', 'board', [title('Angebote')], { children: [group('c', 'card', [title('Brillen')])] }),
    ]);
    expect(pageHeadings(snapshot, 'de', titled).map((h) => [h.level, h.text])).toEqual([
      [1, 'Start'],
      [2, 'Angebote'],
      [3, 'Brillen'],
    ]);
  });
});

describe('missingAltTexts', () => {
  it('lists an image once with the shown languages lacking alt text, skipping hidden blocks', () => {
    const withImage = (id: string, patch: Partial<GroupSnapshot> = {}) =>
      group(id, 'hero', [], { media: [image('m1', { de: 'Laden' })], ...patch });
    const snapshot = page([withImage('a'), withImage('b', { disallowedLanguages: ['en'] })]);
    expect(missingAltTexts(snapshot, ['de', 'en'])).toEqual([
      { mediaId: 'm1', fileName: 'm1 laden.jpg', locales: ['en'] },
    ]);
    expect(missingAltTexts(page([withImage('b', { disallowedLanguages: ['en'] })]), ['de', 'en'])).toEqual(
      [],
    );
  });

  it('reads the file name from the URL, decoded, without query or hash', () => {
    expect(fileNameOf('/media/a%20b.jpg?v=1#x')).toBe('a b.jpg');
    expect(fileNameOf('')).toBe('');
  });
});

describe('accessibilityFindings', () => {
  it('is clean for a simple page', () => {
    const snapshot = page([group('a', 'hero', [title('Start')])]);
    expect(isAccessible(accessibilityFindings(snapshot, ['de', 'en'], readSettings({}), titled))).toBe(true);
  });
});
