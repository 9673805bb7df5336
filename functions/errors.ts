/**
 * API errors: one shape `{ success: false, error: { code, message } }`, messages in the caller's
 * visitor language (German default, English), one error handler for the whole app.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerErrorCode } from '../src/lib/api/error-body.ts';
import type { Locale } from '../src/lib/content.ts';

const messages = {
  invalid_input: { de: 'Ungültige Eingabe', en: 'Invalid input' },
  not_found: { de: 'Nicht gefunden', en: 'Not found' },
  page_not_found: { de: 'Diese Seite gibt es nicht', en: 'This page does not exist' },
  internal_error: { de: 'Ein Fehler ist aufgetreten', en: 'An error occurred' },
  unauthorized: { de: 'Bitte melden Sie sich an', en: 'Please sign in' },
  forbidden: { de: 'Keine Berechtigung', en: 'Not allowed' },
  forbidden_origin: {
    de: 'Anfrage von einer fremden Seite abgelehnt',
    en: 'Request from a foreign site refused',
  },
  stale: {
    de: 'Inzwischen wurde ein neuerer Stand gespeichert',
    en: 'A newer version has been saved in the meantime',
  },
  rate_limited: {
    de: 'Zu viele Versuche, bitte warten Sie kurz',
    en: 'Too many attempts, please wait a moment',
  },
  conflict: { de: 'Diese Änderung ist nicht möglich', en: 'This change is not possible' },
  fully_booked: {
    de: 'Leider ist etwas davon inzwischen ausgebucht',
    en: 'Sorry, something you chose is fully booked by now',
  },
  bookings_closed: { de: 'Buchungen sind geschlossen', en: 'Bookings are closed' },
  translation_not_configured: {
    de: 'Die Übersetzung ist nicht eingerichtet',
    en: 'Translation is not set up',
  },
  translation_failed: { de: 'Fehler beim Übersetzen', en: 'Translation failed' },
  branch_not_found: { de: 'Filiale nicht gefunden (Branch ID not found)', en: 'Branch ID not found' },
  url_missing: { de: 'URL nicht angegeben', en: 'No URL given' },
  article_not_found: { de: 'Url nicht gefunden', en: 'Could not find article with this URL' },
  health_optics_only: {
    de: 'Nur verfügbar für Gesundheitsoptiker',
    en: 'Only available to health-optics members',
  },
  database_unavailable: {
    de: 'Die Datenbank ist gerade nicht erreichbar, nichts wurde gespeichert. Bitte versuchen Sie es gleich nochmals.',
    en: 'The database cannot be reached right now, nothing was saved. Please try again in a moment.',
  },
  /** A right password for an account that may not edit this site (its sign-in is ended at once). */
  not_site_editor: {
    de: 'Dieses Konto gehört nicht zu dieser Website',
    en: 'Not an editor of this site',
  },
  publish_blocked: {
    de: 'Die Seite kann noch nicht veröffentlicht werden',
    en: 'The page cannot be published yet',
  },
  version_not_found: { de: 'Diese Version gibt es nicht', en: 'This version does not exist' },
  schedule_not_found: {
    de: 'Diese geplante Veröffentlichung gibt es nicht (mehr)',
    en: 'This scheduled publish does not exist (any more)',
  },
  schedule_in_past: {
    de: 'Dieser Zeitpunkt liegt in der Vergangenheit',
    en: 'This time is in the past',
  },
} as const satisfies Record<ServerErrorCode, Record<Locale, string>>;

export type ErrorCode = keyof typeof messages;

/** An error that the error handler turns into the API's error answer. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly detail: string | undefined;
  constructor(status: ContentfulStatusCode, code: ErrorCode, detail?: string) {
    super(code);
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

/** 400 'invalid_input' with each invalid field's message key (never the submitted values). */
export function invalidFieldsAnswer(c: Context, fields: Record<string, string>) {
  const body = errorBody(c, 'invalid_input', Object.keys(fields).join(', '));
  return c.json({ ...body, error: { ...body.error, fields } }, 400);
}

/** The caller's language: `lang`/`locale` query, else Accept-Language, else German. */
export function requestLocale(c: Context): Locale {
  const q = c.req.query('lang') ?? c.req.query('locale');
  if (q === 'en' || q === 'de') return q;
  const accept = c.req.header('accept-language') ?? '';
  return /^\s*en\b/i.test(accept) ? 'en' : 'de';
}

export function errorBody(c: Context, code: ErrorCode, detail?: string) {
  const base = messages[code][requestLocale(c)];
  return { success: false as const, error: { code, message: detail ? `${base}: ${detail}` : base } };
}

/** The app's onError handler. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(c, err.code, err.detail), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(c, err.status === 404 ? 'not_found' : 'invalid_input'), err.status);
  }
  if (isDatabaseUnreachable(err)) {
    console.error('[api] the database cannot be reached', err);
    c.header('Retry-After', '30');
    return c.json(errorBody(c, 'database_unavailable'), 503);
  }
  console.error('[api] unhandled error', err);
  return c.json(errorBody(c, 'internal_error'), 500);
}

/**
 * Whether an error (or one it wraps) says the database could not be reached: the connection
 * failed or its server answered with an HTTP error (Turso over HTTP), not a refused statement.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SERVER_ERROR' || code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
    if (/fetch failed|network connection lost|connection refused|ECONNREFUSED/iu.test(e.message)) return true;
  }
  return false;
}
