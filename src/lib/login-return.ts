/**
 * Where the login page sends an editor after signing in: back to the edit route they came from
 * (`?returnTo=/de/edit/...`), but only to a path of this site under /{locale}/edit/, never to
 * another site (no open redirect); otherwise to the home page in edit mode.
 */
import { VISITOR_LOCALES, type Locale } from './content.ts';

const BASE = 'https://lunette.invalid';

/** Whether a `returnTo` value is a same-site edit path (`/{locale}/edit/...`). */
export function isEditReturnPath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  if (url.origin !== BASE) return false;
  const locale = url.pathname.split('/')[1] ?? '';
  return (
    (VISITOR_LOCALES as readonly string[]).includes(locale) && url.pathname.startsWith(`/${locale}/edit/`)
  );
}

/**
 * The path to go to after a sign-in: the query's `returnTo` when it is a same-site edit path,
 * else `/{locale}/edit/` (the home page in edit mode).
 *
 * @example
 * signInTarget('?returnTo=%2Fen%2Fedit%2Fcontact', 'de'); // '/en/edit/contact'
 * signInTarget('?returnTo=https%3A%2F%2Fevil.example%2F', 'de'); // '/de/edit/'
 */
export function signInTarget(search: string, locale: Locale): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (!isEditReturnPath(returnTo)) return `/${locale}/edit/`;
  const url = new URL(returnTo, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page's address that leads back to `returnTo` after signing in (for the edit routes'
 * "not signed in" redirect). `loginPath` is the login page's path in the locale, e.g. '/de/login'.
 */
export function loginHref(loginPath: string, returnTo: string): string {
  return isEditReturnPath(returnTo) ? `${loginPath}?returnTo=${encodeURIComponent(returnTo)}` : loginPath;
}
