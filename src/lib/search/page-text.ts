/**
 * What the site search keeps of a rendered page (docs/decisions/0015-site-search-in-the-database.md):
 * the language of `<html lang>`, the first heading, and the text of the element the page shell
 * marks with `data-search-body` (src/layouts/SitePage.astro marks the main content of indexable
 * pages only: not the 404, login or search pages, nothing noindex or protected). Header, footer
 * and navigation lie outside the mark; scripts, styles, templates, drawings and anything `hidden`,
 * `aria-hidden` or marked `data-search-ignore` inside it are skipped. DOM-free (htmlparser2), so
 * Node and the Worker read pages alike.
 */
import { Parser } from 'htmlparser2';
import { VISITOR_LOCALES, type Locale } from '../content.ts';

/** The attribute that marks a page's searchable main content. */
export const SEARCH_BODY_ATTRIBUTE = 'data-search-body';
/** Inside the mark, an element with this attribute is left out of the index. */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/** One page as the index holds it. */
export interface SearchablePage {
  locale: Locale;
  /** The path of the page's canonical link (an id alias names its slug page), if it has one. */
  canonicalPath: string | null;
  title: string;
  body: string;
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'iframe', 'select', 'button']);
/** Elements that end a run of text (so "Öffnungszeiten" and "Montag" of two cells stay two words). */
const BREAKS = new Set([
  'address',
  'article',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'blockquote',
  'aside',
  'nav',
  'label',
  'summary',
  'details',
  'caption',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const isHidden = (attributes: Record<string, string>) =>
  'hidden' in attributes || attributes['aria-hidden'] === 'true' || SEARCH_IGNORE_ATTRIBUTE in attributes;

const tidy = (text: string) => text.replace(/\s+/gu, ' ').trim();

/**
 * The searchable part of one rendered page, or null when the page carries no mark (or its
 * language is not a site locale).
 *
 * @example
 * searchableText('<html lang="de"><body><main data-search-body><h1>Brillen</h1><p>Gläser</p></main></body></html>');
 * // { locale: 'de', canonicalPath: null, title: 'Brillen', body: 'Brillen Gläser' }
 */
export function searchableText(html: string): SearchablePage | null {
  let lang = '';
  let canonical: string | null = null;
  let documentTitle = '';
  let inTitle = false;
  /** Depth inside the marked element (0: outside). */
  let markDepth = 0;
  /** Depth inside a skipped element within the mark (0: not skipping). */
  let skipDepth = 0;
  let heading = '';
  let headingDepth = 0;
  let headingDone = false;
  let marked = false;
  const parts: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html') lang = attributes['lang'] ?? '';
        if (name === 'link' && attributes['rel'] === 'canonical' && attributes['href'])
          canonical ??= pathOf(attributes['href']);
        if (name === 'title' && markDepth === 0) inTitle = true;
        const isVoid = VOID.has(name);
        if (markDepth === 0) {
          if (SEARCH_BODY_ATTRIBUTE in attributes && !marked && !isVoid) {
            marked = true;
            markDepth = 1;
          }
          return;
        }
        if (isVoid) {
          if (BREAKS.has(name)) parts.push(' ');
          if (skipDepth === 0 && name === 'img' && attributes['alt']) parts.push(` ${attributes['alt']} `);
          return;
        }
        markDepth++;
        if (skipDepth > 0) {
          skipDepth++;
          return;
        }
        if (SKIPPED.has(name) || isHidden(attributes)) {
          skipDepth = 1;
          return;
        }
        if (BREAKS.has(name)) parts.push(' ');
        if (name === 'h1' && !headingDone) headingDepth = 1;
        else if (headingDepth > 0) headingDepth++;
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
        if (markDepth === 0 || skipDepth > 0) return;
        parts.push(text);
        if (headingDepth > 0) heading += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (markDepth === 0 || VOID.has(name)) return;
        markDepth--;
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (BREAKS.has(name)) parts.push(' ');
        if (headingDepth > 0) {
          headingDepth--;
          if (headingDepth === 0) headingDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const locale = VISITOR_LOCALES.find((l) => l === lang.toLowerCase().split('-')[0]);
  if (!marked || !locale) return null;
  const body = tidy(parts.join(''));
  const title = tidy(heading) || tidy(documentTitle.split(' | ')[0] ?? '');
  return { locale, canonicalPath: canonical, title, body };
}

/** The path of a (possibly absolute) link, or null when it is none. */
function pathOf(href: string): string | null {
  try {
    return new URL(href, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}
