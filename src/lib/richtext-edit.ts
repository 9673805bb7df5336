/**
 * Pure rules of the rich-text editor (editor spec §4, §5): building a link href per link type and
 * reading it back, when a link may be applied, the text styles of the style menu, and turning
 * stored documents into editor documents and back (so a round trip without edits stays equal and
 * the live renderer in src/fields/RichText.tsx reads every saved document).
 */
import type { LinkValue } from './block-options.ts';
import type { Locale, ProseMirrorNode } from './content.ts';
import { displayLink, linkTarget, safeHref } from './links.ts';
import { plainText } from './richtext.ts';

// ---------------------------------------------------------------------------------------------
// Links

/** Link types of the link bubble (same as link options). */
export type RichLinkType = LinkValue['type'];
export const RICH_LINK_TYPES: readonly RichLinkType[] = ['url', 'phone', 'email', 'page'];

/** What the link bubble edits: the chosen type and the typed value of every type. */
export interface RichLinkDraft {
  type: RichLinkType;
  url: string;
  phone: string;
  email: string;
  pageId: string;
}

/** Prefix of a link to a page of the site; the renderer resolves `page:{id}` to its path. */
export const PAGE_HREF_PREFIX = 'page:';

/** An empty draft of the given type. */
export function emptyLinkDraft(type: RichLinkType = 'url'): RichLinkDraft {
  return { type, url: '', phone: '', email: '', pageId: '' };
}

/**
 * A web address as typed, made absolute: `beispiel.ch/a` becomes `https://beispiel.ch/a`; site
 * paths (`/kontakt`) and anchors (`#team`) stay. Null when it is no usable http(s) address.
 */
export function normalizeUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || /\s/.test(value)) return null;
  if ((value.startsWith('/') && !value.startsWith('//')) || (value.startsWith('#') && value.length > 1))
    return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname !== 'localhost' && !/\.[a-z]{2,}$/i.test(url.hostname) && !isIp(url.hostname)) return null;
  return safeHref(withScheme);
}

function isIp(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

/**
 * A phone number as a `tel:` value: whitespace and the usual separators (- / . ( )) removed, then
 * digits only with an optional leading `+` (spec §5: phone, whitespace removed, numeric).
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-/.()]/g, '');
  return /^\+?\d{3,20}$/.test(compact) ? compact : null;
}

/** An e-mail address, trimmed; null when it is not of the form name@domain.tld. */
export function normalizeEmail(raw: string): string | null {
  const value = raw.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value) ? value : null;
}

/**
 * The href a draft stands for, or null while the needed value is missing or invalid (the apply
 * button stays disabled then): url as is (https:// added), `tel:`, `mailto:`, `page:{id}`.
 */
export function richLinkHref(draft: RichLinkDraft): string | null {
  switch (draft.type) {
    case 'url':
      return normalizeUrl(draft.url);
    case 'phone': {
      const phone = normalizePhone(draft.phone);
      return phone ? `tel:${phone}` : null;
    }
    case 'email': {
      const email = normalizeEmail(draft.email);
      return email ? `mailto:${email}` : null;
    }
    case 'page': {
      const id = draft.pageId.trim();
      return id ? `${PAGE_HREF_PREFIX}${id}` : null;
    }
  }
}

/** The link type of a stored href. */
export function richLinkType(href: string): RichLinkType {
  if (href.startsWith(PAGE_HREF_PREFIX)) return 'page';
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  return 'url';
}

