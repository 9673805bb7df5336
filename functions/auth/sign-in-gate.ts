/**
 * The sign-in of one site: a right password signs in here only an account the site's gate admits
 * (its members and the network's admins, ../services/platform/site-auth.ts). Anyone else has the
 * session the sign-in started ended at once and is answered 403 'not_site_editor', which the login
 * form shows plainly. That answer is no failed attempt (the password was right): it neither
 * counts toward the account's lock nor resets it (./account-lock.ts, 'not-counted').
 */
import type { Context } from 'hono';
import { errorBody } from '../errors.ts';
import type { Editor, SignInGate } from './types.ts';

/**
 * The Cookie header carrying the session a successful sign-in answer set.
 *
 * @example
 * sessionOf(answer).get('cookie'); // 'lunette.session_token=abc.sig'
 */
export function sessionOf(signIn: Response): Headers {
  const pairs = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='));
  return new Headers({ cookie: pairs.join('; ') });
}

/**
 * Whether the account a successful sign-in answer signed in may edit here; `editorOf` reads the
 * session the answer started (null: the account is no editor at all).
 *
 * @example
 * if (!(await admitsSignIn(answer, admits, readEditor))) return notSiteEditorAnswer(c, answer);
 */
export async function admitsSignIn(
  signIn: Response,
  admits: SignInGate,
  editorOf: (session: Headers) => Promise<Editor | null>,
): Promise<boolean> {
  const editor = await editorOf(sessionOf(signIn));
  return editor !== null && (await admits(editor));
}

/** The 403 'not_site_editor' answer; every cookie the refused sign-in set is cleared. */
export function notSiteEditorAnswer(c: Context, signIn: Response): Response {
  const answer = c.json(errorBody(c, 'not_site_editor'), 403);
  for (const cookie of signIn.headers.getSetCookie()) {
    const name = cookie.split('=')[0];
    if (!name) continue;
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    answer.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return answer;
}
