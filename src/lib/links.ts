/**
 * Link rules shared by rich text, buttons and link options: building an href from a link
 * value, the target rules (page/phone `_self`, url/email `_blank` + noopener) and the
 * scheme allow-list that keeps stored content from injecting `javascript:` URLs.
 */
import type { LinkValue } from './block-options.ts';

export interface ResolvedLink {
  href: string;
  target: '_self' | '_blank';
  rel?: 'noopener noreferrer';
}

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Returns the URL if it is relative or uses an allowed scheme; otherwise null. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = raw.trim();
  if (url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (!scheme) return null;
  return SAFE_SCHEMES.includes(`${scheme.toLowerCase()}:`) ? url : null;
}

/** Target rule: page and phone links open in place; url and e-mail links in a new tab. */
export function linkTarget(type: LinkValue['type']): ResolvedLink['target'] {
  return type === 'page' || type === 'phone' ? '_self' : '_blank';
}

/** Builds the href for a link value; `pageHref` maps a page id to its path. Null when incomplete. */
export function resolveLink(
  link: LinkValue | null | undefined,
  pageHref: (pageId: string) => string | null,
): ResolvedLink | null {
  if (!link) return null;
  let href: string | null = null;
  switch (link.type) {
    case 'url':
      href = safeHref(link.url);
      break;
    case 'phone': {
      const phone = link.phone?.replace(/[^\d+]/g, '');
      href = phone ? `tel:${phone}` : null;
      break;
    }
    case 'email':
      href = link.email?.includes('@') ? `mailto:${link.email.trim()}` : null;
      break;
    case 'page':
      href = link.page ? pageHref(link.page.id) : null;
      break;
  }
  if (!href) return null;
  const target = linkTarget(link.type);
  return target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href, target };
}

/** Shortens a link for display: scheme removed, at most 20 characters (17 + ellipsis). */
export function displayLink(href: string): string {
  const bare = href.replace(/^[a-z][a-z0-9+.-]*:(\/\/)?/i, '');
  return bare.length > 20 ? `${bare.slice(0, 17)}...` : bare;
}
