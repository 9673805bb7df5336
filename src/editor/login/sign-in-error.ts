/**
 * Which message the login form shows for a refused sign-in, from the answer's status and error
 * body (`{ error: { code, reason } }`, functions/auth/service.ts). Pure, so every case is tested.
 */
import type { loginTexts } from '../../i18n/visitor/login.ts';

type LoginKey = keyof (typeof loginTexts)['de'];

/** The login texts a refused sign-in can show. */
export type SignInErrorKey = Extract<
  LoginKey,
  | 'loginInvalidEmail'
  | 'loginInvalidCredentials'
  | 'loginRateLimited'
  | 'loginAccountLocked'
  | 'loginBanned'
  | 'loginNotSiteEditor'
  | 'loginForbidden'
  | 'loginFailed'
>;

/** The error half of an answer, as far as the form reads it. */
export interface SignInErrorBody {
  error?: { code?: string; reason?: string };
}

/**
 * The message for a refused sign-in.
 *
 * @example
 * signInErrorKey(401, null); // 'loginInvalidCredentials'
 * signInErrorKey(403, { error: { code: 'not_site_editor' } }); // 'loginNotSiteEditor'
 */
export function signInErrorKey(status: number, body: SignInErrorBody | null): SignInErrorKey {
  const error = body?.error;
  if (status === 401) return 'loginInvalidCredentials';
  if (status === 429) return error?.reason === 'ACCOUNT_LOCKED' ? 'loginAccountLocked' : 'loginRateLimited';
  if (status === 403) {
    if (error?.code === 'not_site_editor') return 'loginNotSiteEditor';
    return error?.reason === 'BANNED_USER' ? 'loginBanned' : 'loginForbidden';
  }
  if (status === 400) return 'loginInvalidEmail';
  return 'loginFailed';
}
