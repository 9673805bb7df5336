/**
 * Finds a page's inline code for the Content-Security-Policy: the body of every runnable inline
 * `<script>`, every inline event handler attribute, and the origin of every frame whose handler
 * fetches its src (`data-probe`, the booking frame's reachability check). Runtime-neutral (no node:*): the build hashes
 * it with node:crypto (./inline-hashes.ts), the Worker hashes the pages it renders with WebCrypto
 * (`inlineHashesOfPage`).
 */
import type { InlineHashes } from '../../security-headers.ts';

/**
 * The header that carries a page the Worker rendered's inline-code hashes to its security headers
 * (./worker-security.ts merges and removes it): the edge renderer's inline scripts are not the
 * Node build's, so the policy is made from the page itself.
 */
export const INLINE_HASHES_HEADER = 'X-Lunette-Inline-Hashes';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/giu;
const TAG = /<[a-zA-Z][^\s/>]*(\s[^>]*)>/gu;
const HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/giu;
/** Script types the browser runs (others, like JSON-LD, are data and outside the policy). */
const RUNNABLE = /^(?:|module|text\/javascript|application\/javascript)$/iu;

const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/giu, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? whole;
  });

const PROBE = /\sdata-probe(?:[\s=>]|$)/iu;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/iu;

/** The http(s) origin of a URL attribute's value, or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(decodeEntities(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The inline script bodies, handler attribute values and probed frame origins of a page, each once. */
export function inlineCodeOfHtml(html: string): { scripts: string[]; handlers: string[]; connect: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/iu.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/iu.exec(attributes)?.[1] ?? '';
    if (RUNNABLE.test(type)) scripts.add(code);
  }
  const handlers = new Set<string>();
  const connect = new Set<string>();
  // Script bodies may hold '<' and '>' that are not tags: look for handlers outside them only.
  for (const [, attributes = ''] of html.replace(SCRIPT, '').matchAll(TAG)) {
    for (const [, double, single] of attributes.matchAll(HANDLER))
      handlers.add(decodeEntities(double ?? single ?? ''));
    if (PROBE.test(attributes)) {
      const src = SRC.exec(attributes);
      const origin = src ? originOf(src[1] ?? src[2] ?? '') : null;
      if (origin) connect.add(origin);
    }
  }
  return { scripts: [...scripts], handlers: [...handlers], connect: [...connect].sort() };
}

async function sha256SourceWeb(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

/** A rendered page's inline hashes, with WebCrypto (the Worker). */
export async function inlineHashesOfPage(html: string): Promise<InlineHashes> {
  const { scripts, handlers, connect } = inlineCodeOfHtml(html);
  return {
    scripts: await Promise.all(scripts.map(sha256SourceWeb)),
    handlers: await Promise.all(handlers.map(sha256SourceWeb)),
    connect,
  };
}
