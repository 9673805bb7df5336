/** The publish check on a draft page: heading outline, skipped levels per language, block contrast. */
import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot, ProseMirrorNode } from '../../lib/content.ts';
import { readSettings } from '../../lib/settings.ts';
import {
  groupColorPairs,
  headingIssues,
  isClean,
  pageContrastIssues,
  pageHeadings,
  publishCheck,
} from './publish-check.ts';

const text = (groupId: string, name: string, de: string | null, en: string | null = de): FieldSnapshot => ({
  id: `${groupId}-${name}`,
  revision: 1,
  pageId: 'p',
  groupId,
  name,
  content: {
    kind: 'localized',
    values: { ...(de ? { de: { text: de } } : {}), ...(en ? { en: { text: en } } : {}) },
  },
  options: {},
  media: null,
  visible: true,
});

const rich = (groupId: string, doc: ProseMirrorNode): FieldSnapshot => ({
  ...text(groupId, 'text', 'x'),
  content: { kind: 'localized', values: { de: { text: 'x', json: doc }, en: { text: 'x', json: doc } } },
});

const group = (
  id: string,
  type: string,
  fields: FieldSnapshot[],
  patch: Partial<GroupSnapshot> = {},
): GroupSnapshot => ({
  id,
  revision: 1,
  type,
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: Object.fromEntries(fields.map((f) => [f.name, f])),
  children: [],
  ...patch,
});

const pageOf = (groups: GroupSnapshot[]): PageSnapshot => ({
  id: 'p',
  revision: 1,
  collection: null,
  role: 'home',
  position: 0,
  status: 'published',
  slug: { de: '', en: '' },
  meta: { name: { de: 'Start' } },
  ogImage: null,
  fields: {},
  groups,
});

const h4Doc: ProseMirrorNode = {
  type: 'doc',
  content: [{ type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Details' }] }],
};

describe('pageHeadings', () => {
  it('the opening block is h1, other titles h2, cards one below their board, rich text its own levels', () => {
    const page = pageOf([
      group('hero', 'hero', [text('hero', 'title', 'Willkommen')]),
      group('board', 'contentSliderBoard', [text('board', 'title', 'Angebote')], {
        children: [group('card', 'contentSliderCard', [text('card', 'title', 'Brillen')])],
      }),
      group('rt', 'richTextBlock', [text('rt', 'title', 'Mehr'), rich('rt', h4Doc)]),
    ]);
    expect(pageHeadings(page, 'de').map((h) => [h.level, h.text])).toEqual([
      [1, 'Willkommen'],
      [2, 'Angebote'],
      [3, 'Brillen'],
      [2, 'Mehr'],
      [4, 'Details'],
    ]);
  });

  it('leaves out empty and hidden titles, blocks marked for deletion and blocks hidden in the language', () => {
    const page = pageOf([
      group('hero', 'hero', [text('hero', 'title', 'Willkommen')]),
      group('a', 'richTextBlock', [{ ...text('a', 'title', 'Versteckt'), visible: false }]),
      group('b', 'richTextBlock', [text('b', 'title', 'Weg')], { status: 'markedForDeletion' }),
      group('c', 'richTextBlock', [text('c', 'title', 'Nur EN')], { disallowedLanguages: ['de'] }),
      group('d', 'richTextBlock', [text('d', 'title', null)]),
    ]);
    expect(pageHeadings(page, 'de').map((h) => h.text)).toEqual(['Willkommen']);
    expect(pageHeadings(page, 'en').map((h) => h.text)).toEqual(['Willkommen', 'Nur EN']);
  });
});

describe('headingIssues', () => {
  it('reports a skipped level once, with the languages it is skipped in', () => {
    const page = pageOf([
      group('hero', 'hero', [text('hero', 'title', 'Willkommen')]),
      group('rt', 'richTextBlock', [text('rt', 'title', null), rich('rt', h4Doc)]),
    ]);
    expect(headingIssues(page, ['de', 'en'])).toEqual([
      { heading: { level: 4, text: 'Details', groupId: 'rt' }, after: 1, locales: ['de', 'en'] },
    ]);
  });
});

describe('contrast of blocks', () => {
  const settings = readSettings({});

  it('a slide with the dark secondary colour on its dark scrim fails; the default white text passes', () => {
    const card = (textColor: string) => group('card', 'contentSliderCard', [], { options: { textColor } });
    const page = (textColor: string) =>
      pageOf([group('board', 'contentSliderBoard', [], { children: [card(textColor)] })]);
    expect(pageContrastIssues(page('background'), settings)).toEqual([]);
    const issues = pageContrastIssues(page('secondary'), settings);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ groupId: 'card', text: [34, 49, 63] });
  });

  it('sections on a theme colour get the readable text the theme derives', () => {
    expect(groupColorPairs(group('x', 'cta', [], { options: { backgroundColor: 'primary' } }))).toEqual([
      { groupId: 'x', text: { on: 'primary' }, background: { color: 'primary' } },
    ]);
    expect(groupColorPairs(group('x', 'cta', [], { options: { backgroundColor: 'transparent' } }))).toEqual(
      [],
    );
  });

  it('text on an image: light colours on the dark box, others on the page background', () => {
    const pairs = (textColor: string) =>
      groupColorPairs(group('t', 'textOnImage', [], { options: { textColor } }))[0];
    expect(pairs('header')?.background).toEqual({ rgb: [15, 22, 30] });
    expect(pairs('primary')).toMatchObject({ text: { ink: 'primary' }, background: { color: 'background' } });
  });
});

describe('publishCheck', () => {
  it('is clean for a simple page and lists what it finds otherwise', () => {
    const clean = pageOf([group('hero', 'hero', [text('hero', 'title', 'Willkommen')])]);
    expect(isClean(publishCheck(clean, ['de', 'en'], readSettings({})))).toBe(true);
    const skipped = pageOf([
      group('hero', 'hero', [text('hero', 'title', 'Willkommen')]),
      group('rt', 'richTextBlock', [rich('rt', h4Doc)]),
    ]);
    const check = publishCheck(skipped, ['de', 'en'], readSettings({}));
    expect(isClean(check)).toBe(false);
    expect(check.headings).toHaveLength(1);
  });
});
