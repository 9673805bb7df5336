/**
 * The sign-in island of the login page (the only page that loads it). Editors sign in with
 * e-mail and password; on success the browser goes back to the edit route they came from
 * (`?returnTo=`, same-site edit paths only) or to the home page in edit mode. Someone already
 * signed in sees who they are, a link into the editor and a sign-out button. Texts come from the
 * visitor dictionary in the page's language (the login area only, so the island carries no other
 * texts): /en/login is English, /de/login German.
 */
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { loginTexts } from '../../i18n/visitor/login.ts';
import type { Locale } from '../../lib/content.ts';
import { signInTarget } from '../../lib/login-return.ts';
import { signInErrorKey, type SignInErrorBody, type SignInErrorKey } from './sign-in-error.ts';
import './login-form.css';

const AUTH = '/api/v1/auth';

export interface LoginFormProps {
  /** The visitor locale of the page: its texts, and where "home in edit mode" is. */
  locale: Locale;
}

type LoginKey = keyof (typeof loginTexts)['de'];

type Session = { email: string; name: string } | null;
type Phase = 'idle' | 'signing-in' | 'signing-out';
type ErrorKey =
  SignInErrorKey | Extract<LoginKey, 'loginMissingFields' | 'loginNetworkError' | 'loginSignOutFailed'>;

/** The translated message for a failed sign-in answer. */
async function signInError(response: Response): Promise<SignInErrorKey> {
  const body = (await response.json().catch(() => null)) as SignInErrorBody | null;
  return signInErrorKey(response.status, body);
}

const noSubscription = () => () => {};

const post = (path: string, body: unknown) =>
  fetch(`${AUTH}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** The login form (signed out) or the session panel (signed in). */
export function LoginForm({ locale }: LoginFormProps) {
  const t = loginTexts[locale];
  const id = useId();
  // False in the server HTML and during hydration: the button waits for the script.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [session, setSession] = useState<Session>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [notice, setNotice] = useState<'loginSignedOut' | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(`${AUTH}/get-session`, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((data: { user?: { email: string; name: string } } | null) => {
        if (!cancelled && data?.user) setSession({ email: data.user.email, name: data.user.name });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  /** Where to go once signed in (read when needed: the query exists only in the browser). */
  const target = () =>
    typeof window === 'undefined' ? `/${locale}/edit/` : signInTarget(window.location.search, locale);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setNotice(null);
    if (!email || !password) return setError('loginMissingFields');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError('loginInvalidEmail');
    setError(null);
    setPhase('signing-in');
    try {
      const response = await post('/sign-in/email', { email, password, rememberMe: true });
      if (response.ok) {
        window.location.assign(target());
        return;
      }
      setError(await signInError(response));
    } catch {
      setError('loginNetworkError');
    }
    setPhase('idle');
  }

  async function signOut() {
    if (phase !== 'idle') return;
    setPhase('signing-out');
    setError(null);
    try {
      const response = await post('/sign-out', {});
      if (response.ok) {
        setSession(null);
        setNotice('loginSignedOut');
      } else {
        setError('loginSignOutFailed');
      }
    } catch {
      setError('loginNetworkError');
    }
    setPhase('idle');
  }

  const errorId = `${id}-error`;
  const errorText = error ? t[error] : null;

  if (session) {
    return (
      <section className="login-form" lang={locale} aria-label={t.loginFormLabel}>
        <p className="login-form__who">{t.loginSignedInAs.replace('{email}', session.email)}</p>
        <div className="login-form__actions">
          <a className="button button--contained" href={target()}>
            {t.loginOpenEditor}
          </a>
          <button
            type="button"
            className="button login-form__signout"
            onClick={signOut}
            disabled={phase !== 'idle'}
            aria-busy={phase === 'signing-out'}
          >
            {phase === 'signing-out' ? t.loginSigningOut : t.loginSignOut}
          </button>
        </div>
        <p id={errorId} className="login-form__error" role="alert">
          {errorText}
        </p>
      </section>
    );
  }

  const busy = phase === 'signing-in';
  const described = errorText ? errorId : undefined;
  return (
    <section className="login-form" lang={locale}>
      <form noValidate onSubmit={signIn} aria-label={t.loginFormLabel} aria-busy={busy}>
        <div className="login-form__field">
          <label htmlFor={`${id}-email`}>{t.loginEmailLabel}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            aria-invalid={error === 'loginInvalidEmail' || error === 'loginInvalidCredentials' || undefined}
            aria-describedby={described}
          />
        </div>
        <div className="login-form__field">
          <label htmlFor={`${id}-password`}>{t.loginPasswordLabel}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error === 'loginInvalidCredentials' || undefined}
            aria-describedby={described}
          />
        </div>
        <div className="login-form__messages">
          <p id={errorId} className="login-form__error" role="alert">
            {errorText}
          </p>
          <p className="login-form__notice" role="status">
            {notice ? t[notice] : null}
          </p>
        </div>
        <button type="submit" className="button button--contained" disabled={!hydrated || busy}>
          {busy ? t.loginSubmitting : t.loginSubmit}
        </button>
      </form>
    </section>
  );
}

export default LoginForm;
