/**
 * Validation of option editor input (editor spec §5): numbers clamped between the option's bounds,
 * url / e-mail / phone checks, link and booking-link values, and the points-of-interest rows.
 * The editor shows the error and saves nothing when a check fails, so every rule here decides
 * whether a value may reach the server at all. Pure: no DOM, no I/O (valibot only to read bounds).
 */
import type * as v from 'valibot';
import type { BookingLinkSchema, LinkValue, POI_ICONS, PointOfInterestSchema } from './block-options.ts';

/** Why an input was refused; the editor turns the code into a translated message. */
export type OptionErrorCode = 'number' | 'url' | 'email' | 'phone' | 'page' | 'latitude' | 'longitude';

/** A checked input: the value to save, or the reason it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: OptionErrorCode };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = <T>(error: OptionErrorCode): Checked<T> => ({ ok: false, error });

// ---------------------------------------------------------------------------------------------
// Numbers

/** The smallest number option value when the schema names none (editor spec §9). */
export const DEFAULT_NUMBER_MIN = 1;

/** Allowed range of a number option; `max` null means no upper bound. */
export interface NumberBounds {
  min: number;
  max: number | null;
}

interface SchemaLike {
  type?: unknown;
  requirement?: unknown;
  wrapped?: unknown;
  pipe?: unknown;
}

/**
 * Reads the bounds of a number option from its valibot schema: the `minValue` / `maxValue`
 * actions anywhere in its pipes (through `optional` and `fallback` wrappers). Without a
 * `minValue` the minimum is 1; without a `maxValue` there is no upper bound.
 *
 * @example
 * numberBounds(opt.number(8, 1, 24)); // { min: 1, max: 24 }
 * numberBounds(opt.number(3));        // { min: 1, max: null }
 */
export function numberBounds(schema: v.GenericSchema): NumberBounds {
  let min: number | null = null;
  let max: number | null = null;
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const item = node as SchemaLike;
    if (item.type === 'min_value' && typeof item.requirement === 'number') {
      min = min === null ? item.requirement : Math.max(min, item.requirement);
    }
    if (item.type === 'max_value' && typeof item.requirement === 'number') {
      max = max === null ? item.requirement : Math.min(max, item.requirement);
    }
    visit(item.wrapped);
    if (Array.isArray(item.pipe)) item.pipe.forEach(visit);
  };
  visit(schema);
  return { min: min ?? DEFAULT_NUMBER_MIN, max };
}

/** A number forced into the bounds (and to a whole number: number options are integers). */
export function clampNumber(value: number, bounds: NumberBounds): number {
  const whole = Math.round(value);
  const low = Math.max(bounds.min, whole);
  return bounds.max === null ? low : Math.min(bounds.max, low);
}

const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Parses a number option's input (editor spec §5): empty becomes the minimum, anything not
 * numeric is refused ('number'), a number outside the bounds is clamped. A decimal comma is
 * accepted (Swiss keyboards) and fractions round to the nearest whole number.
 *
 * @example
 * parseNumberInput('', { min: 1, max: 24 });    // { ok: true, value: 1 }
 * parseNumberInput('99', { min: 1, max: 24 });  // { ok: true, value: 24 }
 * parseNumberInput('zwei', { min: 1, max: 24 }); // { ok: false, error: 'number' }
 */
