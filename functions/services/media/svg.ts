/**
 * SVG uploads: an SVG is text that a browser may run scripts in, so it is parsed as strict XML
 * (it must be well-formed, have an `<svg>` root and declare no entities) and copied into a fresh
 * document keeping only what ./svg-allowlist.ts names: no script, no event handlers, no
 * foreignObject, style, use, animate or set elements, no comments or processing instructions, no
 * CSS that could fetch, and links only to a `#fragment` or an embedded raster image. It is also served with
 * `Content-Security-Policy: sandbox` (functions/node.ts, functions/worker.ts), so what slips
 * through still cannot run.
 *
 * The parser and serialiser are @xmldom/xmldom: plain JavaScript without a browser DOM, so the
 * Node and the Workers entry sanitise with the same code (jsdom, which DOMPurify needs, cannot
 * run in workerd). Nothing here runs at module load.
 */
import {
  DOMImplementation,
  DOMParser,
  MIME_TYPE,
  NAMESPACE,
  Node as XmlNode,
  XMLSerializer,
  onWarningStopParsing,
  type CharacterData,
  type Document,
  type Element,
} from '@xmldom/xmldom';
import { UPLOAD_REFUSALS } from '../../../src/lib/api/media.ts';
import { UploadRefused } from './processor.ts';
import { SVG_ATTRIBUTES, SVG_ELEMENTS, XLINK_ATTRIBUTES, XML_ATTRIBUTES } from './svg-allowlist.ts';

/** The reason given for text that is not an SVG document. */
export const NOT_SVG_REASON = UPLOAD_REFUSALS.notSvg;

/** An SVG's intrinsic size in px; null when it scales to whatever holds it. */
export interface SvgSize {
  width: number | null;
  height: number | null;
}

const SVG_NS = NAMESPACE.SVG;
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = NAMESPACE.XML;

/** A link target an SVG may keep: a fragment of itself or an inline raster image. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[\w+/=\s]*)$/iu;
/**
 * A value that could make the browser fetch something: `url(...)` to anything but a fragment,
 * the other CSS functions that load images, or a CSS escape (`\75 rl(` is `url(`).
 */
