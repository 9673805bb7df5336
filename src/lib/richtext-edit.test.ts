import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProseMirrorNode } from './content.ts';
import { richTextLink } from './richtext.ts';
import {
  compactDoc,
  docKey,
  emptyLinkDraft,
  hasContent,
  headingLevel,
  linkDraftFromHref,
  linkInsertText,
  normalizeEmail,
  normalizePhone,
  normalizeUrl,
  paragraphStyleClass,
  paragraphStyleFromClass,
  plainTextDoc,
  richLinkHref,
  richLinkLabel,
  richLinkTarget,
  richLinkType,
  richTextContent,
  TEXT_STYLES,
  textStyleBlock,
  textStyleOf,
  toEditorDoc,
  type RichLinkDraft,
} from './richtext-edit.ts';

const names: Record<string, string> = { 'page-contact': 'Kontakt' };
const pageName = (id: string) => names[id] ?? null;

describe('link href per type', () => {
  it('is null until the needed value exists', () => {
    for (const type of ['url', 'phone', 'email', 'page'] as const) {
      expect(richLinkHref(emptyLinkDraft(type))).toBeNull();
    }
    // a value of another type does not count
    expect(richLinkHref({ ...emptyLinkDraft('page'), url: 'https://beispiel.ch' })).toBeNull();
    expect(richLinkHref({ ...emptyLinkDraft('email'), phone: '+41 44 123 45 67' })).toBeNull();
  });

  it('builds url links, adding https:// to bare domains', () => {
    expect(normalizeUrl('beispiel.ch')).toBe('https://beispiel.ch');
    expect(normalizeUrl(' https://www.beispiel.ch/a?b=1 ')).toBe('https://www.beispiel.ch/a?b=1');
    expect(normalizeUrl('http://localhost:4321/de/')).toBe('http://localhost:4321/de/');
    expect(normalizeUrl('/de/kontakt')).toBe('/de/kontakt');
    expect(normalizeUrl('#team')).toBe('#team');
    expect(normalizeUrl('beispiel')).toBeNull();
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('ftp://beispiel.ch')).toBeNull();
    expect(normalizeUrl('//beispiel.ch')).toBe('https://beispiel.ch');
    expect(normalizeUrl('bei spiel.ch')).toBeNull();
    expect(normalizeUrl('#')).toBeNull();
  });

  it('builds phone links with whitespace and separators removed', () => {
    expect(normalizePhone('+41 44 123 45 67')).toBe('+41441234567');
    expect(normalizePhone('044/123-45-67')).toBe('0441234567');
    expect(normalizePhone('(044) 123.45.67')).toBe('0441234567');
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('044 123 45 6x')).toBeNull();
    expect(richLinkHref({ ...emptyLinkDraft('phone'), phone: '+41 44 123 45 67' })).toBe('tel:+41441234567');
  });

  it('builds e-mail links', () => {
    expect(normalizeEmail(' info@optik-muster.ch ')).toBe('info@optik-muster.ch');
    expect(normalizeEmail('info@optik')).toBeNull();
    expect(normalizeEmail('info optik@x.ch')).toBeNull();
    expect(richLinkHref({ ...emptyLinkDraft('email'), email: 'info@optik-muster.ch' })).toBe(
      'mailto:info@optik-muster.ch',
    );
  });

  it('builds page links as page:{id}', () => {
    expect(richLinkHref({ ...emptyLinkDraft('page'), pageId: 'page-contact' })).toBe('page:page-contact');
  });

  it('reads a stored href back into a draft of the same type', () => {
    expect(linkDraftFromHref('page:page-contact')).toEqual({
      ...emptyLinkDraft('page'),
      pageId: 'page-contact',
    });
    expect(linkDraftFromHref('tel:+41441234567')).toEqual({
      ...emptyLinkDraft('phone'),
      phone: '+41441234567',
    });
    expect(linkDraftFromHref('mailto:a@b.ch?subject=x')).toEqual({
      ...emptyLinkDraft('email'),
      email: 'a@b.ch',
    });
    expect(linkDraftFromHref('https://beispiel.ch')).toEqual({
      ...emptyLinkDraft('url'),
      url: 'https://beispiel.ch',
    });
    expect(linkDraftFromHref('tel:%E0%A4%A')).toEqual({ ...emptyLinkDraft('phone'), phone: '%E0%A4%A' });
  });

  it('round-trips every valid draft (href -> draft -> same href)', () => {
    const draft = fc.oneof(
      fc
        .webUrl({ validSchemes: ['https', 'http'] })
        .map((url): RichLinkDraft => ({ ...emptyLinkDraft('url'), url })),
      fc
        .stringMatching(/^\+?[0-9]{3,15}$/)
        .map((phone): RichLinkDraft => ({ ...emptyLinkDraft('phone'), phone })),
      fc
        .stringMatching(/^[a-z0-9._-]{1,12}@[a-z0-9-]{1,12}\.[a-z]{2,6}$/)
        .map((email): RichLinkDraft => ({ ...emptyLinkDraft('email'), email })),
      fc
        .stringMatching(/^[\w-]{1,30}$/)
        .map((pageId): RichLinkDraft => ({ ...emptyLinkDraft('page'), pageId })),
    );
    fc.assert(
      fc.property(draft, (d) => {
        const href = richLinkHref(d);
        if (href === null) return; // e.g. a generated url without a dotted host
        expect(richLinkType(href)).toBe(d.type);
        expect(richLinkHref(linkDraftFromHref(href))).toBe(href);
      }),
    );
  });

  it('follows the target rules: page and phone in place, url and e-mail in a new tab', () => {
    expect(richLinkTarget('page:x')).toBe('_self');
    expect(richLinkTarget('tel:+41441234567')).toBe('_self');
    expect(richLinkTarget('https://beispiel.ch')).toBe('_blank');
    expect(richLinkTarget('mailto:a@b.ch')).toBe('_blank');
    // the live renderer agrees for every stored kind
    for (const href of ['tel:+41441234567', 'https://beispiel.ch', 'mailto:a@b.ch']) {
      expect(richTextLink(href, () => null)?.target).toBe(richLinkTarget(href));
    }
    expect(richTextLink('page:x', () => '/de/x')?.target).toBe(richLinkTarget('page:x'));
  });

  it('labels links: page name, else 17 characters + ... without the scheme', () => {
    expect(richLinkLabel('page:page-contact', pageName)).toBe('Kontakt');
    expect(richLinkLabel('page:page-gone', pageName)).toBe('page-gone');
    expect(richLinkLabel('https://www.optik-muster.ch/angebot', pageName)).toBe('www.optik-muster....');
    expect(richLinkLabel('mailto:info@b.ch', pageName)).toBe('info@b.ch');
    expect(richLinkLabel('tel:+41441234567', pageName)).toBe('+41441234567');
  });

  it('inserts the typed value (or page name) when no text is selected', () => {
    expect(linkInsertText({ ...emptyLinkDraft('url'), url: 'https://beispiel.ch/' }, pageName)).toBe(
      'beispiel.ch/',
    );
    expect(linkInsertText({ ...emptyLinkDraft('page'), pageId: 'page-contact' }, pageName)).toBe('Kontakt');
    expect(linkInsertText({ ...emptyLinkDraft('phone'), phone: ' 044 123 45 67 ' }, pageName)).toBe(
      '044 123 45 67',
    );
  });
});

