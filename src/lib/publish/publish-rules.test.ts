/**
 * The publish rules: missing translations per locale (fields and the page's name) always hold a
 * page back, accessibility findings only until confirmed, nothing on a single-language site; the
 * reasons match the missing-translation counts the toolbar shows, and read back through the
 * route's answer schema.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot, MediaSnapshot, PageSnapshot } from '../content.ts';
import { findMissingTranslations } from '../drafts.ts';
import { readSettings } from '../settings.ts';
import type { BlockFacts } from './accessibility.ts';
import {
  hasAccessibilityFindings,
  hasMissingTranslations,
  publishMustWait,
  publishReasons,
  PublishReasonsSchema,
} from './publish-rules.ts';

/** Blocks as the tests need them: a title and a rich text; the first block opens the page. */
const blocks: BlockFacts = {
  fields: () => [
    { name: 'title', kind: 'text' },
    { name: 'text', kind: 'richText' },
    { name: 'image', kind: 'media' },
  ],
  pageTitleGroupId: (groups) => groups[0]?.id ?? null,
};
const settings = readSettings({});

const text = (groupId: string, name: string, de: string | null, en: string | null): FieldSnapshot => ({
  id: `${groupId}-${name}`,
  name,
  content: {
    kind: 'localized',
    values: { ...(de === null ? {} : { de: { text: de } }), ...(en === null ? {} : { en: { text: en } }) },
  },
  options: {},
  media: null,
  visible: true,
});

const image = (id: string, alt: Partial<Record<'de' | 'en', string>>): MediaSnapshot => ({
  id,
  url: `/media/uploads/t/${id}.jpg`,
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  alt,
  focalPoint: null,
  blurHash: null,
});

const group = (id: string, fields: FieldSnapshot[], patch: Partial<GroupSnapshot> = {}): GroupSnapshot => ({
  id,
  type: 'hero',
  version: 1,
  status: 'draft',
  options: {},
  disallowedLanguages: [],
  fields: Object.fromEntries(fields.map((f) => [f.name, f])),
  children: [],
  ...patch,
});

const page = (groups: GroupSnapshot[], patch: Partial<PageSnapshot> = {}): PageSnapshot => ({
  id: 'page-new',
  collection: null,
  role: null,
  position: 0,
  status: 'draft',
  slug: { de: 'neu', en: 'new' },
  meta: { name: { de: 'Neu', en: 'New' } },
  ogImage: null,
  fields: {},
  groups,
  ...patch,
});

describe('publishReasons', () => {
  it('finds nothing on a complete, accessible page: publishing goes ahead', () => {
    const reasons = publishReasons(
      page([group('hero', [text('hero', 'title', 'Hallo', 'Hello')])]),
      settings,
      blocks,
    );
    expect(reasons).toEqual({ missingTranslations: [], missingAlt: [], headings: [], contrast: [] });
    expect(publishMustWait(reasons, false)).toBe(false);
  });

  it('holds back a page with a missing translation, per locale and field, even when confirmed', () => {
    const reasons = publishReasons(
      page([group('hero', [text('hero', 'title', 'Hallo', null)])]),
      settings,
      blocks,
    );
    expect(reasons.missingTranslations).toEqual([
      {
        locale: 'en',
        pageName: false,
        fields: [{ fieldId: 'hero-title', fieldName: 'title', groupId: 'hero', groupType: 'hero' }],
      },
    ]);
    expect(publishMustWait(reasons, false)).toBe(true);
    expect(publishMustWait(reasons, true)).toBe(true);
  });

  it('holds back a new page named in one language only (its title on /en would be empty)', () => {
    const reasons = publishReasons(page([], { meta: { name: { de: 'Nur Deutsch' } } }), settings, blocks);
    expect(reasons.missingTranslations).toEqual([{ locale: 'en', pageName: true, fields: [] }]);
    expect(publishMustWait(reasons, true)).toBe(true);
  });

  it('asks nothing of a language the page is hidden in, nor of a single-language site', () => {
    const german = page([group('hero', [text('hero', 'title', 'Hallo', null)])], {
      meta: { name: { de: 'Nur Deutsch' }, disallowedLanguages: ['en'] },
    });
    expect(hasMissingTranslations(publishReasons(german, settings, blocks))).toBe(false);
    const oneLanguage = page([group('hero', [text('hero', 'title', 'Hallo', null)])], {
      meta: { name: { de: 'Nur Deutsch' } },
    });
    expect(hasMissingTranslations(publishReasons(oneLanguage, settings, blocks, ['de']))).toBe(false);
  });

  it('holds back accessibility findings until the editor confirms them', () => {
    const withImage = group('hero', [
      text('hero', 'title', 'Hallo', 'Hello'),
      { ...text('hero', 'image', null, null), content: null, media: image('m1', { de: 'Laden' }) },
    ]);
    const reasons = publishReasons(page([withImage]), settings, blocks);
    expect(reasons.missingAlt).toEqual([{ mediaId: 'm1', fileName: 'm1.jpg', locales: ['en'] }]);
    expect(hasMissingTranslations(reasons)).toBe(false);
    expect(hasAccessibilityFindings(reasons)).toBe(true);
    expect(publishMustWait(reasons, false)).toBe(true);
    expect(publishMustWait(reasons, true)).toBe(false);
  });

  it('reads back through the answer schema unchanged (what the route sends is what the dialog gets)', () => {
    const card = group('card', [], { type: 'contentSliderCard', options: { textColor: 'secondary' } });
    const reasons = publishReasons(
      page([
        group('hero', [text('hero', 'title', 'Hallo', null)]),
        group('rt', [
          text('rt', 'title', null, null),
          {
            ...text('rt', 'text', 'x', 'x'),
            content: {
              kind: 'localized',
              values: {
                de: { text: 'x', json: { type: 'doc', content: [{ type: 'heading', attrs: { level: 4 } }] } },
                en: { text: 'x', json: { type: 'doc', content: [{ type: 'heading', attrs: { level: 4 } }] } },
              },
            },
          },
        ]),
        group('board', [], { children: [card] }),
      ]),
      settings,
      blocks,
    );
    expect(reasons.headings).toHaveLength(1);
    expect(reasons.contrast).toHaveLength(1);
    expect(v.parse(PublishReasonsSchema, JSON.parse(JSON.stringify(reasons)))).toEqual(reasons);
  });

  it('lists exactly the fields the toolbar counts as missing, per locale (property)', () => {
    const value = fc.option(fc.constantFrom('', ' ', 'Text'), { nil: null });
    const spec = fc.record({ de: value, en: value, hideEn: fc.boolean(), visible: fc.boolean() });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 6 }), (specs) => {
        const snapshot = page(
          specs.map((s, i) =>
            group(`g${i}`, [{ ...text(`g${i}`, 'title', s.de, s.en), visible: s.visible }], {
              disallowedLanguages: s.hideEn ? ['en'] : [],
            }),
          ),
        );
        const reasons = publishReasons(snapshot, settings, blocks);
        const counted = findMissingTranslations(snapshot, ['de', 'en']);
        for (const locale of ['de', 'en'] as const) {
          const listed = reasons.missingTranslations.find((m) => m.locale === locale)?.fields ?? [];
          expect(listed.map((f) => f.fieldId)).toEqual(counted[locale].fieldIds);
        }
      }),
    );
  });
});