const FOREIGN_REFERENCE = /url\((?!\s*['"]?\s*#)|\b(?:image-set|image|cross-fade|src|element)\s*\(|\\/iu;

/** A script URL in any attribute, even spelt with blanks inside (`java&#9;script:`). */
const SCRIPT_URL = /script:/iu;

/**
 * Parses text as strict XML: null for anything a browser would not load as an XML document, and
 * for a DOCTYPE with an internal subset (entity declarations: entity games, never needed here).
 */
function parseXml(text: string): Document | null {
  try {
    const doc = new DOMParser({ onError: onWarningStopParsing, locator: false }).parseFromString(
      text,
      MIME_TYPE.XML_APPLICATION,
    );
    return doc.doctype?.internalSubset ? null : doc;
  } catch {
    return null;
  }
}

/** The root of an XML document whose root is an SVG `<svg>` element, else null. */
function svgRootOf(text: string): Element | null {
  const root = parseXml(text)?.documentElement;
  return root && root.localName === 'svg' && root.namespaceURI === SVG_NS ? root : null;
}

/** Whether text parses as an XML document whose root is an SVG `<svg>` element. */
export function isSvgDocument(text: string): boolean {
  return svgRootOf(text) !== null;
}

/** Whether an attribute value may stay: no outside reference or script, links only to safe targets. */
function isSafeValue(localName: string, value: string): boolean {
  if (localName.toLowerCase() === 'href' && !SAFE_LINK.test(value.trim())) return false;
  return !FOREIGN_REFERENCE.test(value) && !SCRIPT_URL.test(value.replace(/[\s\p{Cc}]/gu, ''));
}

/** Copies the allowed attributes of `from` onto `to` (namespace declarations are rewritten). */
function copyAttributes(from: Element, to: Element): void {
  for (const attr of Array.from(from.attributes)) {
    const name = attr.localName ?? attr.name;
    const lower = name.toLowerCase();
    if (!isSafeValue(name, attr.value)) continue;
    if (attr.namespaceURI === null && SVG_ATTRIBUTES.has(lower)) to.setAttribute(name, attr.value);
    else if (attr.namespaceURI === XLINK_NS && XLINK_ATTRIBUTES.has(lower))
      to.setAttributeNS(XLINK_NS, `xlink:${name}`, attr.value);
    else if (attr.namespaceURI === XML_NS && XML_ATTRIBUTES.has(lower))
      to.setAttributeNS(XML_NS, `xml:${name}`, attr.value);
  }
}

/**
 * The allowed part of an SVG root as a new document: allowed SVG elements with their allowed
 * attributes and their text; any other element is left out with everything inside it, and so are
 * comments and processing instructions. A loop, not recursion, so deep nesting cannot overflow.
 */
function allowedCopy(root: Element): Document {
  const doc = new DOMImplementation().createDocument(SVG_NS, 'svg', null);
  const pending: [Element, Element][] = [[root, doc.documentElement!]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [from, to] = next;
    copyAttributes(from, to);
    for (let child = from.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === XmlNode.TEXT_NODE || child.nodeType === XmlNode.CDATA_SECTION_NODE) {
        to.appendChild(doc.createTextNode((child as CharacterData).data));
      } else if (child.nodeType === XmlNode.ELEMENT_NODE) {
        const element = child as Element;
        const name = element.localName ?? element.nodeName;
        if (element.namespaceURI !== SVG_NS || !SVG_ELEMENTS.has(name.toLowerCase())) continue;
        const copy = doc.createElementNS(SVG_NS, name);
        to.appendChild(copy);
        pending.push([element, copy]);
      }
    }
  }
  return doc;
}

/**
 * The sanitised SVG, as UTF-8 bytes; throws `UploadRefused` for anything that is not an SVG
 * document (HTML, broken XML, another root, declared entities).
 *
 * @example
 * sanitizeSvg(bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
 * // -> '<svg xmlns="http://www.w3.org/2000/svg"/>'
 */
export function sanitizeSvg(bytes: Uint8Array): Uint8Array {
  return new TextEncoder().encode(sanitized(bytes).text);
}

/**
 * An uploaded SVG as it is stored, on Node and on Workers alike: sanitised and measured; throws
 * `UploadRefused` as `sanitizeSvg` does.
 *
 * @example
 * const { bytes, width, height } = prepareSvg(uploadedBytes);
 */
export function prepareSvg(bytes: Uint8Array): SvgSize & { bytes: Uint8Array } {
  const { text, root } = sanitized(bytes);
  return { bytes: new TextEncoder().encode(text), ...sizeOf(root) };
}

/**
 * An SVG's intrinsic size in px: its root's `width`/`height` when both are plain lengths, else
 * its `viewBox`; null when it declares neither (it then scales to whatever holds it).
 */
export function svgSize(bytes: Uint8Array): SvgSize {
  return sizeOf(parseXml(new TextDecoder().decode(bytes))?.documentElement ?? null);
}

/** The sanitised text and the SVG root it reads back as; throws `UploadRefused`. */
function sanitized(bytes: Uint8Array): { text: string; root: Element } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UploadRefused(NOT_SVG_REASON);
  }
  const clean = cleanTextOf(text);
  // What is stored must read back as the same kind of document (it is served as image/svg+xml).
  const root = clean === null ? null : svgRootOf(clean);
  if (clean === null || !root) throw new UploadRefused(NOT_SVG_REASON);
  return { text: clean, root };
}

/** The allowed part of an SVG as text, null when it is no SVG document; its trees die here. */
function cleanTextOf(text: string): string | null {
  const root = svgRootOf(text);
  return root ? new XMLSerializer().serializeToString(allowedCopy(root)) : null;
}

const LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/u;

/** The size `svgSize` describes, read from a parsed root. */
function sizeOf(root: Element | null): SvgSize {
  const w = LENGTH.exec(root?.getAttribute('width') ?? '');
  const h = LENGTH.exec(root?.getAttribute('height') ?? '');
  if (w && h) return { width: Math.round(Number(w[1])), height: Math.round(Number(h[1])) };
  const box = (root?.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/u)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return { width: null, height: null };
}
