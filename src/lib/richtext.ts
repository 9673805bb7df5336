/**
 * Pure helpers for stored rich text (Milkdown / ProseMirror JSON): plain text, excerpts, and
 * the href rules of links inside rich text.
 */
import type { ProseMirrorNode } from './content.ts';
import { safeHref } from './links.ts';

/** Excerpt length of rich text in cards (visitor spec §9). */
export const EXCERPT_LENGTH = 200;
/** Size of an image embedded in rich text. */
export const RICH_TEXT_IMAGE = { width: 600, height: 400 } as const;

/** Concatenated text of a document, blocks separated by a space. */
export function plainText(node: ProseMirrorNode | null | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardbreak' || node.type === 'hard_break') return ' ';
  const parts = (node.content ?? []).map(plainText);
  const joined = parts.join(isBlockContainer(node) ? ' ' : '');
  return joined.replace(/\s+/g, ' ').trim();
}

function isBlockContainer(node: ProseMirrorNode): boolean {
  return ['doc', 'bullet_list', 'ordered_list', 'list_item', 'blockquote'].includes(node.type);
}

/** Cuts text at `max` characters (on a word boundary when possible) and adds an ellipsis. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Resolves a rich-text link href. `page:{id}` links go through `pageHref`; others must pass the
 * scheme allow-list. Page and phone links open in place, url and e-mail links in a new tab.
 */
export function richTextLink(
  rawHref: unknown,
  pageHref: (id: string) => string | null,
): { href: string; target: '_self' | '_blank'; rel?: string } | null {
  if (typeof rawHref !== 'string') return null;
  if (rawHref.startsWith('page:')) {
    const href = pageHref(rawHref.slice(5));
    return href ? { href, target: '_self' } : null;
  }
  const href = safeHref(rawHref);
  if (!href) return null;
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('tel:'))
    return { href, target: '_self' };
  return { href, target: '_blank', rel: 'noopener noreferrer' };
}
