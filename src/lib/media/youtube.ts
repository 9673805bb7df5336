/**
 * YouTube by URL (editor spec §5, §9): the video id from the four URL forms an editor pastes
 * (watch, embed, nocookie embed, short link), the privacy-friendly embed URL the player facade
 * loads on click, and the thumbnail URLs by size.
 */

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** Why a pasted URL gives no video: not a YouTube URL at all, or one without a usable id. */
export type YouTubeUrlError = 'invalidUrl' | 'noVideoId';

export type YouTubeUrlResult = { ok: true; videoId: string } | { ok: false; error: YouTubeUrlError };

function parseUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/** The id candidate a YouTube URL carries, or null when it is not one of the accepted forms. */
function idCandidate(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host)) return segments[0] ?? '';
  if (WATCH_HOSTS.has(host) && segments.length === 1 && segments[0] === 'watch')
    return url.searchParams.get('v') ?? '';
  if (EMBED_HOSTS.has(host) && segments[0] === 'embed') return segments[1] ?? '';
  return null;
}

/**
 * The video id of a pasted YouTube URL.
 *
 * @example
 * parseYouTubeUrl('https://youtu.be/dQw4w9WgXcQ'); // { ok: true, videoId: 'dQw4w9WgXcQ' }
 * parseYouTubeUrl('https://vimeo.com/1');          // { ok: false, error: 'invalidUrl' }
 * parseYouTubeUrl('https://youtu.be/short');       // { ok: false, error: 'noVideoId' }
 */
export function parseYouTubeUrl(input: string): YouTubeUrlResult {
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return { ok: false, error: 'invalidUrl' };
  const candidate = idCandidate(url);
  if (candidate === null) return { ok: false, error: 'invalidUrl' };
  return VIDEO_ID.test(candidate) ? { ok: true, videoId: candidate } : { ok: false, error: 'noVideoId' };
}

/** Whether a string is a YouTube video id (as stored on a media row). */
export function isYouTubeVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/** The player URL the video facade loads on click: youtube-nocookie, autoplaying (the click was the intent). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** Thumbnail sizes YouTube serves (editor spec §9), largest first. */
export const YOUTUBE_THUMBNAIL_SIZES = ['maxres', 'high', 'medium', 'default'] as const;
export type YouTubeThumbnailSize = (typeof YOUTUBE_THUMBNAIL_SIZES)[number];

const THUMBNAIL_FILE: Record<YouTubeThumbnailSize, string> = {
  maxres: 'maxresdefault',
  high: 'hqdefault',
  medium: 'mqdefault',
  default: 'default',
};

/**
 * A thumbnail URL of a video. `maxres` does not exist for every video: the facade tries it first
 * and falls back to `high` (always present).
 */
export function youTubeThumbnailUrl(videoId: string, size: YouTubeThumbnailSize): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${THUMBNAIL_FILE[size]}.jpg`;
}
