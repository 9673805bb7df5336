import { describe, expect, it } from 'vitest';
import { displayLink, linkTarget, resolveLink, safeHref } from './links.ts';

describe('safeHref', () => {
  it('keeps relative and allowed schemes', () => {
    expect(safeHref('/de/kontakt')).toBe('/de/kontakt');
    expect(safeHref('https://example.ch')).toBe('https://example.ch');
    expect(safeHref('mailto:a@b.ch')).toBe('mailto:a@b.ch');
  });
  it('refuses script and protocol-relative URLs', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

describe('resolveLink', () => {
  const pageHref = (id: string) => (id === 'p1' ? '/de/kontakt' : null);
  it('applies the target rules', () => {
    expect(linkTarget('page')).toBe('_self');
    expect(linkTarget('phone')).toBe('_self');
    expect(linkTarget('url')).toBe('_blank');
    expect(linkTarget('email')).toBe('_blank');
  });
  it('builds hrefs per type', () => {
    expect(
      resolveLink(
        { type: 'page', url: null, phone: null, email: null, page: { id: 'p1', collection: null } },
        pageHref,
      ),
    ).toEqual({ href: '/de/kontakt', target: '_self' });
    expect(
      resolveLink({ type: 'phone', url: null, phone: '052 213 45 67', email: null, page: null }, pageHref),
    ).toEqual({ href: 'tel:0522134567', target: '_self' });
    expect(
      resolveLink({ type: 'url', url: 'https://x.ch', phone: null, email: null, page: null }, pageHref),
    ).toEqual({ href: 'https://x.ch', target: '_blank', rel: 'noopener noreferrer' });
  });
  it('answers null for incomplete links', () => {
    expect(
      resolveLink({ type: 'email', url: null, phone: null, email: 'nope', page: null }, pageHref),
    ).toBeNull();
    expect(
      resolveLink(
        { type: 'page', url: null, phone: null, email: null, page: { id: 'x', collection: null } },
        pageHref,
      ),
    ).toBeNull();
    expect(resolveLink(null, pageHref)).toBeNull();
  });
});

describe('displayLink', () => {
  it('removes the scheme and truncates to 17 characters plus ellipsis', () => {
    expect(displayLink('https://optik.ch')).toBe('optik.ch');
    expect(displayLink('https://www.optik-sonnenberg.ch/kontakt')).toBe('www.optik-sonnenb...');
  });
});