export function parseNumberInput(input: string, bounds: NumberBounds): Checked<number> {
  const text = input.trim().replace(/['’\s]/g, '');
  if (text === '') return ok(clampNumber(bounds.min, bounds));
  if (!NUMERIC.test(text)) return fail('number');
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return fail('number');
  return ok(clampNumber(value, bounds));
}

// ---------------------------------------------------------------------------------------------
// Url, e-mail, phone

/**
 * A web address as an editor types it, made absolute: 'www.optik.ch' gets 'https://'. Only
 * http(s) addresses with a dotted host name (or localhost) count; anything else is null.
 *
 * @example
 * normalizeUrl('optik-muster.ch/termine'); // 'https://optik-muster.ch/termine'
 * normalizeUrl('javascript:alert(1)');     // null
 */
export function normalizeUrl(input: string | null | undefined): string | null {
  const text = input?.trim() ?? '';
  if (text === '' || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme ? text : `https://${text.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname;
  const dotted = /^[^.]+(\.[^.]+)+$/.test(host) && !host.endsWith('.');
  if (!dotted && host !== 'localhost') return null;
  // A bare host gets no trailing slash added: keep what the editor typed.
  return hasScheme ? text : candidate;
}

/** Whether an input is a valid web address (see normalizeUrl). */
export function isValidUrl(input: string | null | undefined): boolean {
  return normalizeUrl(input) !== null;
}

const EMAIL = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:.]{2,}$/;

/** Whether an input is a plausible e-mail address (local part, '@', dotted domain). */
export function isValidEmail(input: string | null | undefined): boolean {
  const text = input?.trim() ?? '';
  return text.length <= 254 && EMAIL.test(text) && !text.includes('..');
}

/**
 * Whether an input is a phone number (editor spec §5): with whitespace removed it is numeric.
 * A leading '+' (international form, '+41 44 123 45 67') is allowed; at least three digits.
 */
export function isValidPhone(input: string | null | undefined): boolean {
  const text = (input ?? '').replace(/\s+/g, '');
  return /^\+?\d{3,20}$/.test(text);
}

/** Input kinds a text option can be checked as (editor spec §5 input types). */
export type TextInputKind = 'text' | 'email' | 'url' | 'phone';

/**
 * Checks a text option's input: empty or whitespace saves null; email / url / phone inputs must
 * be valid (a url is saved in its absolute form, whitespace is trimmed).
 */
export function checkTextInput(input: string, kind: TextInputKind): Checked<string | null> {
  const text = input.trim();
  if (text === '') return ok(null);
  switch (kind) {
    case 'email':
      return isValidEmail(text) ? ok(text) : fail('email');
    case 'url': {
      const url = normalizeUrl(text);
      return url ? ok(url) : fail('url');
    }
    case 'phone':
      return isValidPhone(text) ? ok(text) : fail('phone');
    case 'text':
      return ok(text);
  }
}

// ---------------------------------------------------------------------------------------------
// Links

/**
 * Checks a link option value: the value of its type must be present and valid (url, phone,
 * e-mail, or a chosen page). The result keeps only the chosen type's value, the others null.
 *
 * @example
 * checkLink({ type: 'email', email: ' info@optik.ch ', url: 'x', phone: null, page: null });
 * // { ok: true, value: { type: 'email', email: 'info@optik.ch', url: null, phone: null, page: null } }
 */
export function checkLink(link: LinkValue): Checked<LinkValue> {
  const empty: LinkValue = { type: link.type, url: null, phone: null, email: null, page: null };
  switch (link.type) {
    case 'url': {
      const url = normalizeUrl(link.url);
      return url ? ok({ ...empty, url }) : fail('url');
    }
    case 'phone':
      return isValidPhone(link.phone) ? ok({ ...empty, phone: (link.phone ?? '').trim() }) : fail('phone');
    case 'email':
      return isValidEmail(link.email) ? ok({ ...empty, email: (link.email ?? '').trim() }) : fail('email');
    case 'page':
      return link.page && link.page.id.trim() !== ''
        ? ok({ ...empty, page: { id: link.page.id, collection: link.page.collection ?? null } })
        : fail('page');
  }
}

export type BookingLinkValue = v.InferOutput<typeof BookingLinkSchema>;

/**
 * Checks a booking link (editor spec §5): an empty url, an invalid url, or one failing the extra
 * check all give the url error. The extra check: no user name or password in the address, and
 * an embedded (iframe) booking page must use https (browsers block http frames on https pages).
 */
export function checkBookingLink(link: BookingLinkValue): Checked<BookingLinkValue> {
  const normalized = normalizeUrl(link.url);
  if (!normalized) return fail('url');
  const url = new URL(normalized);
  if (url.username !== '' || url.password !== '') return fail('url');
  if (link.type === 'iframe' && url.protocol !== 'https:') return fail('url');
  return ok({ type: link.type, url: normalized });
}

// ---------------------------------------------------------------------------------------------
// Points of interest

/** The editor always shows at least this many point-of-interest rows (editor spec §3). */
export const MIN_POI_ROWS = 2;

export type PoiIcon = (typeof POI_ICONS)[number];
export type PointOfInterest = v.InferOutput<typeof PointOfInterestSchema>;

/** One row of the points-of-interest editor as typed (icon '' = plain marker). */
export interface PoiRow {
  latitude: string;
  longitude: string;
  icon: PoiIcon | '';
}

/** An empty row. */
export const EMPTY_POI_ROW: PoiRow = { latitude: '', longitude: '', icon: '' };

/** The rows to show for a stored list: one per point, padded with empty rows to at least two. */
export function poiRows(points: readonly PointOfInterest[]): PoiRow[] {
  const rows: PoiRow[] = points.map((p) => ({
    latitude: String(p.latitude),
    longitude: String(p.longitude),
    icon: p.icon ?? '',
  }));
  while (rows.length < MIN_POI_ROWS) rows.push({ ...EMPTY_POI_ROW });
  return rows;
}

/** A coordinate as typed (decimal point or comma), or null when it is not a number. */
function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  // An exponent only appears when a stored tiny value is shown again (String(1e-7)).
  if (!/^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[+-]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Where a row check failed: its index and the reason. */
export type PoiCheck =
  { ok: true; value: PointOfInterest[] } | { ok: false; error: 'latitude' | 'longitude'; row: number };

/**
 * Checks the rows before saving: rows left completely empty are dropped; every other row needs a
 * latitude in -90..90 and a longitude in -180..180 (decimal point or comma).
 */
export function checkPoiRows(rows: readonly PoiRow[]): PoiCheck {
  const points: PointOfInterest[] = [];
  for (const [index, row] of rows.entries()) {
    if (row.latitude.trim() === '' && row.longitude.trim() === '') continue;
    const latitude = parseCoordinate(row.latitude);
    if (latitude === null || latitude < -90 || latitude > 90)
      return { ok: false, error: 'latitude', row: index };
    const longitude = parseCoordinate(row.longitude);
    if (longitude === null || longitude < -180 || longitude > 180) {
      return { ok: false, error: 'longitude', row: index };
    }
    points.push(row.icon === '' ? { latitude, longitude } : { latitude, longitude, icon: row.icon });
  }
  return { ok: true, value: points };
}
