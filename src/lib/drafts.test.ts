import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldContent, FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from './content.ts';
import {
  buttonFlags,
  canPublish,
  comparePage,
  findMissingTranslations,
  isLinkComplete,
  isMultilingual,
  normalizeContent,
  totalChanges,
  totalMissing,
  translationWork,
  countUnreviewed,
} from './drafts.ts';

const text = (de: string | null, en: string | null): FieldContent => ({
  kind: 'localized',
  values: { de: { text: de }, en: { text: en } },
});

function field(id: string, content: FieldContent | null, extra: Partial<FieldSnapshot> = {}): FieldSnapshot {
  return { id, name: id, content, options: {}, media: null, visible: true, ...extra };
}

function group(id: string, fields: FieldSnapshot[], extra: Partial<GroupSnapshot> = {}): GroupSnapshot {
  return {
    id,
    type: 'cta',
    version: 1,
    status: 'published',
    options: {},
    disallowedLanguages: [],
    fields: Object.fromEntries(fields.map((f) => [f.name, f])),
    children: [],
    ...extra,
  };
}

function page(groups: GroupSnapshot[], extra: Partial<PageSnapshot> = {}): PageSnapshot {
  return {
    id: 'page-x',
    collection: null,
    role: null,
    position: 0,
    status: 'published',
    slug: { de: 'x', en: 'x' },
    meta: { name: { de: 'X', en: 'X' }, disallowedLanguages: [] },
    ogImage: null,
    fields: {},
    groups,
    ...extra,
  };
}

const base = () =>
  page([
    group('g1', [field('title', text('Hallo', 'Hello'))]),
    group('g2', [field('body', text('Text', 'Text'))], { options: { alignment: 'left' } }),
    group('g3', []),
  ]);

describe('comparePage', () => {
  it('finds nothing when both sides are equal', () => {
    const changes = comparePage(base(), base());
    expect(changes.counts).toEqual({ fields: 0, groups: 0, pages: 0 });
    expect(totalChanges(changes.counts)).toBe(0);
  });

  it('counts a never-published page, and its non-empty fields', () => {
    const changes = comparePage(base(), null);
    expect(changes.counts.pages).toBe(1);
    expect(changes.counts.groups).toBe(3);
    expect(changes.counts.fields).toBe(2);
  });

  it('counts a changed field text, options, media and visibility', () => {
    const draft = base();
    draft.groups[0]!.fields['title'] = field('title', text('Hallo!', 'Hello'));
    expect(comparePage(draft, base()).fieldIds).toEqual(['title']);
    const hidden = base();
    hidden.groups[0]!.fields['title']!.visible = false;
    expect(comparePage(hidden, base()).counts.fields).toBe(1);
    const withOption = base();
    withOption.groups[0]!.fields['title']!.options = { link: { type: 'url', url: 'https://x.ch' } };
    expect(comparePage(withOption, base()).counts.fields).toBe(1);
  });

  it('treats a new empty field as unchanged and empty locales as absent', () => {
    const draft = base();
    draft.groups[2]!.fields['extra'] = field('extra', text(null, '  '));
    expect(comparePage(draft, base()).counts.fields).toBe(0);
    expect(normalizeContent(text('', null))).toBeNull();
    expect(normalizeContent({ kind: 'single', value: false })).toEqual({ single: false });
  });

  it('counts a new group, a marked group, changed options and languages', () => {
    const draft = base();
    draft.groups.push(group('g4', [], { status: 'draft' }));
    draft.groups[0]!.status = 'markedForDeletion';
    draft.groups[1]!.options = { alignment: 'right' };
    draft.groups[2]!.disallowedLanguages = ['en'];
    const changes = comparePage(draft, base());
    expect(changes.groupIds.sort()).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(changes.counts.pages).toBe(0);
  });

  it('counts moved groups but not groups shifted by an insertion', () => {
    const swapped = base();
    swapped.groups = [swapped.groups[1]!, swapped.groups[0]!, swapped.groups[2]!];
    expect(comparePage(swapped, base()).groupIds.sort()).toEqual(['g1', 'g2']);
    const inserted = base();
    inserted.groups.unshift(group('new', [], { status: 'draft' }));
    expect(comparePage(inserted, base()).groupIds).toEqual(['new']);
  });

  it('counts slug and meta changes of the page', () => {
    expect(comparePage(page([], { slug: { de: 'y', en: 'x' } }), page([])).counts.pages).toBe(1);
    const renamed = page([], { meta: { name: { de: 'Neu', en: 'X' } } });
    expect(comparePage(renamed, page([])).pageChanged).toBe(true);
    const sameButReordered = page([], { meta: { disallowedLanguages: [], name: { en: 'X', de: 'X' } } });
    expect(comparePage(sameButReordered, page([])).pageChanged).toBe(false);
  });

  it('walks cards of group collections', () => {
    const withCards = (title: string) =>
      page([group('board', [], { children: [group('card', [field('card-title', text(title, title))])] })]);
    expect(comparePage(withCards('Neu'), withCards('Alt')).fieldIds).toEqual(['card-title']);
  });

  it('is zero exactly when the sides are equal (property)', () => {
    const contentArb = fc.option(
      fc.record({ de: fc.option(fc.string(), { nil: null }), en: fc.option(fc.string(), { nil: null }) }),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(contentArb, { maxLength: 5 }), fc.array(contentArb, { maxLength: 5 }), (a, b) => {
        const build = (contents: typeof a) =>
          page([
            group(
              'g',
              contents.map((c, i) => field(`f${i}`, c ? text(c.de, c.en) : null)),
            ),
          ]);
        const same = comparePage(build(a), build(a));
        expect(totalChanges(same.counts)).toBe(0);
        const diff = comparePage(build(a), build(b));
        // Every counted field really differs once normalised.
        for (const id of diff.fieldIds) {
          const i = Number(id.slice(1));
          const na = normalizeContent(a[i] ? text(a[i].de, a[i].en) : null);
          const nb = normalizeContent(b[i] ? text(b[i].de, b[i].en) : null);
          expect(JSON.stringify(na)).not.toBe(JSON.stringify(nb));
        }
      }),
    );
  });
});

