/**
 * The video facade's pure rules: what a video field's media plays (YouTube through
 * youtube-nocookie, or an own video's stream/file URL), its poster and fallback poster, its aspect
 * ratio (default 16:9), and the facade's states (poster -> playing on click, or when it scrolls
 * into view with autoplay; any playback error -> error). No DOM, no React.
 */
import type { MediaSnapshot } from '../../lib/content.ts';
import { youTubeEmbedUrl, youTubeThumbnailUrl } from '../../lib/media/youtube.ts';

/** The aspect ratio of a video whose settings give none (visitor spec §9). */
export const DEFAULT_VIDEO_ASPECT = '16:9';

/** What the facade can play. */
export type Playable =
  | { source: 'youtube'; videoId: string; poster: string; fallbackPoster: string; aspect: string }
  | { source: 'stream'; playbackUrl: string; poster: string | null; aspect: string };

const ASPECT = /^(\d{1,2}):(\d{1,2})$/u;

/**
 * A CSS `aspect-ratio` from a '16:9' setting; the default for a missing or malformed one.
 *
 * @example
 * cssAspectRatio('4:3'); // '4 / 3'
 * cssAspectRatio(null);  // '16 / 9'
 */
export function cssAspectRatio(setting: string | null | undefined): string {
  const match = ASPECT.exec(setting ?? '') ?? ASPECT.exec(DEFAULT_VIDEO_ASPECT);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9';
}

/** Width a poster image is declared with (its height follows the frame's aspect ratio). */
const POSTER_WIDTH = 1280;

/**
 * The width and height a poster is declared with, so its space is kept before it loads: the
 * frame's aspect ratio at POSTER_WIDTH (the poster covers the frame whatever its own size).
 *
 * @example
 * posterSize('4:3'); // { width: 1280, height: 960 }
 */
export function posterSize(setting: string | null | undefined): { width: number; height: number } {
  const [width = 16, height = 9] = cssAspectRatio(setting).split(' / ').map(Number);
  return { width: POSTER_WIDTH, height: Math.round((POSTER_WIDTH * height) / width) };
}

/**
 * What a video field's media plays, or null (no media, a YouTube entry without an id, an own
 * video that is still uploading or has no URL).
 */
export function playableOf(media: MediaSnapshot | null | undefined): Playable | null {
  if (!media) return null;
  const settings = media.video ?? null;
  const aspect = settings?.aspectRatio ?? DEFAULT_VIDEO_ASPECT;
  if (settings?.source === 'youtube') {
    if (!settings.videoId) return null;
    const fallbackPoster = youTubeThumbnailUrl(settings.videoId, 'high');
    return {
      source: 'youtube',
      videoId: settings.videoId,
      poster: settings.thumbnailUrl ?? youTubeThumbnailUrl(settings.videoId, 'maxres'),
      fallbackPoster,
      aspect,
    };
  }
  if (settings && settings.status !== 'ready') return null;
  const playbackUrl = settings?.playbackUrl ?? (media.mimeType.startsWith('video/') ? media.url : null);
  if (!playbackUrl) return null;
  return { source: 'stream', playbackUrl, poster: settings?.thumbnailUrl ?? null, aspect };
}

/**
 * The player URL of a YouTube video: youtube-nocookie with autoplay (the click was the intent);
 * muted when it starts by itself (browsers refuse sound without a click), looping when asked.
 *
 * @example
 * youTubePlayerUrl('dQw4w9WgXcQ', { muted: false, loop: true });
 * // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&loop=1&playlist=dQw4w9WgXcQ'
 */
export function youTubePlayerUrl(videoId: string, flags: { muted: boolean; loop: boolean }): string {
  const extra = new URLSearchParams();
  if (flags.muted) extra.set('mute', '1');
  if (flags.loop) {
    extra.set('loop', '1');
    extra.set('playlist', videoId);
  }
  const query = extra.toString();
  return query ? `${youTubeEmbedUrl(videoId)}&${query}` : youTubeEmbedUrl(videoId);
}

/** The facade's state: the poster with its play button, the loaded player, or the error. */
export type FacadeState = 'poster' | 'playing' | 'error';
/** What happens to the facade: a click on play, scrolling into view, a playback error. */
export type FacadeEvent = 'play' | 'inView' | 'error';

/**
 * The next facade state. Only a click (or, with autoplay, scrolling into view) loads the player;
 * an error is final.
 *
 * @example
 * facadeNext('poster', 'inView', { autoplay: false }); // 'poster'
 * facadeNext('poster', 'play', { autoplay: false });   // 'playing'
 */
export function facadeNext(
  state: FacadeState,
  event: FacadeEvent,
  options: { autoplay: boolean },
): FacadeState {
  if (state === 'error' || event === 'error') return 'error';
  if (event === 'play') return 'playing';
  return options.autoplay ? 'playing' : state;
}
