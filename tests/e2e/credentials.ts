/**
 * The editor account of the e2e run: global-setup.ts starts the system with these as
 * LUNETTE_ADMIN_EMAIL / LUNETTE_ADMIN_PASSWORD, so the launcher's bootstrap creates the admin.
 * `signInContext` signs a browser context in through the API (no form, no rate-limit clashes
 * between tests: each call comes from its own made-up client address).
 */
import type { BrowserContext } from 'playwright-core';

/** The admin the e2e system is started with. */
export const E2E_ADMIN = {
  email: 'e2e-admin@optik-sonnenberg.ch',
  password: 'E2e-Fassung-2026-sicher',
} as const;

let counter = 0;
/**
 * A fresh documentation-range client address (RFC 5737 TEST-NET-2) for the sign-in rate limit,
 * e.g. as `extraHTTPHeaders: { 'x-forwarded-for': e2eClientIp() }` on a browser context. The
 * server believes it because global-setup.ts starts it with TRUSTED_PROXIES=127.0.0.1,::1.
 */
export function e2eClientIp(): string {
  counter += 1;
  return `198.51.100.${(((process.pid + counter) * 7) % 250) + 1}`;
}

/** Signs `context` in as `who` (default: the e2e admin): afterwards its pages carry the session cookie. */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  who: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': e2eClientIp() },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!res.ok) throw new Error(`e2e sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().flatMap((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    return at > 0 && value ? [{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }] : [];
  });
  if (!cookies.length) throw new Error('e2e sign-in set no cookie');
  await context.addCookies(cookies);
}