describe('text styles', () => {
  it('maps each menu entry to a block and back', () => {
    for (const style of TEXT_STYLES) {
      const block = textStyleBlock(style);
      expect(textStyleOf(block.type, block.attrs)).toBe(style);
    }
    expect(textStyleBlock('large')).toEqual({ type: 'paragraph', attrs: { textStyle: 'large' } });
    expect(textStyleBlock('heading2')).toEqual({ type: 'heading', attrs: { level: 2 } });
  });

  it('keeps headings 4–6 outside the menu and ignores unknown paragraph styles', () => {
    expect(textStyleOf('heading', { level: 5 })).toEqual({ level: 5 });
    expect(textStyleOf('heading', { level: 9 })).toEqual({ level: 6 });
    expect(textStyleOf('paragraph', { textStyle: 'huge' })).toBe('paragraph');
    expect(textStyleOf('paragraph', undefined)).toBe('paragraph');
    expect(textStyleOf('code_block', {})).toBeNull();
    expect(headingLevel(undefined)).toBe(2);
    expect(headingLevel(0)).toBe(2);
    expect(headingLevel(-3)).toBe(1);
  });

  it('uses the live renderer classes for styled paragraphs', () => {
    expect(paragraphStyleClass('large')).toBe('text-large');
    expect(paragraphStyleClass('small')).toBe('text-small');
    expect(paragraphStyleClass(null)).toBeNull();
    expect(paragraphStyleFromClass('foo text-small')).toBe('small');
    expect(paragraphStyleFromClass('text-largeish')).toBeNull();
  });
});

const seedDoc: ProseMirrorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Unser Angebot' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Rufen Sie ' },
        { type: 'text', text: 'uns', marks: [{ type: 'link', attrs: { href: 'tel:+41441234567' } }] },
        { type: 'text', text: ' an.', marks: [{ type: 'strong' }] },
      ],
    },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Brillen' }] }] },
      ],
    },
  ],
};

