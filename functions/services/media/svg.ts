/**
 * SVG uploads: an SVG is text that a browser may run scripts in, so it is parsed as XML (it must
 * have an `<svg>` root) and sanitised with DOMPurify on jsdom before it is stored: no script, no
 * event handlers, no foreignObject, style, use or animation elements, and links only to a
 * `#fragment` or an embedded raster image. It is also served with `Content-Security-Policy:
 * sandbox` (functions/node.ts, functions/worker.ts), so what slips through still cannot run.
 */
import { UPLOAD_REFUSALS } from '../../../src/lib/api/media.ts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { UploadRefused } from './processor.ts';

/** The reason given for text that is not an SVG document. */
export const NOT_SVG_REASON = UPLOAD_REFUSALS.notSvg;

const SVG_NS = 'http://www.w3.org/2000/svg';
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/** A link target an SVG may keep: a fragment of itself or an inline raster image. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[\w+/=\s]*)$/iu;
/** `url(...)` in an attribute (fill, filter, style) that points anywhere but a fragment. */
const FOREIGN_URL = /url\(\s*['"]?\s*(?!#)/iu;

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue.trim();
  if ((name === 'href' || name === 'xlink:href') && !SAFE_LINK.test(value)) data.keepAttr = false;
  if (FOREIGN_URL.test(value)) data.keepAttr = false;
});

/** Whether text parses as an XML document whose root is an SVG `<svg>` element. */
export function isSvgDocument(text: string): boolean {
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  return (
    doc.getElementsByTagName('parsererror').length === 0 &&
    root.localName === 'svg' &&
    root.namespaceURI === SVG_NS
  );
}

/**
 * The sanitised SVG, as UTF-8 bytes; throws `UploadRefused` for anything that is not an SVG
 * document (HTML, broken XML, another root).
 *
 * @example
 * sanitizeSvg(bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
 * // -> '<svg xmlns="http://www.w3.org/2000/svg"></svg>'
 */
export function sanitizeSvg(bytes: Uint8Array): Uint8Array {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UploadRefused(NOT_SVG_REASON);
  }
  if (!isSvgDocument(text)) throw new UploadRefused(NOT_SVG_REASON);
  const clean = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'use', 'animate', 'set', 'foreignObject'],
  });
  // DOMPurify parses as HTML (which knows SVG's camelCase names) and serialises as HTML: what
  // survives must still be a standalone XML document, as it is served as image/svg+xml.
  if (!isSvgDocument(clean)) throw new UploadRefused(NOT_SVG_REASON);
  return new TextEncoder().encode(clean);
}

const LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/u;

/**
 * An SVG's intrinsic size in px: its root's `width`/`height` when both are plain lengths, else
 * its `viewBox`; null when it declares neither (it then scales to whatever holds it).
 */
export function svgSize(bytes: Uint8Array): { width: number | null; height: number | null } {
  const root = new window.DOMParser().parseFromString(
    new TextDecoder().decode(bytes),
    'image/svg+xml',
  ).documentElement;
  const w = LENGTH.exec(root.getAttribute('width') ?? '');
  const h = LENGTH.exec(root.getAttribute('height') ?? '');
  if (w && h) return { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) };
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/u)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width: null, height: null };
}
