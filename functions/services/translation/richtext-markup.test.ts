import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProseMirrorNode } from '../../../src/lib/content.ts';
import { inlineToMarkup, markupToInline, richTextSegments } from './richtext-markup.ts';

const link = (text: string, href: string): ProseMirrorNode => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href, target: '_blank' } }],
});

const doc: ProseMirrorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Unser Team' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Rufen Sie an: ' },
        link('044 123 45 67', 'tel:+41441234567'),
        { type: 'hardbreak' },
        { type: 'text', text: 'oder <schreiben> & ', marks: [{ type: 'strong' }] },
        link('uns', 'page:page-contact'),
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: '   ' }] },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Brillen' }] }] },
      ],
    },
    { type: 'image', attrs: { src: '/media/a.webp', alt: 'Laden' } },
  ],
};

/** A translator that changes every run of words between tags, keeping the tags. */
const shout = (markup: string) =>
  markup.replace(
    /(<[^>]*>|&\w+;)|([^<&]+)/gu,
    (_, tag: string | undefined, words: string | undefined) => tag ?? (words ?? '').toUpperCase(),
  );

describe('richTextSegments', () => {
  it('sends one markup string per text block with words, marks and inline nodes as tags', () => {
    const { segments } = richTextSegments(doc);
    expect(segments).toEqual([
      'Unser Team',
      'Rufen Sie an: <m i="1">044 123 45 67</m><x i="2"/><m i="3">oder &lt;schreiben&gt; &amp; </m><m i="4">uns</m>',
      'Brillen',
    ]);
  });

  it('keeps the structure, marks and link attributes when the words change', () => {
    const { segments, rebuild } = richTextSegments(doc);
    const out = rebuild(segments.map(shout));
    expect(out.content?.[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'UNSER TEAM' }],
    });
    expect(out.content?.[1]?.content).toEqual([
      { type: 'text', text: 'RUFEN SIE AN: ' },
      link('044 123 45 67', 'tel:+41441234567'),
      { type: 'hardbreak' },
      { type: 'text', text: 'ODER <SCHREIBEN> & ', marks: [{ type: 'strong' }] },
      link('UNS', 'page:page-contact'),
    ]);
    expect(out.content?.[2]).toEqual(doc.content?.[2]);
    expect(out.content?.[3]?.content?.[0]?.content?.[0]?.content).toEqual([
      { type: 'text', text: 'BRILLEN' },
    ]);
    expect(out.content?.[4]).toEqual(doc.content?.[4]);
    // The source document is not changed.
    expect(doc.content?.[0]?.content?.[0]?.text).toBe('Unser Team');
  });

  it('follows tags the translator moved, and keeps garbled markup as text', () => {
    const original = doc.content![1]!.content!;
    const moved = markupToInline('<m i="4">us</m> call <m i="1">044</m>', original);
    expect(moved).toEqual([
      link('us', 'page:page-contact'),
      { type: 'text', text: ' call ' },
      link('044', 'tel:+41441234567'),
    ]);
    expect(markupToInline('a < b <m i="9">c</m>', original)).toEqual([{ type: 'text', text: 'a < b c' }]);
  });

  it('refuses a wrong number of translations', () => {
    expect(() => richTextSegments(doc).rebuild(['one'])).toThrow();
  });

  it('round-trips any inline content through an identity translation (property)', () => {
    const marks = fc.constantFrom<ProseMirrorNode['marks']>(
      undefined,
      [{ type: 'strong' }],
      [{ type: 'link', attrs: { href: 'https://example.ch/?a=1&b="2"' } }],
      [{ type: 'em' }, { type: 'link', attrs: { href: 'mailto:a@b.ch' } }],
    );
    const textNode = fc
      .tuple(fc.string({ minLength: 1 }), marks)
      .map(([text, m]): ProseMirrorNode => (m ? { type: 'text', text, marks: m } : { type: 'text', text }));
    const node = fc.oneof(textNode, fc.constant<ProseMirrorNode>({ type: 'hardbreak' }));
    // Adjacent runs with the same marks read back as one run.
    const merged = (nodes: readonly ProseMirrorNode[]) =>
      nodes.reduce<ProseMirrorNode[]>((out, n) => {
        const last = out[out.length - 1];
        if (
          n.type === 'text' &&
          last?.type === 'text' &&
          JSON.stringify(last.marks) === JSON.stringify(n.marks)
        ) {
          out[out.length - 1] = { ...last, text: `${last.text ?? ''}${n.text ?? ''}` };
        } else out.push(n);
        return out;
      }, []);
    fc.assert(
      fc.property(fc.array(node, { maxLength: 8 }), (children) => {
        expect(markupToInline(inlineToMarkup(children), children)).toEqual(merged(children));
      }),
    );
  });
});
