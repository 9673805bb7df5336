import { describe, expect, it } from 'vitest';
import type { ProseMirrorNode } from './content.ts';
import { excerpt, plainText, richTextLink } from './richtext.ts';

const doc: ProseMirrorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Gute Sicht' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Seit 1987 ' },
        { type: 'text', text: 'in Winterthur.', marks: [{ type: 'strong' }] },
      ],
    },
  ],
};

describe('plainText', () => {
  it('joins blocks with spaces and inline text without', () => {
    expect(plainText(doc)).toBe('Gute Sicht Seit 1987 in Winterthur.');
    expect(plainText(null)).toBe('');
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text at 200 characters with an ellipsis', () => {
    expect(excerpt('kurz')).toBe('kurz');
    const long = 'Wort '.repeat(100);
    const cut = excerpt(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
  });
});

describe('richTextLink', () => {
  const pageHref = (id: string) => (id === 'p1' ? '/de/kontakt' : null);
  it('resolves page links and applies target rules', () => {
    expect(richTextLink('page:p1', pageHref)).toEqual({ href: '/de/kontakt', target: '_self' });
    expect(richTextLink('tel:+41522134567', pageHref)?.target).toBe('_self');
    expect(richTextLink('https://x.ch', pageHref)).toEqual({
      href: 'https://x.ch',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(richTextLink('mailto:a@b.ch', pageHref)?.target).toBe('_blank');
  });
  it('drops unsafe links', () => {
    expect(richTextLink('javascript:alert(1)', pageHref)).toBeNull();
    expect(richTextLink('page:unknown', pageHref)).toBeNull();
    expect(richTextLink(42, pageHref)).toBeNull();
  });
});