describe('findMissingTranslations', () => {
  const locales: Locale[] = ['de', 'en'];

  it('reports a field filled in one locale and empty in another, per locale', () => {
    const p = page([
      group('g', [field('a', text('Hallo', null)), field('b', text(null, 'Hi')), field('c', text('x', 'y'))]),
    ]);
    const missing = findMissingTranslations(p, locales);
    expect(missing.en).toEqual({ count: 1, fieldIds: ['a'] });
    expect(missing.de).toEqual({ count: 1, fieldIds: ['b'] });
    expect(totalMissing(missing)).toBe(2);
  });

  it('ignores empty fields, single values, hidden fields and marked groups', () => {
    const p = page([
      group('g', [
        field('empty', text(null, '')),
        field('single', { kind: 'single', value: 'x' }),
        field('hidden', text('nur de', null), { visible: false }),
      ]),
      group('marked', [field('m', text('nur de', null))], { status: 'markedForDeletion' }),
    ]);
    expect(totalMissing(findMissingTranslations(p, locales))).toBe(0);
  });

  it('respects page and group language visibility', () => {
    const hiddenGroup = page([
      group('g', [field('a', text('nur de', null))], { disallowedLanguages: ['en'] }),
    ]);
    expect(totalMissing(findMissingTranslations(hiddenGroup, locales))).toBe(0);
    const hiddenPage = page([group('g', [field('a', text('nur de', null))])], {
      meta: { name: { de: 'X' }, disallowedLanguages: ['en'] },
    });
    expect(totalMissing(findMissingTranslations(hiddenPage, locales))).toBe(0);
    const hiddenParent = page([
      group('board', [], {
        disallowedLanguages: ['en'],
        children: [group('card', [field('a', text('de', null))])],
      }),
    ]);
    expect(totalMissing(findMissingTranslations(hiddenParent, locales))).toBe(0);
  });

  it('finds nothing on a single-language site', () => {
    const p = page([group('g', [field('a', text('Hallo', null))])]);
    expect(totalMissing(findMissingTranslations(p, ['de']))).toBe(0);
    expect(isMultilingual(['de'])).toBe(false);
    expect(isMultilingual(['de', 'en'])).toBe(true);
  });

  it('checks page-level fields too', () => {
    const p = page([], { fields: { name: field('name', text('Anna', null)) } });
    expect(findMissingTranslations(p, locales).en.fieldIds).toEqual(['name']);
  });

  it('counts a field as missing in a locale iff it is empty there and filled elsewhere (property)', () => {
    const value = fc.option(fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1 })), {
      nil: null,
    });
    fc.assert(
      fc.property(value, value, (de, en) => {
        const missing = findMissingTranslations(page([group('g', [field('f', text(de, en))])]), locales);
        const filled = (s: string | null) => s !== null && s.trim() !== '';
        expect(missing.de.count).toBe(!filled(de) && filled(en) ? 1 : 0);
        expect(missing.en.count).toBe(!filled(en) && filled(de) ? 1 : 0);
      }),
    );
  });
});

