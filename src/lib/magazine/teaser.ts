/**
 * The health magazine's article teasers as Lunette stores and renders them (editor spec §7: a
 * goFeed card keeps the article's post id; its teaser comes from the magazine's JSON feed), and
 * the permalink rules both the editor route and the offline feed share. Pure: no I/O, no DOM.
 */
import * as v from 'valibot';

/** One article teaser: what a goFeedCard shows next to its own title field. */
export const MagazineTeaserSchema = v.object({
  /** The magazine's post id (a string: WordPress ids are numbers, other feeds use slugs). */
  postId: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  /** Plain text (the feed's HTML excerpt with its tags removed). */
  excerpt: v.string(),
  /** An absolute http(s) URL or a site-relative path; null when the article has no image. */
  imageUrl: v.nullable(v.string()),
  /** The article on the magazine's site. */
  permalink: v.string(),
  /** Publication date, ISO 8601. */
  date: v.string(),
});
export type MagazineTeaser = v.InferOutput<typeof MagazineTeaserSchema>;

/** Teasers by post id, as the site snapshot carries them (`SiteSnapshot.magazine`). */
export const MagazineTeasersSchema = v.record(v.string(), MagazineTeaserSchema);
export type MagazineTeasers = v.InferOutput<typeof MagazineTeasersSchema>;

/** How long a cached teaser counts as fresh (a day: articles rarely change once published). */
export const MAGAZINE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The `external_cache` key of one post's teaser. */
export const magazineCacheKey = (postId: string) => `magazine:post:${postId}`;

/**
 * A permalink in one canonical form, so `https://Mag.example/a/?utm=x#top` and
 * `https://mag.example/a` name the same article; null when it is not an http(s) URL.
 *
 * @example
 * normalizePermalink(' https://Mag.example/artikel/augen/?utm_source=x '); // 'https://mag.example/artikel/augen'
 */
export function normalizePermalink(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

/** The text of an HTML excerpt: tags dropped, the common entities decoded, spaces collapsed. */
export function excerptText(html: string): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    hellip: '…',
  };
  return html
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : match;
      }
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An image URL a teaser may show: absolute http(s) or site-relative; anything else is dropped. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return /^https?:\/\//i.test(raw) ? raw : null;
}
