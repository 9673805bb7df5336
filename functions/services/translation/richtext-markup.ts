/**
 * Rich text through a text-only translator without losing its structure: every text block of a
 * ProseMirror document (a paragraph, a heading, a list item's paragraph) becomes one string of
 * XML-like markup in which a marked text node is `<m i="k">…</m>` and an inline node that is not
 * text (a hard break, an image) is `<x i="k"/>`, k being the child's index. The translator keeps
 * the tags (DeepL `tag_handling=xml`); reading the answer back gives each tag its original node's
 * marks (links with all their attributes) or the original inline node, so only the words change.
 */
import type { ProseMirrorNode } from '../../../src/lib/content.ts';

/** A document cut into the strings to translate, and how to put the translations back. */
export interface RichTextSegments {
  /** One markup string per text block that has words, in document order. */
  segments: string[];
  /** The document with each of those text blocks' content replaced by the translated markup. */
  rebuild(translated: readonly string[]): ProseMirrorNode;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/gu, (ch) => ESCAPES[ch] ?? ch);
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#(\d+));/gu, (_, name: string, code?: string) => {
    if (code) return String.fromCodePoint(Number(code));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? '';
  });
}

/** A node whose children are inline (it holds text directly). */
function isTextBlock(node: ProseMirrorNode): boolean {
  return (node.content ?? []).some((child) => child.type === 'text');
}

/** The markup of one text block's inline children. */
export function inlineToMarkup(children: readonly ProseMirrorNode[]): string {
  return children
    .map((child, i) => {
      if (child.type !== 'text') return `<x i="${i}"/>`;
      const text = escapeXml(child.text ?? '');
      return child.marks?.length ? `<m i="${i}">${text}</m>` : text;
    })
    .join('');
}

const TOKEN = /<m i="(\d+)">([\s\S]*?)<\/m>|<x i="(\d+)"\s*\/>|([^<]+)|</gu;

/**
 * Inline children from (translated) markup: `<m>` takes the marks of the original child it names,
 * `<x/>` the original inline node; anything the translator garbled is kept as plain text.
 */
export function markupToInline(markup: string, original: readonly ProseMirrorNode[]): ProseMirrorNode[] {
  const out: ProseMirrorNode[] = [];
  const pushText = (text: string, marks: ProseMirrorNode['marks']) => {
    if (text === '') return;
    const last = out[out.length - 1];
    if (last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(marks ?? [])) {
      last.text = `${last.text ?? ''}${text}`;
      return;
    }
    out.push(marks?.length ? { type: 'text', text, marks: structuredClone(marks) } : { type: 'text', text });
  };
  for (const match of markup.matchAll(TOKEN)) {
    const [whole, markIndex, markText, nodeIndex, plain] = match;
    if (markIndex !== undefined) {
      pushText(unescapeXml(markText ?? ''), original[Number(markIndex)]?.marks);
    } else if (nodeIndex !== undefined) {
      const node = original[Number(nodeIndex)];
      if (node && node.type !== 'text') out.push(structuredClone(node));
    } else {
      pushText(unescapeXml(plain ?? whole), undefined);
    }
  }
  return out;
}

/**
 * Cuts a document into markup strings, one per text block with words in it.
 *
 * @example
 * const { segments, rebuild } = richTextSegments(doc);
 * const translatedDoc = rebuild(await translation.translate(segments, 'de', 'en', 'xml'));
 */
export function richTextSegments(doc: ProseMirrorNode): RichTextSegments {
  const blocks: ProseMirrorNode[] = [];
  const collect = (node: ProseMirrorNode) => {
    if (isTextBlock(node)) {
      if ((node.content ?? []).some((c) => c.type === 'text' && (c.text ?? '').trim() !== '')) {
        blocks.push(node);
      }
      return;
    }
    for (const child of node.content ?? []) collect(child);
  };
  collect(doc);
  const segments = blocks.map((block) => inlineToMarkup(block.content ?? []));

  return {
    segments,
    rebuild(translated) {
      if (translated.length !== blocks.length) throw new Error('one translation per text block expected');
      const byBlock = new Map(blocks.map((block, i) => [block, translated[i] ?? '']));
      const copy = (node: ProseMirrorNode): ProseMirrorNode => {
        const markup = byBlock.get(node);
        if (markup !== undefined) return { ...node, content: markupToInline(markup, node.content ?? []) };
        return node.content ? { ...node, content: node.content.map(copy) } : { ...node };
      };
      return copy(doc);
    },
  };
}