describe('translationWork', () => {
  const locales: Locale[] = ['de', 'en'];

  it('lists missing and unreviewed fields per locale in page order, with their block', () => {
    const p = page(
      [
        group('g1', [
          field('a', text('Hallo', null)),
          field('b', text('Welt', '[en] World'), { machineTranslated: { en: true } }),
        ]),
        group('g2', [field('c', text('Text', 'Text'), { machineTranslated: { de: true } })], {
          type: 'hero',
        }),
      ],
      { fields: { name: field('name', text(null, 'Anna')) } },
    );
    const work = translationWork(p, locales);
    expect(work.en).toEqual([
      { fieldId: 'a', fieldName: 'a', groupId: 'g1', groupType: 'cta', reason: 'missing' },
      { fieldId: 'b', fieldName: 'b', groupId: 'g1', groupType: 'cta', reason: 'unreviewed' },
    ]);
    expect(work.de).toEqual([
      { fieldId: 'name', fieldName: 'name', groupId: null, groupType: null, reason: 'missing' },
      { fieldId: 'c', fieldName: 'c', groupId: 'g2', groupType: 'hero', reason: 'unreviewed' },
    ]);
    expect(countUnreviewed(work)).toBe(2);
    // The missing part is exactly what the status call counts.
    const missing = findMissingTranslations(p, locales);
    for (const l of locales) {
      expect(work[l].filter((i) => i.reason === 'missing').map((i) => i.fieldId)).toEqual(
        missing[l].fieldIds,
      );
    }
  });

  it('ignores marks where the field is hidden, empty or the site has one language', () => {
    const marked = { machineTranslated: { en: true } };
    const p = page([
      group('g', [field('hidden', text('a', 'b'), { ...marked, visible: false })]),
      group('noEn', [field('x', text('a', 'b'), marked)], { disallowedLanguages: ['en'] }),
      group('gone', [field('y', text('a', 'b'), marked)], { status: 'markedForDeletion' }),
    ]);
    expect(countUnreviewed(translationWork(p, locales))).toBe(0);
    const one = page([group('g', [field('z', text('a', 'b'), marked)])]);
    expect(countUnreviewed(translationWork(one, ['de']))).toBe(0);
    expect(countUnreviewed(translationWork(one, locales))).toBe(1);
  });
});

describe('canPublish', () => {
  const none = { de: { count: 0, fieldIds: [] }, en: { count: 0, fieldIds: [] } };
  const some = { de: { count: 0, fieldIds: [] }, en: { count: 2, fieldIds: ['a', 'b'] } };
  it('needs a change', () => {
    expect(canPublish({ fields: 0, groups: 0, pages: 0 }, none, true)).toBe(false);
    expect(canPublish({ fields: 1, groups: 0, pages: 0 }, none, true)).toBe(true);
  });
  it('needs complete translations only on multilingual sites', () => {
    expect(canPublish({ fields: 1, groups: 0, pages: 0 }, some, true)).toBe(false);
    expect(canPublish({ fields: 1, groups: 0, pages: 0 }, some, false)).toBe(true);
  });
  it('holds for any counts (property)', () => {
    const n = fc.nat({ max: 20 });
    fc.assert(
      fc.property(n, n, n, n, fc.boolean(), (fields, groups, pages, missingEn, multi) => {
        const missing = { de: { count: 0, fieldIds: [] }, en: { count: missingEn, fieldIds: [] } };
        const expected = fields + groups + pages > 0 && (!multi || missingEn === 0);
        expect(canPublish({ fields, groups, pages }, missing, multi)).toBe(expected);
      }),
    );
  });
});

describe('buttons', () => {
  it('knows complete links', () => {
    expect(isLinkComplete({ type: 'url', url: 'https://optik.ch' })).toBe(true);
    expect(isLinkComplete({ type: 'url', url: ' ' })).toBe(false);
    expect(isLinkComplete({ type: 'phone', phone: '044 123 45 67' })).toBe(true);
    expect(isLinkComplete({ type: 'phone', phone: 'abc' })).toBe(false);
    expect(isLinkComplete({ type: 'email', email: 'a@b.ch' })).toBe(true);
    expect(isLinkComplete({ type: 'email', email: 'ab.ch' })).toBe(false);
    expect(isLinkComplete({ type: 'page', page: { id: 'page-home' } })).toBe(true);
    expect(isLinkComplete({ type: 'page', page: null })).toBe(false);
    expect(isLinkComplete(null)).toBe(false);
    expect(isLinkComplete({ type: 'ftp', url: 'x' })).toBe(false);
  });

  it('flags a button without link or without text', () => {
    const noLink = field('button', text('Termin', 'Book'));
    expect(buttonFlags(noLink)).toEqual({ missingLink: true, missingText: [] });
    const noEnglish = field('button', text('Termin', null), {
      options: { link: { type: 'url', url: 'https://x.ch' } },
    });
    expect(buttonFlags(noEnglish)).toEqual({ missingLink: false, missingText: ['en'] });
  });
});
