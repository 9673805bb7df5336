/**
 * The headers every stored media file is served with, on Node and on Workers: cached for a year
 * (a key is written once, so its content never changes), never sniffed as another type, and an
 * SVG in a sandbox without scripts or outside requests, so even a file the sanitiser missed
 * cannot run or call home when opened directly.
 */
import { MEDIA_CACHE_CONTROL } from '../../../src/lib/api/media.ts';

/** The Content-Security-Policy of a served SVG. */
export const SVG_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** Headers for every answer under /media/ (found or not). */
export function mediaSafetyHeaders(path: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(/\.svg$/iu.test(path) ? { 'Content-Security-Policy': SVG_CSP } : {}),
  };
}

/** Headers of a stored file's answer: its type, the immutable cache and the safety headers. */
export function storedFileHeaders(key: string, contentType: string): Record<string, string> {
  return { 'Content-Type': contentType, 'Cache-Control': MEDIA_CACHE_CONTROL, ...mediaSafetyHeaders(key) };
}
