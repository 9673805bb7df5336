import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot } from '../content.ts';
import { isEmptySummary, MAX_SUMMARY_NAMES, summarizeVersion } from './summary.ts';

const text = (name: string, value: string): FieldSnapshot => ({
  id: `f-${name}-${value}`,
  name,
  content: { kind: 'localized', values: { de: { text: value } } },
  options: {},
  media: null,
  visible: true,
});

const group = (id: string, type: string, extra: Partial<GroupSnapshot> = {}): GroupSnapshot => ({
  id,
  type,
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: {},
  children: [],
  ...extra,
});

const page = (groups: GroupSnapshot[], extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
  id: 'p',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'seite' },
  meta: { name: { de: 'Seite' } },
  ogImage: null,
  fields: {},
  groups,
  ...extra,
});

describe('summarizeVersion', () => {
  it('marks the first version and counts its blocks and fields as new', () => {
    const s = summarizeVersion(
      page([group('a', 'text', { fields: { title: text('title', 'Hallo') } })]),
      null,
    );
    expect(s.first).toBe(true);
    expect(s.blocksAdded).toEqual({ count: 1, names: ['text'] });
    expect(s.fields).toEqual({ count: 1, names: ['title'] });
    expect(s.page).toEqual([]);
  });

  it('finds changed fields by name, ignoring empty locales and ids', () => {
    const before = page([
      group('a', 'text', { fields: { title: text('title', 'Alt'), body: text('body', 'x') } }),
    ]);
    const after = page([
      group('a', 'text', {
        fields: {
          title: text('title', 'Neu'),
          body: {
            ...text('body', 'x'),
            id: 'other',
            content: { kind: 'localized', values: { de: { text: 'x' }, en: { text: '' } } },
          },
        },
      }),
    ]);
    const s = summarizeVersion(after, before);
    expect(s.fields).toEqual({ count: 1, names: ['title'] });
    expect(s.first).toBe(false);
  });

  it('counts blocks added, removed, options changed and the fewest moved', () => {
    const before = page([group('a', 'hero'), group('b', 'text'), group('c', 'image'), group('d', 'spacer')]);
    const after = page([
      group('b', 'text'),
      group('c', 'image', { options: { width: 'wide' } }),
      group('a', 'hero'),
      group('e', 'button'),
    ]);
    const s = summarizeVersion(after, before);
    expect(s.blocksAdded).toEqual({ count: 1, names: ['button'] });
    expect(s.blocksRemoved).toEqual({ count: 1, names: ['spacer'] });
    expect(s.blocksMoved).toEqual({ count: 1, names: ['hero'] });
    expect(s.optionsChanged).toEqual({ count: 1, names: ['image'] });
  });

  it('sees a card moved to another parent and a language hidden as changes', () => {
    const card = group('k', 'card');
    const before = page([group('a', 'cards', { children: [card] }), group('b', 'cards')]);
    const after = page([
      group('a', 'cards', { disallowedLanguages: ['en'] }),
      group('b', 'cards', { children: [card] }),
    ]);
    const s = summarizeVersion(after, before);
    expect(s.blocksMoved).toEqual({ count: 1, names: ['card'] });
    expect(s.optionsChanged).toEqual({ count: 1, names: ['cards'] });
  });

  it('names the page settings that changed', () => {
    const before = page([]);
    const after = page([], {
      slug: { de: 'neu' },
      meta: { name: { de: 'Seite' }, disallowedLanguages: ['en'], password: 'geheim' },
    });
    expect(summarizeVersion(after, before).page).toEqual(['slug', 'languages', 'password']);
  });

  it('keeps exact counts but at most MAX_SUMMARY_NAMES distinct names', () => {
    const many = Array.from({ length: 20 }, (_, i) => group(`g${i}`, `type${i}`));
    const s = summarizeVersion(page(many), page([]));
    expect(s.blocksAdded.count).toBe(20);
    expect(s.blocksAdded.names).toHaveLength(MAX_SUMMARY_NAMES);
  });

  it('reports an unchanged republish as empty', () => {
    const same = page([group('a', 'text', { fields: { title: text('title', 'x') } })]);
    expect(isEmptySummary(summarizeVersion(same, same))).toBe(true);
    expect(isEmptySummary(summarizeVersion(same, null))).toBe(false);
  });
});
