/**
 * The placeholder an image shows until it paints: the ThumbHash's average colour and its tiny
 * blurred PNG as a CSS background of the `<img>` itself, so no script is needed (the painted
 * image covers its own background) and the server and client render the same markup.
 */
import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';

/** CSS background of a media's ThumbHash (base64), or null when there is none or it is malformed. */
export function placeholderBackground(
  blurHash: string | null | undefined,
): { backgroundColor: string; backgroundImage: string } | null {
  if (!blurHash) return null;
  try {
    const hash = Uint8Array.from(atob(blurHash), (char) => char.charCodeAt(0));
    if (hash.length < 5) return null;
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const channel = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 255);
    return {
      backgroundColor: `rgb(${channel(r)} ${channel(g)} ${channel(b)})`,
      backgroundImage: `url(${thumbHashToDataURL(hash)})`,
    };
  } catch {
    // A hash that is not base64 (or too short for ThumbHash): no placeholder rather than a crash.
    return null;
  }
}