/** A draft filled from a stored href (to edit an existing link). */
export function linkDraftFromHref(href: string): RichLinkDraft {
  const type = richLinkType(href);
  const draft = emptyLinkDraft(type);
  switch (type) {
    case 'page':
      return { ...draft, pageId: href.slice(PAGE_HREF_PREFIX.length) };
    case 'phone':
      return { ...draft, phone: safeDecode(href.replace(/^tel:/i, '')) };
    case 'email':
      return { ...draft, email: safeDecode(href.replace(/^mailto:/i, '').split('?')[0] ?? '') };
    case 'url':
      return { ...draft, url: href };
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Where a link opens (spec §4): page and phone links in place, url and e-mail links in a new tab. */
export function richLinkTarget(href: string): '_self' | '_blank' {
  return linkTarget(richLinkType(href));
}

/**
 * How the bubble shows a link: a page link by the page's name (its id when unknown), any other
 * link shortened by `displayLink` (scheme removed, 17 characters + '...').
 */
export function richLinkLabel(href: string, pageName: (id: string) => string | null): string {
  if (href.startsWith(PAGE_HREF_PREFIX)) {
    const id = href.slice(PAGE_HREF_PREFIX.length);
    return pageName(id) ?? id;
  }
  return displayLink(href);
}

/** The text inserted when a link is applied without selected text: the value as typed, trimmed. */
export function linkInsertText(draft: RichLinkDraft, pageName: (id: string) => string | null): string {
  switch (draft.type) {
    case 'url':
      return draft.url.trim().replace(/^https?:\/\//i, '');
    case 'phone':
      return draft.phone.trim();
    case 'email':
      return draft.email.trim();
    case 'page':
      return pageName(draft.pageId) ?? draft.pageId;
  }
}

/** Whether a stored href may stay in a document: a page link or a safe (allow-listed) href. */
export function isStorableHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  if (href.startsWith(PAGE_HREF_PREFIX)) return /^[\w-]+$/.test(href.slice(PAGE_HREF_PREFIX.length));
  return safeHref(href) !== null;
}

// ---------------------------------------------------------------------------------------------
// Text styles

/** Entries of the text-style menu (spec §5: headings 1–3, large text, paragraph, small text). */
export const TEXT_STYLES = ['heading1', 'heading2', 'heading3', 'large', 'paragraph', 'small'] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

/** Paragraph styles stored as the paragraph attribute `textStyle` (absent: a normal paragraph). */
export const PARAGRAPH_TEXT_STYLES = ['large', 'small'] as const;
export type ParagraphTextStyle = (typeof PARAGRAPH_TEXT_STYLES)[number];

/** The block a text style turns a text block into. */
export type TextStyleBlock =
  | { type: 'heading'; attrs: { level: 1 | 2 | 3 } }
  | { type: 'paragraph'; attrs: { textStyle: ParagraphTextStyle | null } };

/** The block (node type and attributes) of a text style. */
export function textStyleBlock(style: TextStyle): TextStyleBlock {
  switch (style) {
    case 'heading1':
      return { type: 'heading', attrs: { level: 1 } };
    case 'heading2':
      return { type: 'heading', attrs: { level: 2 } };
    case 'heading3':
      return { type: 'heading', attrs: { level: 3 } };
    case 'large':
    case 'small':
      return { type: 'paragraph', attrs: { textStyle: style } };
    case 'paragraph':
      return { type: 'paragraph', attrs: { textStyle: null } };
  }
}

/**
 * What the style menu shows for a text block: its text style, `{ level }` for headings 4–6 (the
 * editor keeps them but the menu does not offer them), or null for other blocks (code).
 */
export function textStyleOf(
  type: string,
  attrs: Record<string, unknown> | undefined,
): TextStyle | { level: number } | null {
  if (type === 'heading') {
    const level = headingLevel(attrs?.['level']);
    return level <= 3 ? (`heading${level}` as TextStyle) : { level };
  }
  if (type === 'paragraph') return paragraphTextStyle(attrs?.['textStyle']) ?? 'paragraph';
  return null;
}

/** A heading level clamped to 1–6 (spec §5); 2 when missing. */
export function headingLevel(raw: unknown): number {
  const n = Math.round(Number(raw));
  return Number.isFinite(n) && n !== 0 ? Math.min(6, Math.max(1, n)) : 2;
}

/** A stored paragraph text style, or null for a normal paragraph. */
export function paragraphTextStyle(raw: unknown): ParagraphTextStyle | null {
  return PARAGRAPH_TEXT_STYLES.find((s) => s === raw) ?? null;
}

/** The CSS class the live renderer gives a styled paragraph (src/fields/RichText.tsx). */
export function paragraphStyleClass(style: unknown): string | null {
  const s = paragraphTextStyle(style);
  return s ? `text-${s}` : null;
}

/** The paragraph text style read back from a class list (pasted or re-parsed HTML). */
export function paragraphStyleFromClass(className: string): ParagraphTextStyle | null {
  const classes = className.split(/\s+/);
  return PARAGRAPH_TEXT_STYLES.find((s) => classes.includes(`text-${s}`)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Documents

const NODE_ALIASES: Record<string, string> = { hard_break: 'hardbreak', horizontal_rule: 'hr' };
const MARK_ALIASES: Record<string, string> = { em: 'emphasis', code: 'inlineCode' };
/** Node types of Milkdown's commonmark schema. */
const EDITOR_NODES = new Set([
  'doc',
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'code_block',
  'hr',
  'image',
  'hardbreak',
  'html',
  'text',
]);
/** Mark types of Milkdown's commonmark schema (others, e.g. strike_through, are dropped). */
const EDITOR_MARKS = new Set(['strong', 'emphasis', 'inlineCode', 'link']);

/** An empty document (one empty paragraph). */
export function emptyDoc(): ProseMirrorNode {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

/** A document of plain paragraphs, one per line (the fallback when a stored document is broken). */
export function plainTextDoc(text: string | null | undefined): ProseMirrorNode {
  const lines = (text ?? '').split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return emptyDoc();
  return {
    type: 'doc',
    content: lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
  };
}

/**
 * A stored document made loadable by the editor's schema: old node and mark names mapped
 * (hard_break, horizontal_rule, em, code), unknown marks and empty text dropped, unknown nodes
 * replaced by their content, heading levels clamped, an empty document given one paragraph.
 */
export function toEditorDoc(stored: ProseMirrorNode | null | undefined): ProseMirrorNode {
  if (!stored || stored.type !== 'doc') return emptyDoc();
  const content = normalizeChildren(stored.content);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

function normalizeChildren(children: ProseMirrorNode[] | undefined): ProseMirrorNode[] {
  return (children ?? []).flatMap(normalizeNode);
}

function normalizeNode(node: ProseMirrorNode): ProseMirrorNode[] {
  const type = NODE_ALIASES[node.type] ?? node.type;
  if (!EDITOR_NODES.has(type) || type === 'doc') return normalizeChildren(node.content);
  if (type === 'text') {
    if (!node.text) return [];
    const marks = normalizeMarks(node.marks);
    return [marks.length > 0 ? { type, text: node.text, marks } : { type, text: node.text }];
  }
  const out: ProseMirrorNode = { type };
  const attrs =
    type === 'heading' ? { ...node.attrs, level: headingLevel(node.attrs?.['level']) } : node.attrs;
  if (attrs && Object.keys(attrs).length > 0) out.attrs = { ...attrs };
  if (node.content) out.content = normalizeChildren(node.content);
  return [out];
}

function normalizeMarks(marks: ProseMirrorNode['marks']): NonNullable<ProseMirrorNode['marks']> {
  return (marks ?? []).flatMap((mark) => {
    const type = MARK_ALIASES[mark.type] ?? mark.type;
    if (!EDITOR_MARKS.has(type)) return [];
    if (type === 'link' && typeof mark.attrs?.['href'] !== 'string') return [];
    return [mark.attrs ? { type, attrs: { ...mark.attrs } } : { type }];
  });
}

/**
 * The document as it is saved: attributes that only matter to Milkdown's markdown output or
 * that it derives itself are left out (heading ids, list `spread`, emphasis/strong `marker`, list item label and type,
 * default ordered-list start, empty and null values), links with an unsafe href lose the link.
 * A stored document loaded and compacted again without edits comes out equal.
 */
export function compactDoc(node: ProseMirrorNode): ProseMirrorNode {
  const out: ProseMirrorNode = { type: node.type };
  const attrs = compactAttrs(node.type, node.attrs);
  if (attrs) out.attrs = attrs;
  if (node.type === 'text') {
    out.text = node.text ?? '';
    const marks = (node.marks ?? []).flatMap((mark) => {
      if (mark.type === 'link') {
        const href = mark.attrs?.['href'];
        if (!isStorableHref(href)) return [];
        const title = mark.attrs?.['title'];
        return [{ type: 'link', attrs: typeof title === 'string' && title ? { href, title } : { href } }];
      }
      const markAttrs = compactAttrs(mark.type, mark.attrs);
      return [markAttrs ? { type: mark.type, attrs: markAttrs } : { type: mark.type }];
    });
    if (marks.length > 0) out.marks = marks;
    return out;
  }
  if (node.content && node.content.length > 0) out.content = node.content.map(compactDoc);
  return out;
}

function compactAttrs(
  type: string,
  attrs: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!attrs) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'spread' || key === 'marker') continue;
    if (type === 'heading' && key === 'id') continue;
    if (type === 'list_item' && (key === 'label' || key === 'listType')) continue;
    if (type === 'ordered_list' && key === 'order' && value === 1) continue;
    if (type === 'paragraph' && key === 'textStyle' && !paragraphTextStyle(value)) continue;
    out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether a document shows anything: text, an image, a rule or raw HTML. */
export function hasContent(node: ProseMirrorNode | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'text') return (node.text ?? '').trim() !== '';
  if (node.type === 'image' || node.type === 'hr' || node.type === 'horizontal_rule') return true;
  if (node.type === 'html') return String(node.attrs?.['value'] ?? '').trim() !== '';
  return (node.content ?? []).some(hasContent);
}

/**
 * The `data.content` of a rich-text field save (FieldDataSchema of src/lib/api/field.ts, localized content):
 * the compacted document plus its plain text; a document showing nothing clears the locale.
 */
export function richTextContent(
  doc: ProseMirrorNode,
  locale: Locale,
): { locale: Locale; text: string | null; json: ProseMirrorNode | null } {
  const json = compactDoc(doc);
  if (!hasContent(json)) return { locale, text: null, json: null };
  return { locale, text: plainText(json), json };
}

/** A stable key of a document for "did it change" checks (compacted JSON). */
export function docKey(doc: ProseMirrorNode | null | undefined): string {
  return JSON.stringify(doc ? compactDoc(doc) : null);
}
