/**
 * Password-protected pages: which pages are protected, where their HTML goes (a folder beside
 * the public one, `protected/`, that no static server serves) and the marker the editor's draft
 * answer shows instead of the stored hash. Pure: no I/O.
 */
import type { PageSnapshot } from './content.ts';

/** The build folder (beside `client/`) that holds protected pages' HTML. */
export const PROTECTED_DIR = 'protected';

/**
 * What the editor sees as a protected page's `meta.password`: truthy, but neither the password
 * nor its hash. A save that sends it back keeps the stored password.
 */
export const PASSWORD_MARKER = '••••••••';

/** Whether a page is password-protected. */
export function isProtectedPage(page: Pick<PageSnapshot, 'meta'>): boolean {
  return typeof page.meta.password === 'string' && page.meta.password !== '';
}

/**
 * A route file of a protected page, relative to the public folder like every route file:
 * `de/intern/index.html` -> `../protected/de/intern/index.html`.
 */
export function protectedRouteFile(file: string): string {
  return `../${PROTECTED_DIR}/${file}`;
}

/** A page meta as editors' answers show it: the stored hash replaced by the marker. */
export function withPasswordMarker<M extends { password?: string | null | undefined }>(meta: M): M {
  return meta.password ? { ...meta, password: PASSWORD_MARKER } : meta;
}