/** The same document as Milkdown's `doc.toJSON()` gives it back (defaults filled in). */
const milkdownDoc: ProseMirrorNode = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { id: 'unser-angebot', level: 2 },
      content: [{ type: 'text', text: 'Unser Angebot' }],
    },
    {
      type: 'paragraph',
      attrs: { textStyle: null },
      content: [
        { type: 'text', text: 'Rufen Sie ' },
        {
          type: 'text',
          text: 'uns',
          marks: [{ type: 'link', attrs: { href: 'tel:+41441234567', title: null } }],
        },
        { type: 'text', text: ' an.', marks: [{ type: 'strong', attrs: { marker: '*' } }] },
      ],
    },
    {
      type: 'bullet_list',
      attrs: { spread: false },
      content: [
        {
          type: 'list_item',
          attrs: { label: '•', listType: 'bullet', spread: true },
          content: [
            { type: 'paragraph', attrs: { textStyle: null }, content: [{ type: 'text', text: 'Brillen' }] },
          ],
        },
      ],
    },
  ],
};

describe('documents', () => {
  it('compacts an editor document to the stored (seed) form', () => {
    const compact = compactDoc(milkdownDoc);
    expect(JSON.stringify(compact)).toBe(JSON.stringify(seedDoc));
  });

  it('keeps paragraph text styles and heading levels', () => {
    const doc: ProseMirrorNode = {
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { textStyle: 'small' }, content: [{ type: 'text', text: 'Klein' }] },
        { type: 'heading', attrs: { id: 'x', level: 5 }, content: [{ type: 'text', text: 'H5' }] },
        { type: 'ordered_list', attrs: { order: 3, spread: false }, content: [] },
      ],
    };
    expect(compactDoc(doc).content).toEqual([
      { type: 'paragraph', attrs: { textStyle: 'small' }, content: [{ type: 'text', text: 'Klein' }] },
      { type: 'heading', attrs: { level: 5 }, content: [{ type: 'text', text: 'H5' }] },
      { type: 'ordered_list', attrs: { order: 3 } },
    ]);
  });

  it('drops links with unsafe hrefs but keeps page, tel, mailto and web links', () => {
    const text = (href: string): ProseMirrorNode => ({
      type: 'text',
      text: 'x',
      marks: [{ type: 'link', attrs: { href } }],
    });
    const doc: ProseMirrorNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            'javascript:alert(1)',
            'page:p1',
            'page:../x',
            'tel:+41',
            'mailto:a@b.ch',
            'https://a.ch',
          ].map(text),
        },
      ],
    };
    const marks = compactDoc(doc).content?.[0]?.content?.map((t) => t.marks?.[0]?.attrs?.['href'] ?? null);
    expect(marks).toEqual([null, 'page:p1', null, 'tel:+41', 'mailto:a@b.ch', 'https://a.ch']);
  });

  it('makes stored documents loadable by the editor schema', () => {
    expect(toEditorDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(toEditorDoc({ type: 'doc', content: [] })).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
    const old: ProseMirrorNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'em' }, { type: 'strike_through' }] },
            { type: 'hard_break' },
            { type: 'text', text: '' },
            { type: 'text', text: 'b', marks: [{ type: 'code' }, { type: 'link' }] },
          ],
        },
        { type: 'horizontal_rule' },
        { type: 'heading', attrs: { level: 8 }, content: [{ type: 'text', text: 'h' }] },
        { type: 'callout', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'c' }] }] },
      ],
    };
    expect(toEditorDoc(old)).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'emphasis' }] },
            { type: 'hardbreak' },
            { type: 'text', text: 'b', marks: [{ type: 'inlineCode' }] },
          ],
        },
        { type: 'hr' },
        { type: 'heading', attrs: { level: 6 }, content: [{ type: 'text', text: 'h' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'c' }] },
      ],
    });
  });

  it('gives equal keys for a stored document and its editor round trip', () => {
    expect(docKey(toEditorDoc(seedDoc))).toBe(docKey(seedDoc));
    expect(docKey(milkdownDoc)).toBe(docKey(seedDoc));
  });

  it('builds the save content: compacted json plus plain text, or null for an empty document', () => {
    expect(richTextContent(milkdownDoc, 'de')).toEqual({
      locale: 'de',
      text: 'Unser Angebot Rufen Sie uns an. Brillen',
      json: compactDoc(milkdownDoc),
    });
    const blank: ProseMirrorNode = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '  ' }] }, { type: 'paragraph' }],
    };
    expect(richTextContent(blank, 'en')).toEqual({ locale: 'en', text: null, json: null });
    expect(hasContent({ type: 'doc', content: [{ type: 'hr' }] })).toBe(true);
  });

  it('falls back to plain paragraphs', () => {
    expect(plainTextDoc('Eins\n\nZwei')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Eins' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Zwei' }] },
      ],
    });
    expect(plainTextDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
